/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffOrder } from '@ama/contracts';
import { errorResponse, openStaffAt, setUpStaffTests, toastMessages } from '../test-support';
import { expectStaffWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { order, SESSION } from '../test-support/fixtures';

setUpStaffTests();

const PATH = '/en/staff/orders/AMA-7K3F-9Q';
const API_PATH = '/staff/orders/AMA-7K3F-9Q';

let current: StaffOrder;
beforeEach(() => {
  current = order();
});

function openOrder(changeStatus: (request: Request) => Response | Promise<Response> = () => errorResponse(500, 'INTERNAL')) {
  return openStaffAt(PATH, {
    'GET /staff/session': () => Response.json(SESSION),
    [`GET ${API_PATH}`]: () => Response.json({ order: current }),
    [`POST ${API_PATH}/status`]: changeStatus,
  });
}

const statusChanges = (requests: Request[]) => requests.filter(({ method }) => method === 'POST');
const section = (name: string) => screen.getByRole('region', { name });

test('the order as sold: status and history, customer, addresses, pieces, gift, discount, totals, payment', async () => {
  openOrder();
  await screen.findByRole('region', { name: 'Status' });
  expect(screen.getByRole('heading', { level: 1, name: 'Order AMA-7K3F-9Q' })).toBeInTheDocument();
  const status = section('Status');
  expect(status).toHaveTextContent('In production');
  const history = within(status).getAllByRole('listitem');
  expect(history[0]).toHaveTextContent('Received');
  expect(history[0]).toHaveTextContent('by the customer');
  expect(history[1]).toHaveTextContent('by marco@ama.example');
  expect(history[1]).toHaveTextContent('Note: Stone set by Luca');

  const customer = section('Customer');
  expect(customer).toHaveTextContent('Giulia Rossi');
  expect(within(customer).getByRole('link', { name: 'giulia.rossi@example.com' })).toHaveAttribute('href', 'mailto:giulia.rossi@example.com');
  expect(within(customer).getByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute('href', 'tel:+393331234567');
  expect(customer).toHaveTextContent('Italian');
  expect(section('Addresses')).toHaveTextContent('Via Dante 120121 MilanoMIIT');
  expect(section('Addresses')).toHaveTextContent('Corso Garibaldi 10');

  const pieces = section('Pieces');
  expect(pieces).toHaveTextContent('Anello solitario Gaia');
  // The engraving exactly as typed, quoted, with its fee.
  expect(within(pieces).getByText('Per sempre').tagName).toBe('Q');
  expect(pieces).toHaveTextContent('IncisionePer sempre (+€50.00)');
  expect(pieces).toHaveTextContent('Quantity1');
  expect(section('Gift')).toHaveTextContent('Gift wrappingYes');
  expect(section('Gift')).toHaveTextContent('Buon anniversario!');
  const totals = section('Totals and payment');
  expectTextsIn(totals, ['Discount (code AMA10)−€226.67', 'Total charged€2,040.00', 'Visa ending in 4242']);
});

test("an order paid with a member's free engraving names the code as the club's, not as a discount", async () => {
  current = order({ discountCode: 'CLUBPERSONAL-7Q2M', discountKind: 'engraving' });
  openOrder();
  await screen.findByRole('region', { name: 'Status' });
  const totals = section('Totals and payment');
  expectTextsIn(totals, ['Club AMA free engraving (code CLUBPERSONAL-7Q2M)−€226.67']);
  expect(totals).not.toHaveTextContent('Discount');
});

test('the status change offers only the statuses the order may go to now', async () => {
  openOrder();
  const select = await screen.findByRole('combobox', { name: /^New status/ });
  expect(textsOf(within(select).getAllByRole('option'))).toEqual(['Choose a status', 'Shipped', 'Cancelled']);
});

test('"shipped" without carrier or tracking number: the field messages, tied to their fields, and nothing sent', async () => {
  const { requests, user } = openOrder();
  await user.selectOptions(await screen.findByRole('combobox', { name: /^New status/ }), 'shipped');
  await user.click(screen.getByRole('button', { name: 'Change the status' }));
  const carrier = screen.getByRole('textbox', { name: /^Carrier/ });
  await waitFor(() => expect(carrier).toHaveAccessibleDescription('Please fill in this field.'));
  expect(carrier).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /^Tracking number/ })).toHaveAccessibleDescription('Please fill in this field.');
  await waitFor(() => expect(carrier).toHaveFocus());
  expect(statusChanges(requests)).toEqual([]);
});

