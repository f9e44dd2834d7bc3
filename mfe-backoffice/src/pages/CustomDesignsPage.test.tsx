/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { CustomDesign, CustomDesignStatus, StaffCustomDesignResponse, StaffSession } from '@ama/contracts';
import { errorResponse, listQueries, openStaffAt, reads, setUpStaffTests, toastMessages, writes } from '../test-support';
import { expectManagersOnly, expectOneWrite, expectStaffPage, expectTextsIn, textsOf } from '../test-support/expect';
import { customDesign, MANAGER_SESSION, SESSION } from '../test-support/fixtures';
import { clubPageLink, expectStatusFilterInUrl } from '../test-support/status-list';

setUpStaffTests();

const LUCIA = customDesign();
const MARCO = customDesign({
  id: 'a7e1c3b5-0000-4000-8000-000000000002',
  status: 'in_production',
  pieceKind: 'bracelet',
  budgetEuros: 1200,
  name: 'Marco Bianchi',
  email: 'marco.bianchi@example.it',
  fee: 'released',
});
const DESIGNS_PATH = '/staff/club/designs';
const DESIGN_PATH = `${DESIGNS_PATH}/${LUCIA.id}`;

/** What each status adds to Lucía's design, as the BFF answers it. */
const AT: Record<CustomDesignStatus, Partial<CustomDesign>> = {
  requested: {},
  proposed: { proposal: 'A rose-gold solitaire,\nthe oval set low.', proposedAt: '2026-12-02T10:00:00.000Z' },
  in_production: { fee: 'released', orderNumber: 'AMA-7K3F-9Q', closedAt: '2026-12-05T10:00:00.000Z' },
  withdrawn: { fee: 'charged', closedAt: '2026-12-03T10:00:00.000Z' },
  not_taken_up: { fee: 'charged', closingNote: 'No answer in a month', closedAt: '2026-12-31T10:00:00.000Z' },
};

/** Lucía's design as its page reads it, at `status`: asked for by the customer, then moved there by a manager. */
function designAt(status: CustomDesignStatus): StaffCustomDesignResponse {
  const asked = { at: LUCIA.requestedAt, from: null, to: 'requested' as const, by: 'customer', detail: null };
  const moved = { at: '2026-12-02T10:00:00.000Z', from: 'requested' as const, to: status, by: 'marco@ama.example', detail: AT[status].proposal ?? null };
  return { design: { ...LUCIA, ...AT[status], status, history: status === 'requested' ? [asked] : [asked, moved] } };
}

/** A step's own answer; undefined: the design moves on. */
type Answer = (request: Request) => Response | undefined;

/** The designs' pages for `session`, the design at `status`; each step answers with `step` when it gives one, else the design moves on. */
function openDesigns(path: string, { session = MANAGER_SESSION, status = 'requested', step }: { session?: StaffSession; status?: CustomDesignStatus; step?: Answer } = {}) {
  let design = designAt(status);
  const manager = session.staff.role === 'manager';
  const moveTo = (next: CustomDesignStatus) => (request: Request) => {
    const answer = step?.(request);
    if (answer) return answer;
    design = designAt(next);
    return Response.json(design);
  };
  return openStaffAt(path, {
    'GET /staff/session': () => Response.json(session),
    [`GET ${DESIGNS_PATH}`]: (_request, url) =>
      manager ? Response.json({ designs: [LUCIA, MARCO], page: Number(url.searchParams.get('page')), pageSize: 30, total: 32 }) : errorResponse(403, 'FORBIDDEN'),
    [`GET ${DESIGN_PATH}`]: () => (manager ? Response.json(design) : errorResponse(403, 'FORBIDDEN')),
    [`POST ${DESIGN_PATH}/proposal`]: moveTo('proposed'),
    [`POST ${DESIGN_PATH}/production`]: moveTo('in_production'),
    [`POST ${DESIGN_PATH}/closing`]: moveTo('not_taken_up'),
  });
}

const designReads = (requests: Request[]) => reads(requests, DESIGN_PATH).length;
const stepForm = (name: string) => screen.getByRole('form', { name });
const facts = () => screen.getByRole('region', { name: 'The request' });

/** The one write sent: the step's POST with `body` and the manager's CSRF token. */
const expectStepSent = (requests: Request[], step: string, body: object) => expectOneWrite(requests, `${DESIGN_PATH}/${step}`, body, MANAGER_SESSION);

