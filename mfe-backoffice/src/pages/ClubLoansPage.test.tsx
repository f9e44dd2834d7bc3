/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { ClubLoanStatus, StaffClubLoan, StaffClubLoanResponse, StaffSession } from '@ama/contracts';
import { errorResponse, listQueries, openStaffAt, reads, setUpStaffTests, toastMessages, writes } from '../test-support';
import { expectManagersOnly, expectOneWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { clubLoan, MANAGER_SESSION, REQUESTING_MEMBERS, SESSION } from '../test-support/fixtures';
import { clubPageLink, expectStatusFilterInUrl } from '../test-support/status-list';

setUpStaffTests();

const HANS = clubLoan();
const GIULIA = clubLoan({
  id: 'b1c2d3e4-0000-4000-8000-000000000001',
  status: 'confirmed',
  eventDate: '2027-01-20',
  days: 2,
  member: REQUESTING_MEMBERS.giulia,
});
const LOANS_PATH = '/staff/club/loans';
const LOAN_PATH = `${LOANS_PATH}/${HANS.id}`;

/** Hans's loan as its page reads it, at `status`: asked for by the member, and (when past it) confirmed by a manager. */
function loanAt(status: ClubLoanStatus): StaffClubLoanResponse {
  const asked = { at: HANS.requestedAt, from: null, to: 'requested' as const, by: 'member', detail: null };
  const confirmed = { at: '2026-11-26T09:00:00.000Z', from: 'requested' as const, to: 'confirmed' as const, by: 'marco@ama.example', detail: 'Gaia necklace' };
  const answered = status === 'requested' ? {} : { piece: 'Gaia necklace', from: '2026-12-11', until: '2026-12-13' };
  return { loan: { ...HANS, ...answered, status, history: status === 'requested' ? [asked] : [asked, confirmed] } };
}

type Answer = (request: Request) => Response | Promise<Response>;

/** The loans' pages for `session`, the loan at `status`; each step answers with `step` when given, else the loan moved on. */
function openLoans(path: string, { session = MANAGER_SESSION, status = 'requested', step }: { session?: StaffSession; status?: ClubLoanStatus; step?: Answer } = {}) {
  let loan = loanAt(status);
  const manager = session.staff.role === 'manager';
  const moveTo = (next: ClubLoanStatus) => (request: Request) => {
    if (step) return step(request);
    loan = loanAt(next);
    return Response.json(loan);
  };
  return openStaffAt(path, {
    'GET /staff/session': () => Response.json(session),
    [`GET ${LOANS_PATH}`]: (_request, url) => (manager ? Response.json(list([HANS, GIULIA], Number(url.searchParams.get('page')))) : errorResponse(403, 'FORBIDDEN')),
    [`GET ${LOAN_PATH}`]: () => (manager ? Response.json(loan) : errorResponse(403, 'FORBIDDEN')),
    [`POST ${LOAN_PATH}/confirmation`]: moveTo('confirmed'),
    [`POST ${LOAN_PATH}/refusal`]: moveTo('refused'),
    [`POST ${LOAN_PATH}/hand-over`]: moveTo('handed_over'),
    [`POST ${LOAN_PATH}/return`]: moveTo('returned'),
  });
}

const list = (loans: StaffClubLoan[], page: number) => ({ loans, page, pageSize: 30, total: 32 });
const loanReads = (requests: Request[]) => reads(requests, LOAN_PATH).length;
const confirmation = () => screen.getByRole('form', { name: 'Confirm the loan' });

/** The one write sent: the step's POST with `body` and the manager's CSRF token. */
const expectStepSent = (requests: Request[], step: string, body: object) => expectOneWrite(requests, `${LOAN_PATH}/${step}`, body, MANAGER_SESSION);

test("a manager's ELITE loans: the member (to the loan's page) and e-mail, event day, days, status, requested on", async () => {
  const { requests } = openLoans('/en/staff/club/loans');
  const table = await screen.findByRole('table', { name: 'ELITE loans, Page 1 of 2' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Member', 'Event day', 'Days', 'Status', 'Requested on']);
  const link = screen.getByRole('link', { name: 'Hans Weber' });
  expect(link).toHaveAttribute('href', `/en${LOAN_PATH}`);
  expectTextsIn(link.closest('tr')!, ['hans.weber@example.de', 'Dec 12, 2026', '3', 'Requested', 'Nov 25, 2026']);
  expectTextsIn(screen.getByRole('link', { name: 'Giulia Rossi' }).closest('tr')!, ['Jan 20, 2027', 'Confirmed']);
  expect(screen.getByText('32 loans')).toBeInTheDocument();
  // Reached from the Club AMA page (below), so the navigation marks no link of its own.
  expect(screen.getByRole('heading', { level: 1, name: 'ELITE loans' })).toBeInTheDocument();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(listQueries(requests, LOANS_PATH)).toEqual([{ page: '1', locale: 'en' }]);
});

test('the status filter is read from the URL, and applying it writes the URL and asks for that list', async () => {
  await expectStatusFilterInUrl(openLoans, { path: LOANS_PATH, from: 'confirmed', to: { name: 'Requested', value: 'requested' }, apply: 'Show loans' });
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/staff/club/loans?status=requested&page=2');
});

test('the Club AMA members page leads to the loans', async () => {
  expect(await clubPageLink("The ELITE members' jewellery loans")).toHaveAttribute('href', '/en/staff/club/loans');
});

test("a request's page: the member (to their record), the event, the days, the occasion, the status and the history", async () => {
  openLoans(`/en${LOAN_PATH}`);
  const facts = await screen.findByRole('region', { name: 'The request' });
  expect(screen.getByRole('heading', { level: 1, name: 'ELITE loan' })).toBeInTheDocument();
  expect(within(facts).getByRole('link', { name: 'Hans Weber' })).toHaveAttribute('href', `/en/staff/club/${HANS.member.id}`);
  expect(within(facts).getByRole('link', { name: 'hans.weber@example.de' })).toHaveAttribute('href', 'mailto:hans.weber@example.de');
  expectTextsIn(facts, ['StatusRequested', 'Event dayDec 12, 2026', 'Days wanted3', 'OccasionGala at La Scala']);
  const [asked] = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
  expectTextsIn(asked, ['Requested', 'by the member']);
  expect(screen.getByRole('link', { name: 'All ELITE loans' })).toHaveAttribute('href', '/en/staff/club/loans');
  expect(screen.queryByRole('button', { name: 'Mark handed over' })).not.toBeInTheDocument();
});

test('confirming: the days first offered hold the event, and the piece and days are sent with the CSRF token; the loan is read again', async () => {
  const { requests, user } = openLoans(`/en${LOAN_PATH}`);
  await screen.findByRole('region', { name: 'The request' });
  const form = confirmation();
  expect(within(form).getByLabelText(/^From/)).toHaveValue('2026-12-11');
  expect(within(form).getByLabelText(/^Until/)).toHaveValue('2026-12-13');
  await user.type(within(form).getByRole('textbox', { name: /^Piece/ }), 'Gaia necklace');
  await user.click(within(form).getByRole('button', { name: 'Confirm the loan' }));

  await waitFor(() => expect(toastMessages()).toContain('The loan to Hans Weber is confirmed; they are being e-mailed.'));
  await expectStepSent(requests, 'confirmation', { piece: 'Gaia necklace', from: '2026-12-11', until: '2026-12-13' });
  await waitFor(() => expect(screen.getByRole('region', { name: 'The request' })).toHaveTextContent('StatusConfirmed'));
  expect(loanReads(requests)).toBe(2);
  expect(screen.getByRole('region', { name: 'The request' })).toHaveTextContent('Lentfrom Dec 11, 2026 to Dec 13, 2026');
  expect(screen.queryByRole('form', { name: 'Confirm the loan' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Next step' })).toHaveFocus());
});

test('a period without the event day is refused at its field before anything is sent', async () => {
  const { requests, user } = openLoans(`/en${LOAN_PATH}`);
  await screen.findByRole('region', { name: 'The request' });
  const from = within(confirmation()).getByLabelText(/^From/);
  await user.type(within(confirmation()).getByRole('textbox', { name: /^Piece/ }), 'Gaia necklace');
  await user.clear(from);
  await user.type(from, '2026-12-13');
  await user.click(within(confirmation()).getByRole('button', { name: 'Confirm the loan' }));
  await waitFor(() => expect(from).toHaveAccessibleDescription(/The event's day must be one of the loan's days\./));
  expect(writes(requests)).toEqual([]);
});

test("the server's field problem is said at its field, what was typed kept", async () => {
  const { user } = openLoans(`/en${LOAN_PATH}`, { step: () => errorResponse(400, 'VALIDATION_FAILED', { until: 'too_many_days' }) });
  await screen.findByRole('region', { name: 'The request' });
  await user.type(within(confirmation()).getByRole('textbox', { name: /^Piece/ }), 'Gaia necklace');
  await user.click(within(confirmation()).getByRole('button', { name: 'Confirm the loan' }));
  const until = within(confirmation()).getByLabelText(/^Until/);
  await waitFor(() => expect(until).toHaveAccessibleDescription(/A loan lasts at most 5 days\./));
  expect(until).toHaveAttribute('aria-invalid', 'true');
  expect(within(confirmation()).getByRole('textbox', { name: /^Piece/ })).toHaveValue('Gaia necklace');
});

test('refusing: a reason is required before anything is sent, then it is sent with the CSRF token', async () => {
  const { requests, user } = openLoans(`/en${LOAN_PATH}`);
  await screen.findByRole('region', { name: 'The request' });
  const form = screen.getByRole('form', { name: 'Refuse the request' });
  await user.click(within(form).getByRole('button', { name: 'Refuse the request' }));
  const reason = within(form).getByRole('textbox', { name: /^Reason/ });
  await waitFor(() => expect(reason).toHaveAccessibleDescription(/Please fill in this field\./));
  expect(writes(requests)).toEqual([]);

  await user.type(reason, 'Every piece is out that week');
  await user.click(within(form).getByRole('button', { name: 'Refuse the request' }));
  await waitFor(() => expect(toastMessages()).toContain('The request of Hans Weber is refused; they are being e-mailed.'));
  await expectStepSent(requests, 'refusal', { reason: 'Every piece is out that week' });
  expect(await screen.findByText(/The request was refused: nothing more to do\./)).toBeInTheDocument();
});

test.each([
  ['confirmed', 'Mark handed over', 'Yes, mark handed over', 'hand-over', 'Gaia necklace is marked handed over to Hans Weber.', 'StatusHanded over'],
  ['handed_over', 'Mark returned', 'Yes, mark returned', 'return', 'Gaia necklace is marked returned by Hans Weber.', 'StatusReturned'],
] as const)('a %s loan: only "%s", asked in place, then sent with the CSRF token and the loan read again', async (status, start, confirm, step, done, after) => {
  const { requests, user } = openLoans(`/en${LOAN_PATH}`, { status });
  await user.click(await screen.findByRole('button', { name: start }));
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryAllByRole('button', { name: /^Mark / })).toEqual([]);
  await user.click(screen.getByRole('button', { name: confirm }));

  await waitFor(() => expect(toastMessages()).toContain(done));
  await expectStepSent(requests, step, {});
  await waitFor(() => expect(screen.getByRole('region', { name: 'The request' })).toHaveTextContent(after));
  expect(loanReads(requests)).toBe(2);
});

test('a loan another manager moved on meanwhile (409): said so, and the loan is read again', async () => {
  const { requests, user } = openLoans(`/en${LOAN_PATH}`, { status: 'confirmed', step: () => errorResponse(409, 'CLUB_LOAN_STATE', { status: 'handed_over' }) });
  await user.click(await screen.findByRole('button', { name: 'Mark handed over' }));
  await user.click(screen.getByRole('button', { name: 'Yes, mark handed over' }));
  await waitFor(() => expect(toastMessages()).toContain('This loan has moved on meanwhile (another manager may have answered it); the page now shows it as it is.'));
  await waitFor(() => expect(loanReads(requests)).toBe(2));
});

test('a request answered meanwhile (409) is said in the form', async () => {
  const { user } = openLoans(`/en${LOAN_PATH}`, { step: () => errorResponse(409, 'CLUB_LOAN_STATE', { status: 'refused' }) });
  await screen.findByRole('region', { name: 'The request' });
  await user.type(within(confirmation()).getByRole('textbox', { name: /^Piece/ }), 'Gaia necklace');
  await user.click(within(confirmation()).getByRole('button', { name: 'Confirm the loan' }));
  expect(await within(confirmation()).findByRole('alert')).toHaveTextContent('This loan has moved on meanwhile');
});

test('the staff role: told its role may not, with no table, no filter and no ELITE loans link', async () => {
  openLoans('/en/staff/club/loans', { session: SESSION });
  await expectManagersOnly('ELITE loans');
});

test('an address that is no loan id: said so, without asking the back office', async () => {
  const { requests } = openLoans('/en/staff/club/loans/gala');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no ELITE loan at this address.');
  expect(requests.filter(({ url }) => new URL(url).pathname.startsWith(`/api${LOANS_PATH}`))).toEqual([]);
});