test('no status chosen: said at the status field', async () => {
  const { requests, user } = openOrder();
  await user.click(await screen.findByRole('button', { name: 'Change the status' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^New status/ })).toHaveAccessibleDescription('Please fill in this field.'));
  expect(statusChanges(requests)).toEqual([]);
});

test('shipping: sent with the CSRF token; the page shows the new status and its history, and a toast confirms', async () => {
  const { requests, user } = openOrder(async (request) => {
    const change = (await request.json()) as { carrier: string; trackingNumber: string; note?: string };
    current = order({
      status: 'shipped',
      next: ['delivered'],
      history: [
        ...current.history,
        { status: 'shipped', at: '2026-11-27T10:00:00.000Z', by: SESSION.staff.email, carrier: change.carrier, trackingNumber: change.trackingNumber, note: change.note ?? null },
      ],
    });
    return Response.json({ order: current });
  });
  await user.selectOptions(await screen.findByRole('combobox', { name: /^New status/ }), 'shipped');
  await user.type(screen.getByRole('textbox', { name: /^Carrier/ }), 'BRT');
  await user.type(screen.getByRole('textbox', { name: /^Tracking number/ }), '0123456789');
  await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Insured, signature on delivery');
  await user.click(screen.getByRole('button', { name: 'Change the status' }));

  await waitFor(() => expect(within(section('Status')).getAllByRole('listitem')).toHaveLength(3));
  const [post] = statusChanges(requests);
  await expectStaffWrite(post, { status: 'shipped', carrier: 'BRT', trackingNumber: '0123456789', note: 'Insured, signature on delivery' }, SESSION);

  const status = section('Status');
  expect(status).toHaveTextContent('Shipped');
  const shipped = within(status).getAllByRole('listitem')[2]!;
  expectTextsIn(shipped, ['by anna@ama.example', 'Carrier: BRT', 'Tracking number: 0123456789']);
  expect(toastMessages()).toContain('Order AMA-7K3F-9Q is now: Shipped.');
  // A fresh form for the next step, offering what follows "shipped".
  const select = screen.getByRole('combobox', { name: /^New status/ });
  expect(select).toHaveValue('');
  expect(textsOf(within(select).getAllByRole('option'))).toEqual(['Choose a status', 'Delivered']);
});

test('a change the rules refuse meanwhile (409): said so, and the order is read again', async () => {
  const { requests, user } = openOrder(() => {
    current = order({ status: 'cancelled', next: [] });
    return errorResponse(409, 'STATUS_CHANGE_REFUSED');
  });
  await user.selectOptions(await screen.findByRole('combobox', { name: /^New status/ }), 'cancelled');
  await user.click(screen.getByRole('button', { name: 'Change the status' }));
  expect(await screen.findByText('This status is final: the order does not move on from here.')).toBeInTheDocument();
  expect(section('Status')).toHaveTextContent('Cancelled');
  expect(requests.filter(({ method, url }) => method === 'GET' && url.includes(API_PATH))).toHaveLength(2);
});

test.each([
  ['CHANGE_IN_PROGRESS', 'Another member of staff is finishing a change of this order (its refund is on its way).'],
  ['REFUND_REFUSED', 'The payment service refused the refund, so nothing was given back and the order is unchanged.'],
])('a cancellation refused with %s: staff read why, and the order is read again', async (code, message) => {
  const { requests, user } = openOrder(() => errorResponse(409, code));
  await user.selectOptions(await screen.findByRole('combobox', { name: /^New status/ }), 'cancelled');
  await user.click(screen.getByRole('button', { name: 'Change the status' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  await waitFor(() => expect(requests.filter(({ method, url }) => method === 'GET' && url.includes(API_PATH))).toHaveLength(2));
});

test('a refusal of the role (403) is said in the form, with what was typed kept', async () => {
  const { user } = openOrder(() => errorResponse(403, 'FORBIDDEN'));
  await user.selectOptions(await screen.findByRole('combobox', { name: /^New status/ }), 'cancelled');
  await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Customer called');
  await user.click(screen.getByRole('button', { name: 'Change the status' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this.');
  expect(screen.getByRole('textbox', { name: /^Note/ })).toHaveValue('Customer called');
});

test('a final status: no form, said so', async () => {
  current = order({ status: 'delivered', next: [] });
  openOrder();
  expect(await screen.findByText('This status is final: the order does not move on from here.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: /^New status/ })).not.toBeInTheDocument();
});

test('a number no order has: said so, with the way back to the list', async () => {
  openStaffAt('/en/staff/orders/AMA-0000-00', { 'GET /staff/session': () => Response.json(SESSION) });
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no order with this number.');
  expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/en/staff/orders');
});
