/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import { changeLocale } from '@ama/platform';
import { renderClubAt } from '../test-support';
import { setUpMemberPageTests } from './member-test-support';
import { memberPersonalisations, personalisation, servePersonalisations, THIS_YEAR, TOKEN } from './personalisation-test-support';

setUpMemberPageTests();

const CODE = 'CLUBPERSONAL-7KQ2-9XHD-M4TB-R8VN';
// The code stops working at midnight in Italy on 2 September: its last day is 1 September.
const withCode = personalisation({
  id: 'pers-3',
  status: 'approved',
  occasionKind: 'birthday',
  occasionDate: '2026-07-20',
  code: { code: CODE, validUntil: '2026-09-01T22:00:00.000Z', state: 'available' },
});
const refused = personalisation({ id: 'pers-1', status: 'refused', occasionKind: 'other', occasionDate: '2026-03-08', refusalReason: 'The occasion could not be documented.' });

const personalisationSection = async (locale: 'en' | 'it', title: string) => {
  renderClubAt(`/${locale}/club/member?token=${encodeURIComponent(TOKEN)}`);
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return within(heading.closest('section')!);
};

test('each request says its occasion, piece and status in words: a new piece its code, a bought piece what to do, a refusal its reason', async () => {
  const approvedPiece = personalisation({
    id: 'pers-2',
    status: 'approved',
    occasionDate: '2026-06-12',
    piece: { orderNumber: 'AMA-2026-000123', position: 1, name: 'Solitaire ring' },
  });
  const requested = personalisation({ id: 'pers-4', occasionKind: 'anniversary', occasionDate: '2026-10-03' });
  servePersonalisations('member', memberPersonalisations([requested, withCode, approvedPiece, refused]));
  const section = await personalisationSection('en', 'Free personalisation');
  const item = (name: string) => section.getByRole('listitem', { name });

  expect(item('Anniversary on October 3, 2026')).toHaveTextContent("A new pieceOur wedding in Florence: our initials inside the bandRequested: waiting for AMA's answer.");
  expect(item('Wedding on June 12, 2026')).toHaveTextContent('Order AMA-2026-000123 · Solitaire ring');
  expect(item('Wedding on June 12, 2026')).toHaveTextContent('Approved: bring the piece to one of our stores or send it to us, and we will personalise it free of charge.');
  expect(within(item('Wedding on June 12, 2026')).queryByRole('code')).not.toBeInTheDocument();
  expect(item('Another occasion on March 8, 2026')).toHaveTextContent('Refused: The occasion could not be documented.');

  const approved = item('Birthday on July 20, 2026');
  expect(approved).toHaveTextContent('Approved: here is your personal engraving code.');
  expect(within(approved).getByText(CODE).tagName).toBe('CODE');
  expect(within(approved).getByText(CODE)).toHaveClass('ama-club-member__code');
  expect(approved).toHaveTextContent('Available · valid until September 1, 2026');
  expect(approved).toHaveTextContent('Add an engraving to a piece and enter this code in the cart: the engraving of one piece is free.');
  // Newest first, as the server sends them.
  expect(section.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
    'Anniversary on October 3, 2026',
    'Birthday on July 20, 2026',
    'Wedding on June 12, 2026',
    'Another occasion on March 8, 2026',
  ]);
});

test('a used code keeps its state and day, without telling how to use it', async () => {
  const used = { ...withCode, code: { ...withCode.code!, state: 'used' as const } };
  servePersonalisations('member', memberPersonalisations([used]));
  const section = await personalisationSection('en', 'Free personalisation');
  const item = section.getByRole('listitem', { name: 'Birthday on July 20, 2026' });
  expect(item).toHaveTextContent('Used · valid until September 1, 2026');
  expect(item).not.toHaveTextContent(/enter this code in the cart/);
});

test('a pending sign-up reads what membership will give, and has no form and no list', async () => {
  servePersonalisations('pending', { entitled: false, allowances: [], pieces: [], personalisations: [] });
  const section = await personalisationSection('en', 'Free personalisation');
  expect(section.getByText(/^The free personalisation is for Club AMA members: once your membership is active/)).toBeInTheDocument();
  expect(section.queryByRole('button', { name: 'Send the request' })).not.toBeInTheDocument();
  expect(section.queryByRole('combobox')).not.toBeInTheDocument();
  expect(section.queryByRole('list')).not.toBeInTheDocument();
});

test('in Italian: what is left, the occasions and dates in Italian, the code and the refusal', async () => {
  await act(() => changeLocale('it'));
  servePersonalisations('elite', memberPersonalisations([withCode, refused], { [THIS_YEAR]: 0 }));
  const section = await personalisationSection('it', 'Personalizzazione gratuita');
  expect(section.getByText(`Ancora gratuita per le occasioni del ${THIS_YEAR}: 0 su 1.`)).toBeInTheDocument();
  expect(section.getByText(`Ancora gratuita per le occasioni del ${THIS_YEAR + 1}: 1 su 1.`)).toBeInTheDocument();
  expect(section.getByRole('button', { name: 'Invia la richiesta' })).toBeInTheDocument();
  const approved = section.getByRole('listitem', { name: 'Compleanno: 20 luglio 2026' });
  expect(approved).toHaveTextContent(`Il tuo codice per l'incisione: ${CODE}`);
  expect(approved).toHaveTextContent('Disponibile · ultimo giorno di validità: 1 settembre 2026');
  expect(section.getByRole('listitem', { name: "Un'altra occasione: 8 marzo 2026" })).toHaveTextContent('Non accolta: The occasion could not be documented.');
  await act(() => changeLocale('en'));
});
