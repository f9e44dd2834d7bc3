/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { ClubPersonalisationStatus, StaffClubPersonalisation, StaffClubPersonalisationResponse, StaffSession } from '@ama/contracts';
import { errorResponse, listQueries, openStaffAt, reads, setUpStaffTests, toastMessages, writes } from '../test-support';
import { expectManagersOnly, expectOneWrite, expectStaffPage, expectTextsIn, textsOf } from '../test-support/expect';
import { clubPersonalisation, MANAGER_SESSION, REQUESTING_MEMBERS, SESSION } from '../test-support/fixtures';
import { clubPageLink, expectStatusFilterInUrl } from '../test-support/status-list';

setUpStaffTests();

const HANS = clubPersonalisation();
const GIULIA = clubPersonalisation({ id: 'c2d3e4f5-0000-4000-8000-000000000002', occasionKind: 'birth', piece: null, status: 'approved', member: REQUESTING_MEMBERS.giulia });
const LIST_PATH = '/staff/club/personalisations';
const RECORD_PATH = `${LIST_PATH}/${HANS.id}`;
const CODE = { code: 'CLUBPERSONAL-7Q2X', validUntil: '2027-02-24T10:00:00.000Z', state: 'available' as const };

/** Hans's request as its page reads it, at `status` (for `piece`): asked by the member, then answered by a manager. */
function requestAt(status: ClubPersonalisationStatus, piece = HANS.piece): StaffClubPersonalisationResponse {
  const asked = { at: HANS.requestedAt, from: null, to: 'requested' as const, by: 'member', detail: null };
  const answered = {
    at: '2026-11-27T09:00:00.000Z',
    from: 'requested' as const,
    to: status,
    by: 'marco@ama.example',
    detail: status === 'refused' ? 'Already used this year' : null,
  };
  const outcome = status === 'refused' ? { refusalReason: 'Already used this year' } : status === 'approved' && !piece ? { code: CODE } : {};
  return { personalisation: { ...HANS, piece, ...outcome, status, history: status === 'requested' ? [asked] : [asked, answered] } };
}

type Decided = Exclude<ClubPersonalisationStatus, 'requested'>;

/** The personalisations' pages for `session`, the request for `piece`; an answer decides it, unless another manager `decidedMeanwhile` (409). */
function openPersonalisations(
  path: string,
  { session = MANAGER_SESSION, piece = HANS.piece, decidedMeanwhile }: { session?: StaffSession; piece?: StaffClubPersonalisation['piece']; decidedMeanwhile?: Decided } = {},
) {
  let record = requestAt('requested', piece);
  const manager = session.staff.role === 'manager';
  const decide = (next: Decided) => () => {
    record = requestAt(decidedMeanwhile ?? next, piece);
    return decidedMeanwhile ? errorResponse(409, 'CLUB_PERSONALISATION_STATE', { status: decidedMeanwhile }) : Response.json(record);
  };
  return openStaffAt(path, {
    'GET /staff/session': () => Response.json(session),
    [`GET ${LIST_PATH}`]: (_request, url) =>
      manager ? Response.json({ personalisations: [HANS, GIULIA], page: Number(url.searchParams.get('page')), pageSize: 30, total: 32 }) : errorResponse(403, 'FORBIDDEN'),
    [`GET ${RECORD_PATH}`]: () => (manager ? Response.json(record) : errorResponse(403, 'FORBIDDEN')),
    [`POST ${RECORD_PATH}/approval`]: decide('approved'),
    [`POST ${RECORD_PATH}/refusal`]: decide('refused'),
  });
}

const facts = () => screen.getByRole('region', { name: 'The request' });
const refusal = () => screen.getByRole('form', { name: 'Refuse the request' });
const recordReads = (requests: Request[]) => reads(requests, RECORD_PATH).length;
const expectStepSent = (requests: Request[], step: string, body: object) => expectOneWrite(requests, `${RECORD_PATH}/${step}`, body, MANAGER_SESSION);

