/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffSession, StaffWarrantyRenewal, StaffWarrantyRenewalResponse, WarrantyRenewalStatus } from '@ama/contracts';
import { address, errorResponse, listQueries, openStaffAt, reads, setUpStaffTests, toastMessages, writes } from '../test-support';
import { expectStaffPage, expectStaffWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { MANAGER_SESSION, SESSION } from '../test-support/fixtures';
import { expectStatusFilterInUrl } from '../test-support/status-list';

setUpStaffTests();

const renewal = (changes: Partial<StaffWarrantyRenewal> = {}): StaffWarrantyRenewal => ({
  id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
  position: 1,
  name: 'Gaia Pendant',
  status: 'requested',
  amountCents: 3_000,
  currency: 'EUR',
  payment: { brand: 'visa', last4: '4242', status: 'captured' },
  requestedAt: '2026-11-25T10:00:00.000Z',
  receivedAt: null,
  inServiceAt: null,
  sentBackAt: null,
  carrier: null,
  trackingNumber: null,
  order: { number: 'AMA-7K3F-9Q', email: 'giulia.rossi@example.com', name: 'Giulia', surname: 'Rossi', locale: 'it', country: 'IT' },
  ...changes,
});

const GIULIA = renewal();
const HANS = renewal({
  id: '8e2f3a4b-5c6d-4e7f-9a8b-0c1d2e3f4a5b',
  name: 'Gaia Solitaire Ring',
  status: 'in_service',
  amountCents: 5_000,
  order: { number: 'AMA-2B4C-7D', email: 'hans.weber@example.com', name: 'Hans', surname: 'Weber', locale: 'de', country: 'US' },
});
const LIST_PATH = '/staff/renewals';
const RECORD_PATH = `${LIST_PATH}/${GIULIA.id}`;
const NEXT: Record<WarrantyRenewalStatus, WarrantyRenewalStatus | null> = { requested: 'received', received: 'in_service', in_service: 'sent_back', sent_back: null };

/** Giulia's renewal as its page reads it, at `status`: asked for by the customer, and moved on by staff since. */
function renewalAt(status: WarrantyRenewalStatus, changes: Partial<StaffWarrantyRenewal> = {}): StaffWarrantyRenewalResponse {
  const asked = { at: GIULIA.requestedAt, from: null, to: 'requested' as const, by: 'customer', detail: null };
  const received = { at: '2026-11-28T09:00:00.000Z', from: 'requested' as const, to: 'received' as const, by: 'anna@ama.example', detail: null };
  const moved = status === 'requested' ? [asked] : [asked, received];
  return { renewal: { ...GIULIA, ...changes, status, next: NEXT[status], history: moved } };
}

type Answer = (request: Request) => Response | Promise<Response>;

/** The renewals' pages for `session`, Giulia's renewal at `status`; the step answers with `step` when given, else the renewal moved on. */
function openRenewals(path: string, { session = SESSION, status = 'requested', step }: { session?: StaffSession; status?: WarrantyRenewalStatus; step?: Answer } = {}) {
  let record = renewalAt(status);
  return openStaffAt(path, {
    'GET /staff/session': () => Response.json(session),
    [`GET ${LIST_PATH}`]: () => Response.json({ renewals: [GIULIA, HANS], page: 1, pageSize: 30, total: 32 }),
    [`GET ${RECORD_PATH}`]: () => Response.json(record),
    [`POST ${RECORD_PATH}/status`]: async (request) => {
      if (step) return step(request);
      const body = (await request.json()) as { status: WarrantyRenewalStatus; carrier?: string; trackingNumber?: string };
      record = renewalAt(body.status, { carrier: body.carrier ?? null, trackingNumber: body.trackingNumber ?? null });
      return Response.json(record);
    },
  });
}

const recordReads = (requests: Request[]) => reads(requests, RECORD_PATH).length;
const facts = () => screen.getByRole('region', { name: 'The renewal' });

/** The one write sent: the step's POST with `body` and the session's CSRF token. */
async function expectStepSent(requests: Request[], body: object, session: StaffSession = SESSION) {
  const sent = writes(requests);
  expect(sent.map(({ url }) => new URL(url).pathname)).toEqual([`/api${RECORD_PATH}/status`]);
  await expectStaffWrite(sent[0], body, session);
}

test('every member of staff lists the renewals: the order (to the renewal), the piece, the customer and e-mail, the status, requested on', async () => {
  const { requests } = openRenewals('/en/staff/renewals');
  const table = await screen.findByRole('table', { name: 'Warranty renewals, Page 1 of 2' });
  expectStaffPage('Warranty renewals');
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Order', 'Piece', 'Customer', 'Status', 'Requested on']);
  const link = within(table).getByRole('link', { name: 'AMA-7K3F-9Q' });
  expect(link).toHaveAttribute('href', `/en${RECORD_PATH}`);
  expectTextsIn(link.closest('tr')!, ['Gaia Pendant', 'Giulia Rossi', 'giulia.rossi@example.com', 'Requested', 'Nov 25, 2026']);
  expectTextsIn(within(table).getByRole('link', { name: 'AMA-2B4C-7D' }).closest('tr')!, ['Gaia Solitaire Ring', 'In service']);
  expect(screen.getByText('32 renewals')).toBeInTheDocument();
  expect(listQueries(requests, LIST_PATH)).toEqual([{ page: '1', locale: 'en' }]);
});

test('the status filter is read from the URL, and applying it writes the URL and asks for that list; clearing it shows them all', async () => {
  const { user } = await expectStatusFilterInUrl((path) => openRenewals(path, { session: MANAGER_SESSION }), {
    path: LIST_PATH,
    from: 'received',
    to: { name: 'Requested', value: 'requested' },
    apply: 'Show renewals',
  });
  expect(textsOf(within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option'))).toEqual(['Any status', 'Requested', 'Received', 'In service', 'Sent back']);
  await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
  await waitFor(() => expect(address()).toHaveTextContent(/^\/en\/staff\/renewals$/));
});

test("a renewal's page: the piece, its order (to the order's page), the customer, the contribution, the status and the history", async () => {
  openRenewals(`/en${RECORD_PATH}`);
  await screen.findByRole('region', { name: 'The renewal' });
  expect(screen.getByRole('heading', { level: 1, name: 'Warranty renewal' })).toBeInTheDocument();
  expect(within(facts()).getByRole('link', { name: 'AMA-7K3F-9Q' })).toHaveAttribute('href', '/en/staff/orders/AMA-7K3F-9Q');
  expect(within(facts()).getByRole('link', { name: 'giulia.rossi@example.com' })).toHaveAttribute('href', 'mailto:giulia.rossi@example.com');
  expectTextsIn(facts(), ['PieceGaia Pendant', 'CustomerGiulia Rossi', 'E-mails inItalian', 'StatusRequested', 'Shipping contribution€30.00, paid with Visa ending in 4242']);
  const [asked] = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
  expectTextsIn(asked, ['Requested', 'by the customer']);
  expect(screen.getByRole('link', { name: 'All warranty renewals' })).toHaveAttribute('href', '/en/staff/renewals');
  expect(screen.getByRole('form', { name: 'The piece has arrived at the workshop' })).toHaveTextContent('The customer is e-mailed about this step in Italian.');
});

test('marking it received sends the step with the CSRF token; the renewal is read again and the focus goes to the next step', async () => {
  const { requests, user } = openRenewals(`/en${RECORD_PATH}`);
  const form = await screen.findByRole('form', { name: 'The piece has arrived at the workshop' });
  expect(within(form).queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Mark received' }));

  await waitFor(() => expect(toastMessages()).toContain('The renewal of Gaia Pendant (order AMA-7K3F-9Q) is marked received; the customer is being e-mailed.'));
  await expectStepSent(requests, { status: 'received' });
  await waitFor(() => expect(facts()).toHaveTextContent('StatusReceived'));
  expect(recordReads(requests)).toBe(2);
  expect(screen.getByRole('form', { name: 'The goldsmiths start on it' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Next step' })).toHaveFocus());
  const [, received] = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
  expectTextsIn(received, ['Requested → Received', 'by anna@ama.example']);
});

test('sending it back names the carrier and the tracking number when given, and says nothing is left to do', async () => {
  const { requests, user } = openRenewals(`/en${RECORD_PATH}`, { status: 'in_service' });
  const form = await screen.findByRole('form', { name: 'The piece goes back to the customer' });
  await user.type(within(form).getByRole('textbox', { name: /^Carrier/ }), 'BRT');
  await user.type(within(form).getByRole('textbox', { name: /^Tracking number/ }), '1Z999AA1');
  await user.click(within(form).getByRole('button', { name: 'Mark sent back' }));
  await waitFor(() => expect(toastMessages()).toContain('The renewal of Gaia Pendant (order AMA-7K3F-9Q) is marked sent back; the customer is being e-mailed.'));
  await expectStepSent(requests, { status: 'sent_back', carrier: 'BRT', trackingNumber: '1Z999AA1' });
  expect(await screen.findByText('The piece is sent back: nothing more to do.')).toBeInTheDocument();
  expectTextsIn(facts(), ['CarrierBRT', 'Tracking number1Z999AA1']);
});

test('without a carrier the way back sends the status alone; a problem the server finds is said at its field', async () => {
  const { requests, user } = openRenewals(`/en${RECORD_PATH}`, { status: 'in_service', step: () => errorResponse(400, 'VALIDATION_FAILED', { trackingNumber: 'too_long' }) });
  const form = await screen.findByRole('form', { name: 'The piece goes back to the customer' });
  await user.click(within(form).getByRole('button', { name: 'Mark sent back' }));
  await waitFor(() => expect(writes(requests)).toHaveLength(1));
  await expectStaffWrite(writes(requests)[0], { status: 'sent_back' }, SESSION);
  const tracking = within(form).getByRole('textbox', { name: /^Tracking number/ });
  await waitFor(() => expect(tracking).toHaveAccessibleDescription(/Please use at most 60 characters\./));
});

test('a renewal another member of staff moved on meanwhile (409) is said in the form, and read again', async () => {
  const { requests, user } = openRenewals(`/en${RECORD_PATH}`, { step: () => errorResponse(409, 'RENEWAL_STATE', { status: 'received' }) });
  const form = await screen.findByRole('form', { name: 'The piece has arrived at the workshop' });
  await user.click(within(form).getByRole('button', { name: 'Mark received' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('This renewal has moved on meanwhile');
  await waitFor(() => expect(recordReads(requests)).toBe(2));
});

test('an address that is no renewal id: said so, without asking the back office', async () => {
  const { requests } = openRenewals('/en/staff/renewals/ring');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no warranty renewal at this address.');
  expect(requests.filter(({ url }) => new URL(url).pathname.startsWith(`/api${LIST_PATH}`))).toEqual([]);
});
