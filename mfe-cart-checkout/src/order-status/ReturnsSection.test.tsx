/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderReturn } from '@ama/contracts';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { OrderConfirmationPage } from '../pages/OrderConfirmationPage';
import { renderCartAt } from '../test-support';

const REFERENCE = 'r'.repeat(43);
const DELIVERED = '2026-11-20T10:00:00.000Z';
/** The end of the 14th day after delivery, Italian time. */
const UNTIL = '2026-12-04T23:00:00.000Z';

const line = (sku: string, name: string, engraving?: string) => ({
  sku,
  name,
  imageUrl: '/r.svg',
  quantity: 1,
  options: engraving ? { engraving } : {},
  selection: [],
  unitPriceCents: 100_000,
  lineTotalCents: 100_000,
});

const delivered = (returns: OrderReturn[] = []): Order => ({
  reference: REFERENCE,
  number: 'AMA-7K3F-9Q',
  placedAt: '2026-11-01T10:00:00.000Z',
  locale: 'en',
  email: 'giulia@example.com',
  customer: { name: 'Giulia', surname: 'Rossi', phone: '+39 347 123 4567' },
  shippingAddress: { country: 'IT', city: 'Milano', address: 'Via della Spiga 1', zipCode: '20121' },
  billingAddress: { country: 'IT', city: 'Milano', address: 'Via della Spiga 1', zipCode: '20121' },
  fiscalCode: null,
  giftWrapping: false,
  giftMessage: null,
  shipsBy: '2026-12-22',
  discountCode: null,
  discountKind: null,
  lines: [line('GA-PEN-OV', 'Gaia Pendant'), line('GA-SOL-OV', 'Gaia Solitaire Ring', 'Ti amo')],
  totals: { subtotalCents: 200_000, discountCents: 0, shippingCents: 0, totalCents: 200_000, currency: 'EUR' },
  payment: { brand: 'visa', last4: '4242' },
  status: 'delivered',
  history: [
    { status: 'received', at: '2026-11-01T10:00:00.000Z', carrier: null, trackingNumber: null },
    { status: 'delivered', at: DELIVERED, carrier: null, trackingNumber: null },
  ],
  returns,
  returnable: {
    until: UNTIL,
    lines: [
      { position: 1, block: returns.length > 0 ? 'already_returned' : null },
      { position: 2, block: 'engraved' },
    ],
  },
  renewals: [],
  renewable: {
    until: '2028-11-01T23:00:00.000Z',
    area: 'eu_area',
    contributionCents: 3_000,
    lines: [
      { position: 1, block: null },
      { position: 2, block: null },
    ],
  },
});

const requested: OrderReturn = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'requested',
  lines: [{ position: 1, name: 'Gaia Pendant', quantity: 1, amountCents: 100_000 }],
  amountCents: 100_000,
  requestedAt: '2026-11-27T10:00:00.000Z',
  receivedAt: null,
  refundDueBy: null,
  settledAt: null,
  voucher: null,
  refusal: null,
};

let order: Order;
let answer: (body: unknown) => Response;
const sent: unknown[] = [];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('cart', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  sent.length = 0;
  answer = () => Response.json({ order: (order = delivered([requested])) }, { status: 201 });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (url.pathname === `/api/orders/${REFERENCE}/returns` && request.method === 'POST') {
      const body: unknown = await request.json();
      sent.push(body);
      return answer(body);
    }
    if (url.pathname === `/api/orders/${REFERENCE}`) return Response.json({ order });
    return Response.json({ error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

const openReturns = async () => {
  renderCartAt(`/en/order-confirmation?order=${REFERENCE}`, <OrderConfirmationPage />);
  return screen.findByRole('region', { name: 'Returns' });
};

test('a delivered order says until when pieces can go back, and names the engraved ring with its reason instead of offering it', async () => {
  order = delivered();
  const section = await openReturns();
  expect(section).toHaveTextContent('You can send eligible pieces back until December 4, 2026.');
  await userEvent.click(within(section).getByRole('button', { name: 'Request a return' }));
  const pieces = within(section).getByRole('group', { name: 'Which pieces would you like to send back?' });
  expect(
    within(pieces)
      .getAllByRole('checkbox')
      .map((box) => box.closest('.ama-checkbox')?.textContent),
  ).toEqual(['Gaia Pendant × 1']);
  expect(pieces).toHaveTextContent('Gaia Solitaire Ring × 1: engraved pieces cannot be returned.');
});

test('asks for at least one piece, then sends the ticked one with the comment and says what happens next', async () => {
  order = delivered();
  const section = await openReturns();
  await userEvent.click(within(section).getByRole('button', { name: 'Request a return' }));
  await userEvent.click(within(section).getByRole('button', { name: 'Send the request' }));
  expect(within(section).getByRole('alert')).toHaveTextContent('Choose at least one piece.');
  expect(sent).toEqual([]);

  await userEvent.click(within(section).getByRole('checkbox', { name: 'Gaia Pendant × 1' }));
  await userEvent.type(within(section).getByRole('textbox', { name: /Anything we should know/ }), 'Too long a chain');
  await userEvent.click(within(section).getByRole('button', { name: 'Send the request' }));

  expect(await within(section).findByRole('status')).toHaveTextContent('Your return request has been sent. We have e-mailed you what to do next.');
  expect(sent).toEqual([{ positions: [1], comment: 'Too long a chain' }]);
  // The order is read again after the request: the list comes with that answer.
  const item = within(await within(section).findByRole('list', { name: 'Your returns' })).getByRole('listitem');
  expect(item).toHaveTextContent('Requested');
  expect(item).toHaveTextContent('we refund you within 15 working days');
  expect(within(section).queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
});

test('a piece the rules refuse meanwhile is explained, and the order is read again', async () => {
  order = delivered();
  answer = () => Response.json({ error: { code: 'RETURN_NOT_ALLOWED', message: 'no', fields: { 'positions.0': 'window_closed' } } }, { status: 409 });
  const section = await openReturns();
  await userEvent.click(within(section).getByRole('button', { name: 'Request a return' }));
  await userEvent.click(within(section).getByRole('checkbox', { name: 'Gaia Pendant × 1' }));
  await userEvent.click(within(section).getByRole('button', { name: 'Send the request' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('Some of these pieces can no longer be returned.');
});

test('an exchanged return shows its voucher, its value and its last day', async () => {
  order = delivered([{ ...requested, status: 'exchanged', voucher: { code: 'AMAVOUCHER-7KQ2-9XHD-M4TB-R8VN', amountCents: 50_000, validUntil: '2027-11-26' } }]);
  const section = await openReturns();
  const item = within(within(section).getByRole('list', { name: 'Your returns' })).getByRole('listitem');
  expect(item).toHaveTextContent('Exchanged for a voucher');
  expect(item).toHaveTextContent('Your exchange voucher of €500.00, valid until November 26, 2027: AMAVOUCHER-7KQ2-9XHD-M4TB-R8VN');
});
