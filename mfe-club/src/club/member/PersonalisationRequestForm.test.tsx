/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { CLUB, CLUB_OCCASION_KINDS, CLUB_PERSONALISATION_LIMITS, NEW_PIECE } from '@ama/contracts';
import { formatCalendarDay } from '../format';
import { setUpMemberPageTests } from './member-test-support';
import { fillRequest, openPersonalisations } from './personalisation-form-test-support';
import { memberPersonalisations, OCCASION_DAY, RING, servePersonalisations, THIS_YEAR, TOKEN } from './personalisation-test-support';

setUpMemberPageTests();

const { descriptionMaxLength } = CLUB_PERSONALISATION_LIMITS;
const PER_YEAR = CLUB.freePersonalisationsPerYear;

test('a member sees what is left, chooses among their pieces, sends the request with the member token and finds it in the list', async () => {
  const server = servePersonalisations('member', memberPersonalisations());
  const opened = await openPersonalisations();
  const { section } = opened;
  expect(section.getByText(`Still free for occasions in ${THIS_YEAR}: ${PER_YEAR} of ${PER_YEAR}.`)).toBeInTheDocument();
  expect(section.getByText(`Still free for occasions in ${THIS_YEAR + 1}: ${PER_YEAR} of ${PER_YEAR}.`)).toBeInTheDocument();
  expect(section.getByRole('combobox', { name: 'The occasion' }).querySelectorAll('option:not([disabled])')).toHaveLength(CLUB_OCCASION_KINDS.length);
  const pieces = [...section.getByRole('combobox', { name: 'The piece' }).querySelectorAll('option:not([disabled])')].map((option) => option.textContent);
  expect(pieces).toEqual(['Order AMA-2026-000123 · Solitaire ring (February 14, 2026)', 'A new piece (a code for checkout)']);

  await fillRequest(opened, 'A new piece (a code for checkout)', 'Our initials');
  expect(await section.findByRole('status')).toHaveTextContent('Your request is sent. We will let you know by e-mail whether it is approved.');
  expect(server.posts).toEqual([{ token: TOKEN, body: { occasionKind: 'wedding', occasionDate: OCCASION_DAY, description: 'Our initials', piece: NEW_PIECE } }]);
  // The list is asked again (RTK Query's tag): the new request waits for AMA, and the form is empty again.
  const asked = await section.findByRole('listitem', { name: `Wedding on ${formatCalendarDay(OCCASION_DAY, 'en')}` });
  expect(asked).toHaveTextContent("A new pieceOur initialsRequested: waiting for AMA's answer.");
  expect(section.getByRole('textbox', { name: 'A few words about it' })).toHaveValue('');
  expect(section.getByRole('combobox', { name: 'The piece' })).toHaveValue('');
});

test('the description counts its characters as they are typed, up to the limit', async () => {
  servePersonalisations('member', memberPersonalisations());
  const { user, section } = await openPersonalisations();
  expect(section.getByText(`0/${descriptionMaxLength}`)).toBeInTheDocument();
  await user.type(section.getByRole('textbox', { name: 'A few words about it' }), 'Initials');
  expect(section.getByText(`8/${descriptionMaxLength}`)).toBeInTheDocument();
});

test('a request that uses the last free personalisation closes the form, and "sent" is still said', async () => {
  const occasionYear = Number(OCCASION_DAY.slice(0, 4));
  const otherYear = occasionYear === THIS_YEAR ? THIS_YEAR + 1 : THIS_YEAR;
  servePersonalisations('member', memberPersonalisations([], { [otherYear]: 0 }));
  const opened = await openPersonalisations();
  await fillRequest(opened, RING.key);
  const { section } = opened;
  expect(await section.findByText('There is no free personalisation left to ask for at the moment. If a request is refused, you may ask again.')).toBeInTheDocument();
  expect(section.queryByRole('button', { name: 'Send the request' })).not.toBeInTheDocument();
  expect(section.getByRole('status')).toHaveTextContent('Your request is sent.');
  expect(section.getByRole('listitem', { name: `Wedding on ${formatCalendarDay(OCCASION_DAY, 'en')}` })).toHaveTextContent('Order AMA-2026-000123 · Solitaire ring');
});
