/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import { CLUB } from '@ama/contracts';
import { changeLocale } from '@ama/platform';
import { formatEuros } from '../format';
import { renderClubAt } from '../test-support';
import { eliteLoans, loan, serveLoans, THIS_YEAR, TOKEN } from './loan-test-support';
import { setUpMemberPageTests } from './member-test-support';

setUpMemberPageTests();

const confirmed = loan({ id: 'loan-2', status: 'confirmed', piece: 'Riviera necklace in white gold', from: '2026-06-11', until: '2026-06-14' });
const refused = loan({ id: 'loan-1', status: 'refused', eventDate: '2026-03-08', refusalReason: 'The pieces for that week are all lent.' });

const loansSection = async (locale: 'en' | 'it', title: string) => {
  renderClubAt(`/${locale}/club/member?token=${encodeURIComponent(TOKEN)}`);
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  return within(heading.closest('section')!);
};

test('each loan says its status in words: the confirmed one its piece and days, the refused one its reason', async () => {
  const handedOver = loan({ id: 'loan-3', status: 'handed_over', eventDate: '2026-09-19', piece: 'Pearl drop earrings', from: '2026-09-18', until: '2026-09-21' });
  const returned = loan({ id: 'loan-4', status: 'returned', eventDate: '2026-01-24', piece: 'Sapphire bracelet' });
  serveLoans('elite', eliteLoans([handedOver, confirmed, refused, returned]));
  const section = await loansSection('en', 'Jewellery loan for your events');
  const item = (date: string) => section.getByRole('listitem', { name: `Event on ${date}` });
  expect(item('June 12, 2026')).toHaveTextContent('Confirmed: Riviera necklace in white gold, from June 11, 2026 until June 14, 2026.');
  expect(item('June 12, 2026')).toHaveTextContent("My sister's wedding in Florence");
  expect(item('March 8, 2026')).toHaveTextContent('Refused: The pieces for that week are all lent.');
  expect(item('September 19, 2026')).toHaveTextContent('Handed over: Pearl drop earrings, to be returned by September 21, 2026.');
  expect(item('January 24, 2026')).toHaveTextContent('Returned: Sapphire bracelet. Thank you.');
  // Newest first, as the server sends them.
  expect(section.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
    'Event on September 19, 2026',
    'Event on June 12, 2026',
    'Event on March 8, 2026',
    'Event on January 24, 2026',
  ]);
});

test('a member who is not ELITE reads what ELITE would give, and has no form', async () => {
  serveLoans('member', { entitled: false, allowances: [], maxDays: CLUB.eliteLoan.maxDays, loans: [] });
  const section = await loansSection('en', 'Jewellery loan for your events');
  expect(
    section.getByText(
      `ELITE members (from ${formatEuros(CLUB.eliteYearlySpendCents, 'en')} of purchases in a calendar year) may borrow AMA jewellery for their events ${CLUB.eliteLoan.perYear} times a year.`,
    ),
  ).toBeInTheDocument();
  expect(section.queryByRole('button', { name: 'Request the loan' })).not.toBeInTheDocument();
  expect(section.queryByRole('textbox')).not.toBeInTheDocument();
  expect(section.queryByRole('list')).not.toBeInTheDocument();
});

test('in Italian: what is left, a confirmed loan with its dates and a refused one with its reason', async () => {
  await act(() => changeLocale('it'));
  serveLoans('elite', eliteLoans([confirmed, refused]));
  const section = await loansSection('it', 'Gioielli in prestito per i tuoi eventi');
  expect(section.getByText(`Ti resta 1 prestito su ${CLUB.eliteLoan.perYear} nel ${THIS_YEAR}.`)).toBeInTheDocument();
  expect(section.getByRole('button', { name: 'Chiedi il prestito' })).toBeInTheDocument();
  expect(section.getByRole('listitem', { name: 'Evento: 12 giugno 2026' })).toHaveTextContent(
    'Confermato: Riviera necklace in white gold. Periodo del prestito: 11 giugno 2026 – 14 giugno 2026.',
  );
  expect(section.getByRole('listitem', { name: 'Evento: 8 marzo 2026' })).toHaveTextContent('Non accolto: The pieces for that week are all lent.');
  await act(() => changeLocale('en'));
});