test("a manager's custom designs: the customer (to the design's page) and e-mail, piece, budget, status, fee, requested on", async () => {
  const { requests } = openDesigns(`/en${DESIGNS_PATH}`);
  const table = await screen.findByRole('table', { name: 'Custom designs, Page 1 of 2' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Customer', 'Piece', 'Budget', 'Status', 'Fee', 'Requested on']);
  const link = screen.getByRole('link', { name: 'Lucía Fernández' });
  expect(link).toHaveAttribute('href', `/en${DESIGN_PATH}`);
  expectTextsIn(link.closest('tr')!, ['lucia.fernandez@example.es', 'Engagement ring', '€4,500.00', 'Requested', 'Held', 'Dec 1, 2026']);
  expectTextsIn(screen.getByRole('link', { name: 'Marco Bianchi' }).closest('tr')!, ['Bracelet', 'In production', 'Released']);
  expect(screen.getByText('32 designs')).toBeInTheDocument();
  expect(screen.getByText(/€150.00 is held on their card/)).toBeInTheDocument();
  expectStaffPage('Custom designs');
  expect(listQueries(requests, DESIGNS_PATH)).toEqual([{ page: '1', locale: 'en' }]);
});

test('the status filter is read from the URL, and applying it writes the URL and asks for that list', async () => {
  await expectStatusFilterInUrl(openDesigns, { path: DESIGNS_PATH, from: 'proposed', to: { name: 'Requested', value: 'requested' }, apply: 'Show designs' });
});

test('the Club AMA members page leads to the custom designs, beside the loans', async () => {
  expect(await clubPageLink("The customers' custom design requests")).toHaveAttribute('href', `/en${DESIGNS_PATH}`);
  expect(screen.getByRole('link', { name: "The ELITE members' jewellery loans" })).toBeInTheDocument();
});

test("a design's page: the request, the customer, the fee and where it stands, the history", async () => {
  openDesigns(`/en${DESIGN_PATH}`);
  await screen.findByRole('region', { name: 'The request' });
  expect(screen.getByRole('heading', { level: 1, name: 'Custom design' })).toBeInTheDocument();
  expectTextsIn(facts(), ['StatusRequested', 'PieceEngagement ring', 'DescriptionAn oval solitaire for my fiancée', 'Budget€4,500.00']);
  const customer = screen.getByRole('region', { name: 'The customer' });
  expect(within(customer).getByRole('link', { name: 'lucia.fernandez@example.es' })).toHaveAttribute('href', 'mailto:lucia.fernandez@example.es');
  expect(within(customer).getByRole('link', { name: '+34612345678' })).toHaveAttribute('href', 'tel:+34612345678');
  expect(customer).toHaveTextContent('E-mails inSpanish');
  expectTextsIn(screen.getByRole('region', { name: 'The fee' }), ['Amount€150.00', 'CardVISA ending 4242', 'Held on the card, not charged']);
  expectTextsIn(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[0], ['Requested', 'by the customer']);
  expect(screen.getByRole('link', { name: 'All custom designs' })).toHaveAttribute('href', `/en${DESIGNS_PATH}`);
});

test('each step says what happens to the fee before it is sent', async () => {
  openDesigns(`/en${DESIGN_PATH}`);
  await screen.findByRole('region', { name: 'The request' });
  expect(stepForm('Send a proposal')).toHaveTextContent('The fee of €150.00 stays held on the card ending 4242.');
  expect(stepForm('Put into production')).toHaveTextContent('The €150.00 held on the card ending 4242 is released: the customer is not charged.');
  expect(stepForm('Close as not taken up')).toHaveTextContent('The €150.00 held on the card ending 4242 is charged to the customer.');
});

test('a proposal: required before anything is sent, then sent with the CSRF token; the design is read again and offers a revised one', async () => {
  const { requests, user } = openDesigns(`/en${DESIGN_PATH}`);
  await screen.findByRole('region', { name: 'The request' });
  await user.click(within(stepForm('Send a proposal')).getByRole('button', { name: 'Send the proposal' }));
  const message = within(stepForm('Send a proposal')).getByRole('textbox', { name: /^The design/ });
  await waitFor(() => expect(message).toHaveAccessibleDescription(/Please fill in this field\./));
  expect(writes(requests)).toEqual([]);

  await user.type(message, 'A rose-gold solitaire');
  await user.click(within(stepForm('Send a proposal')).getByRole('button', { name: 'Send the proposal' }));
  await waitFor(() => expect(toastMessages()).toContain('The proposal is sent to Lucía Fernández.'));
  await expectStepSent(requests, 'proposal', { message: 'A rose-gold solitaire' });
  await waitFor(() => expect(facts()).toHaveTextContent('StatusProposed'));
  expect(designReads(requests)).toBe(2);
  expect(facts()).toHaveTextContent('Latest proposalA rose-gold solitaire, the oval set low.');
  expect(stepForm('Send a revised proposal')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Next step' })).toHaveFocus());
});

test('production: an order number no order has (400 unknown_order) is said at its field; without one the piece goes into production', async () => {
  let answers = 0;
  const { requests, user } = openDesigns(`/en${DESIGN_PATH}`, {
    status: 'proposed',
    step: () => (++answers === 1 ? errorResponse(400, 'VALIDATION_FAILED', { orderNumber: 'unknown_order' }) : undefined),
  });
  await screen.findByRole('region', { name: 'The request' });
  const orderNumber = within(stepForm('Put into production')).getByRole('textbox', { name: /^Order number/ });
  await user.type(orderNumber, 'AMA-0000-00');
  await user.click(within(stepForm('Put into production')).getByRole('button', { name: 'Put into production' }));
  await waitFor(() => expect(orderNumber).toHaveAccessibleDescription(/^No order has this number\./));
  expect(orderNumber).toHaveValue('AMA-0000-00');
  await expectStepSent(requests, 'production', { orderNumber: 'AMA-0000-00' });

  await user.clear(orderNumber);
  await user.click(within(stepForm('Put into production')).getByRole('button', { name: 'Put into production' }));
  await waitFor(() => expect(toastMessages()).toContain('The design of Lucía Fernández is in production; the fee is released and they are being e-mailed.'));
  expect(await writes(requests)[1]!.json()).toEqual({});
  await waitFor(() => expect(facts()).toHaveTextContent('StatusIn production'));
  expect(screen.getByRole('region', { name: 'The fee' })).toHaveTextContent('Released: the piece went into production');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.getByText(/The piece is in production and the fee was released/)).toBeInTheDocument();
});

test('closing as not taken up: the reason is sent with the CSRF token, and the fee reads charged', async () => {
  const { requests, user } = openDesigns(`/en${DESIGN_PATH}`, { status: 'proposed' });
  await screen.findByRole('region', { name: 'The request' });
  await user.type(within(stepForm('Close as not taken up')).getByRole('textbox', { name: /^Reason/ }), 'No answer in a month');
  await user.click(within(stepForm('Close as not taken up')).getByRole('button', { name: 'Close and charge the fee' }));
  await waitFor(() => expect(toastMessages()).toContain('The design of Lucía Fernández is closed as not taken up; the fee is charged and they are being e-mailed.'));
  await expectStepSent(requests, 'closing', { reason: 'No answer in a month' });
  await waitFor(() => expect(facts()).toHaveTextContent('Closing noteNo answer in a month'));
  expect(screen.getByRole('region', { name: 'The fee' })).toHaveTextContent('Charged: the piece was not made.');
});

test.each([
  [409, 'CUSTOM_DESIGN_STATE', 'This design has moved on meanwhile', 2],
  [409, 'CHANGE_IN_PROGRESS', 'Another change to this design is under way', 2],
  [503, 'SERVICE_UNAVAILABLE', 'The payment service did not answer', 1],
])('a %s %s is said in the form; after a 409 the design is read again', async (status, code, said, designReadCount) => {
  const { requests, user } = openDesigns(`/en${DESIGN_PATH}`, { step: () => errorResponse(status, code) });
  await screen.findByRole('region', { name: 'The request' });
  await user.type(within(stepForm('Close as not taken up')).getByRole('textbox', { name: /^Reason/ }), 'No answer');
  await user.click(within(stepForm('Close as not taken up')).getByRole('button', { name: 'Close and charge the fee' }));
  expect(await within(stepForm('Close as not taken up')).findByRole('alert')).toHaveTextContent(said);
  await waitFor(() => expect(designReads(requests)).toBe(designReadCount));
});

test.each(['in_production', 'withdrawn', 'not_taken_up'] as const)('a design %s has no step left, and says so', async (status) => {
  openDesigns(`/en${DESIGN_PATH}`, { status });
  await screen.findByRole('region', { name: 'The request' });
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Next step' })).getByText(/nothing more to do/)).toBeInTheDocument();
});

test('the staff role: told its role may not, with no table, no filter and no custom designs link', async () => {
  openDesigns(`/en${DESIGNS_PATH}`, { session: SESSION });
  await expectManagersOnly('Custom designs');
});

test('an address that is no design id: said so, without asking the back office', async () => {
  const { requests } = openDesigns(`/en${DESIGNS_PATH}/ring`);
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no custom design at this address.');
  expect(requests.filter(({ url }) => new URL(url).pathname.startsWith(`/api${DESIGNS_PATH}`))).toEqual([]);
});