test("a manager's personalisations: the member (to the request's page) and e-mail, occasion, its day, piece, status, requested on", async () => {
  const { requests } = openPersonalisations(`/en${LIST_PATH}`);
  const table = await screen.findByRole('table', { name: 'Free personalisations, Page 1 of 2' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Member', 'Occasion', 'Occasion day', 'Piece', 'Status', 'Requested on']);
  const link = screen.getByRole('link', { name: 'Hans Weber' });
  expect(link).toHaveAttribute('href', `/en${RECORD_PATH}`);
  expectTextsIn(link.closest('tr')!, ['hans.weber@example.de', 'Wedding', 'May 22, 2027', 'Order AMA-7K3F-9Q · Gaia ring', 'Requested', 'Nov 26, 2026']);
  expectTextsIn(screen.getByRole('link', { name: 'Giulia Rossi' }).closest('tr')!, ['Birth', 'A new piece', 'Approved']);
  expect(screen.getByText('32 requests')).toBeInTheDocument();
  expectStaffPage('Free personalisations', 'Personalisations');
  expect(listQueries(requests, LIST_PATH)).toEqual([{ page: '1', locale: 'en' }]);
});

test('the status filter is read from the URL, and applying it writes the URL and asks for that list', async () => {
  await expectStatusFilterInUrl(openPersonalisations, { path: LIST_PATH, from: 'approved', to: { name: 'Requested', value: 'requested' }, apply: 'Show personalisations' });
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `/en${LIST_PATH}?status=requested&page=2`);
});

test('the Club AMA members page leads to the personalisations, beside the loans and the designs', async () => {
  expect(await clubPageLink("The members' free personalisations")).toHaveAttribute('href', `/en${LIST_PATH}`);
  expect(screen.getByRole('link', { name: "The ELITE members' jewellery loans" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "The customers' custom design requests" })).toBeInTheDocument();
});

test("a request's page: the member (to their record), the occasion, the description, the piece and its order, the history; approve and refuse", async () => {
  openPersonalisations(`/en${RECORD_PATH}`);
  await screen.findByRole('region', { name: 'The request' });
  expect(screen.getByRole('heading', { level: 1, name: 'Free personalisation' })).toBeInTheDocument();
  expect(within(facts()).getByRole('link', { name: 'Hans Weber' })).toHaveAttribute('href', `/en/staff/club/${HANS.member.id}`);
  expect(within(facts()).getByRole('link', { name: 'AMA-7K3F-9Q' })).toHaveAttribute('href', '/en/staff/orders/AMA-7K3F-9Q');
  expectTextsIn(facts(), [
    'StatusRequested',
    'OccasionWedding',
    'Occasion dayMay 22, 2027',
    'DescriptionOur wedding in Verona, our initials',
    'PieceOrder AMA-7K3F-9Q · Gaia ring',
  ]);
  expectTextsIn(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[0], ['Requested', 'by the member']);
  expect(screen.getByRole('region', { name: 'Approve the request' })).toHaveTextContent("The member's Gaia ring is personalised free of charge");
  expect(refusal()).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All free personalisations' })).toHaveAttribute('href', `/en${LIST_PATH}`);
});

test('approving a new piece: the question says a free engraving code is e-mailed; sent with the CSRF token, then the request is read again with its code', async () => {
  const { requests, user } = openPersonalisations(`/en${RECORD_PATH}`, { piece: null });
  await screen.findByRole('region', { name: 'The request' });
  expect(facts()).toHaveTextContent('PieceA new piece');
  expect(screen.getByRole('region', { name: 'Approve the request' })).toHaveTextContent('a personal code that makes the engraving of one piece free');
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  await user.click(screen.getByRole('button', { name: 'Yes, approve' }));

  await waitFor(() => expect(toastMessages()).toContain('The request of Hans Weber is approved; their engraving code is being e-mailed to them.'));
  await expectStepSent(requests, 'approval', {});
  await waitFor(() => expect(facts()).toHaveTextContent('StatusApproved'));
  expect(recordReads(requests)).toBe(2);
  expect(facts()).toHaveTextContent('Engraving codeCLUBPERSONAL-7Q2X valid until Feb 24, 2027, not used yet');
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByText('The request was approved: nothing more to do.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Answer' })).toHaveFocus());
});

test('refusing: a reason is required before anything is sent, then it is sent with the CSRF token and the reason shown', async () => {
  const { requests, user } = openPersonalisations(`/en${RECORD_PATH}`);
  await screen.findByRole('region', { name: 'The request' });
  await user.click(within(refusal()).getByRole('button', { name: 'Refuse the request' }));
  const reason = within(refusal()).getByRole('textbox', { name: /^Reason/ });
  await waitFor(() => expect(reason).toHaveAccessibleDescription(/Please fill in this field\./));
  expect(reason).toHaveAttribute('maxlength', '500');
  expect(writes(requests)).toEqual([]);

  await user.type(reason, 'Already used this year');
  await user.click(within(refusal()).getByRole('button', { name: 'Refuse the request' }));
  await waitFor(() => expect(toastMessages()).toContain('The request of Hans Weber is refused; they are being e-mailed.'));
  await expectStepSent(requests, 'refusal', { reason: 'Already used this year' });
  await waitFor(() => expect(facts()).toHaveTextContent('Reason for the refusalAlready used this year'));
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(screen.getByText(/The request was refused: nothing more to do\./)).toBeInTheDocument();
});

test('a request another manager decided meanwhile (409): said so, and shown as it is now', async () => {
  const { requests, user } = openPersonalisations(`/en${RECORD_PATH}`, { decidedMeanwhile: 'approved' });
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  await user.click(screen.getByRole('button', { name: 'Yes, approve' }));
  await waitFor(() => expect(toastMessages()).toContain('This request was already decided (another manager may have answered it); the page now shows it as it is.'));
  await waitFor(() => expect(facts()).toHaveTextContent('StatusApproved'));
  expect(recordReads(requests)).toBe(2);
});

test('a refusal of a request decided meanwhile (409): said so, though the form goes once the request is shown as it is now', async () => {
  const { user } = openPersonalisations(`/en${RECORD_PATH}`, { decidedMeanwhile: 'approved' });
  await screen.findByRole('region', { name: 'The request' });
  await user.type(within(refusal()).getByRole('textbox', { name: /^Reason/ }), 'Already used this year');
  await user.click(within(refusal()).getByRole('button', { name: 'Refuse the request' }));
  await waitFor(() => expect(toastMessages()).toContain('This request was already decided (another manager may have answered it); the page now shows it as it is.'));
  await waitFor(() => expect(facts()).toHaveTextContent('StatusApproved'));
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('the staff role: told its role may not, with no table, no filter and no Personalisations link', async () => {
  openPersonalisations(`/en${LIST_PATH}`, { session: SESSION });
  await expectManagersOnly('Personalisations');
});

test('an address that is no request id: said so, without asking the back office', async () => {
  const { requests } = openPersonalisations(`/en${LIST_PATH}/wedding`);
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no free personalisation at this address.');
  expect(requests.filter(({ url }) => new URL(url).pathname.startsWith(`/api${LIST_PATH}`))).toEqual([]);
});
