/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLUB } from '@ama/contracts';
import { formatCalendarDay } from '../format';
import { errorResponse, renderClubAt } from '../test-support';
import { eliteLoans, EVENT_DAY, serveLoans, THIS_YEAR, TOKEN } from './loan-test-support';
import { setUpMemberPageTests } from './member-test-support';

setUpMemberPageTests();

const openLoans = async () => {
  renderClubAt(`/en/club/member?token=${encodeURIComponent(TOKEN)}`);
  const user = userEvent.setup();
  const heading = await screen.findByRole('heading', { level: 2, name: 'Jewellery loan for your events' });
  return { user, section: within(heading.closest('section')!) };
};

const fillRequest = async (user: ReturnType<typeof userEvent.setup>, section: Awaited<ReturnType<typeof openLoans>>['section'], eventDate: string, occasion: string) => {
  await user.type(section.getByLabelText(/^Day of your event/), eventDate);
  await user.selectOptions(section.getByRole('combobox', { name: 'Days you would like it for' }), '3 days');
  if (occasion) await user.type(section.getByRole('textbox', { name: 'The occasion' }), occasion);
  await user.click(section.getByRole('button', { name: 'Request the loan' }));
};

test('an ELITE member sees what is left and the rule, asks for a loan with the member token, and finds it in the list', async () => {
  const server = serveLoans('elite', eliteLoans());
  const { user, section } = await openLoans();
  expect(section.getByText(`1 of ${CLUB.eliteLoan.perYear} loans left in ${THIS_YEAR}.`)).toBeInTheDocument();
  expect(section.getByText(`${CLUB.eliteLoan.perYear} of ${CLUB.eliteLoan.perYear} loans left in ${THIS_YEAR + 1}.`)).toBeInTheDocument();
  expect(section.getByText(`Each loan lasts at most ${CLUB.eliteLoan.maxDays} days; AMA chooses the piece and the days around your event.`)).toBeInTheDocument();
  expect(section.getByRole('combobox', { name: 'Days you would like it for' }).querySelectorAll('option')).toHaveLength(CLUB.eliteLoan.maxDays);
  expect(section.getByText('You have not asked for a loan yet.')).toBeInTheDocument();

  await fillRequest(user, section, EVENT_DAY, 'A gala dinner, long black dress');
  expect(await section.findByText('Your request is sent. AMA will confirm the piece and the days here, or tell you why not.')).toBeInTheDocument();
  expect(server.posts).toEqual([{ token: TOKEN, body: { eventDate: EVENT_DAY, days: 3, occasion: 'A gala dinner, long black dress' } }]);
  // The list is asked again (RTK Query's tag) and shows the new request, waiting for AMA.
  const asked = await section.findByRole('listitem', { name: `Event on ${formatCalendarDay(EVENT_DAY, 'en')}` });
  expect(asked).toHaveTextContent('A gala dinner, long black dress');
  expect(asked).toHaveTextContent("Requested: waiting for AMA's answer.");
  expect(asked).toHaveTextContent(/for 3 days\./);
  expect(section.getByRole('textbox', { name: 'The occasion' })).toHaveValue('');
});

test('a day that is not after today is told at its field, with the empty occasion, and nothing is sent', async () => {
  const server = serveLoans('elite', eliteLoans());
  const { user, section } = await openLoans();
  await fillRequest(user, section, '2020-05-01', '');
  const day = section.getByLabelText(/^Day of your event/);
  expect(day).toHaveAccessibleDescription(expect.stringContaining('The event must be after today.'));
  expect(section.getByRole('textbox', { name: 'The occasion' })).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
  await waitFor(() => expect(day).toHaveFocus());
  expect(server.posts).toEqual([]);
});

test("the server's refusal (this year's loans used) is said where the form is, and what was typed stays", async () => {
  serveLoans('elite', eliteLoans(), () => errorResponse(409, 'CLUB_BENEFIT_REFUSED', { _: 'loan_limit_reached' }));
  const { user, section } = await openLoans();
  await fillRequest(user, section, EVENT_DAY, 'Opera premiere');
  expect(await section.findByText("This year's jewellery loans have all been asked for: a refused request does not count.")).toBeInTheDocument();
  expect(section.getByRole('textbox', { name: 'The occasion' })).toHaveValue('Opera premiere');
  expect(section.queryByText(/Your request is sent/)).not.toBeInTheDocument();
});

test('a field problem the server finds is shown at that field', async () => {
  serveLoans('elite', eliteLoans(), () => errorResponse(400, 'VALIDATION_FAILED', { eventDate: 'too_far_ahead' }));
  const { user, section } = await openLoans();
  await fillRequest(user, section, EVENT_DAY, 'Opera premiere');
  await waitFor(() => expect(section.getByLabelText(/^Day of your event/)).toHaveAccessibleDescription(expect.stringContaining('The event can be at most a year ahead.')));
});
