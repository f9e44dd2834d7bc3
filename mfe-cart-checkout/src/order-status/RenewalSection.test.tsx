/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, WarrantyRenewal } from '@ama/contracts';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { OrderConfirmationPage } from '../pages/OrderConfirmationPage';
import { renderCartAt } from '../test-support';

const REFERENCE = 'r'.repeat(43);
/** The end of the two years: midnight in Italy after 1 November 2028. */
const UNTIL = '2028-11-01T23:00:00.000Z';

const line = (sku: string, name: string) => ({ sku, name, imageUrl: '/r.svg', quantity: 1, options: {}, selection: [], unitPriceCents: 100_000, lineTotalCents: 100_000 });

const booked: WarrantyRenewal = {
  id: '00000000-0000-4000-8000-000000000007',
  position: 1,
  name: 'Gaia Pendant',
  status: 'requested',
  amountCents: 3_000,
  currency: 'EUR',
  payment: { brand: 'visa', last4: '4242', status: 'captured' },
  requestedAt: '2026-12-02T10:00:00.000Z',
  receivedAt: null,
  inServiceAt: null,
  sentBackAt: null,
  carrier: null,
  trackingNumber: null,
};

const delivered = (changes: { renewals?: WarrantyRenewal[]; country?: string; status?: Order['status'] } = {}): Order => {
  const { renewals = [], country = 'IT', status = 'delivered' } = changes;
  const address = { country, city: 'Milano', address: 'Via della Spiga 1', zipCode: '20121' };
  const abroad = country === 'US';
  return {
    reference: REFERENCE,
    number: 'AMA-7K3F-9Q',
    placedAt: '2026-11-01T10:00:00.000Z',
    locale: 'en',
    email: 'giulia@example.com',
    customer: { name: 'Giulia', surname: 'Rossi', phone: '+39 347 123 4567' },
    shippingAddress: address,
    billingAddress: address,
    fiscalCode: null,
    giftWrapping: false,
    giftMessage: null,
    shipsBy: '2026-11-20',
    discountCode: null,
    discountKind: null,
    lines: [line('GA-PEN-OV', 'Gaia Pendant'), line('GA-SOL-OV', 'Gaia Solitaire Ring')],
    totals: { subtotalCents: 200_000, discountCents: 0, shippingCents: 0, totalCents: 200_000, currency: 'EUR' },
    payment: { brand: 'visa', last4: '4242' },
    status,
    history: [{ status: 'received', at: '2026-11-01T10:00:00.000Z', carrier: null, trackingNumber: null }],
    returns: [],
    returnable: { until: null, lines: [] },
    renewals,
    renewable: {
      until: UNTIL,
      area: abroad ? 'elsewhere' : 'eu_area',
      contributionCents: abroad ? 5_000 : 3_000,
      lines: [1, 2].map((position) => ({
        position,
        block: status !== 'delivered' ? 'not_delivered' : renewals.some((renewal) => renewal.position === position) ? 'already_requested' : null,
      })),
    },
  };
};

let order: Order;
let answer: () => Response | Promise<Response>;
const sent: { key: string | null; body: unknown }[] = [];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('cart', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  sent.length = 0;
  answer = () => Response.json({ order: (order = delivered({ renewals: [booked] })) }, { status: 201 });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (url.pathname === `/api/orders/${REFERENCE}/renewals` && request.method === 'POST') {
      sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      return answer();
    }
    if (url.pathname === `/api/orders/${REFERENCE}`) return Response.json({ order });
    return Response.json({ error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

const openRenewal = async () => {
  renderCartAt(`/en/order-confirmation?order=${REFERENCE}`, <OrderConfirmationPage />);
  return screen.findByRole('region', { name: 'Warranty renewal' });
};

/** Opens the form of the pendant and types a card. */
async function payFor(section: HTMLElement, card: { number: string; expiry?: string }) {
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Ask for the renewal of Gaia Pendant' }));
  const form = within(section).getByRole('form', { name: 'The renewal of Gaia Pendant' });
  await user.type(within(form).getByRole('textbox', { name: /Card number/ }), card.number);
  await user.type(within(form).getByRole('textbox', { name: /Expiry date/ }), card.expiry ?? '1230');
  await user.type(within(form).getByRole('textbox', { name: /Security code/ }), '123');
  await user.type(within(form).getByRole('textbox', { name: /Name on the card/ }), 'Giulia Rossi');
  return { user, form };
}

test('a delivered order says what the renewal includes, its contribution for the address and until when, and offers each piece', async () => {
  order = delivered();
  const section = await openRenewal();
  expect(within(section).getByRole('list', { name: 'What the renewal includes' })).toHaveTextContent(/cleaning.*rhodium plating.*a check of every stone/);
  expect(section).toHaveTextContent('The shipping contribution for your address is €30.00: the insured journey to Valenza and back (EU area, Switzerland');
  expect(section).toHaveTextContent('You can ask for it until November 1, 2028.');
  const pieces = within(section).getByRole('list', { name: 'Pieces that can have their renewal' });
  expect(
    within(pieces)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Ask for the renewal of Gaia Pendant', 'Ask for the renewal of Gaia Solitaire Ring']);
});

test('outside the EU area the contribution is €50, said before paying and on the button', async () => {
  order = delivered({ country: 'US' });
  const section = await openRenewal();
  expect(section).toHaveTextContent('The shipping contribution for your address is €50.00: the insured journey to Valenza and back (outside the EU area).');
  await userEvent.click(within(section).getByRole('button', { name: 'Ask for the renewal of Gaia Pendant' }));
  const form = within(section).getByRole('form', { name: 'The renewal of Gaia Pendant' });
  expect(form).toHaveTextContent('Shipping contribution to pay: €50.00.');
  expect(within(form).getByRole('button', { name: 'Pay €50.00' })).toBeInTheDocument();
  expect(form).toHaveTextContent('we keep its brand and last four digits, never its number or security code.');
  expect(within(form).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
});

test('a card with a problem is said at its field before anything is sent; then the renewal is paid with one key and listed', async () => {
  order = delivered();
  const section = await openRenewal();
  const { user, form } = await payFor(section, { number: '4242 4242 4242 4241' });
  await user.click(within(form).getByRole('button', { name: 'Pay €30.00' }));
  const number = within(form).getByRole('textbox', { name: /Card number/ });
  await waitFor(() => expect(number).toHaveAccessibleDescription(/Check the card number\./));
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  await user.clear(number);
  await user.type(number, '4242424242424242');
  expect(number).toHaveValue('4242 4242 4242 4242');
  await user.click(within(form).getByRole('button', { name: 'Pay €30.00' }));
  expect(await within(section).findByRole('status')).toHaveTextContent('Your renewal is booked and paid. We have e-mailed you how to send the piece.');
  expect(sent).toEqual([
    {
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: { position: 1, payment: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardholderName: 'Giulia Rossi' } },
    },
  ]);
  // The answer is the order with its renewal: the page shows it without asking again.
  const item = within(await within(section).findByRole('list', { name: 'Your renewals' })).getByRole('listitem');
  expect(item).toHaveTextContent('Gaia Pendant');
  expect(item).toHaveTextContent('Booked · since December 2, 2026');
  expect(item).toHaveTextContent('we will e-mail you the day our insured courier collects it');
  expect(item).toHaveTextContent('Shipping contribution paid: €30.00');
  expect(within(section).queryByRole('button', { name: 'Ask for the renewal of Gaia Pendant' })).not.toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Ask for the renewal of Gaia Solitaire Ring' })).toBeInTheDocument();
});

test('a declined card is said as at checkout, and the next attempt is a new one; without an answer the same attempt is sent again', async () => {
  order = delivered();
  answer = () => Response.json({ error: { code: 'PAYMENT_FAILED', message: 'no', fields: { payment: 'declined' } } }, { status: 402 });
  const section = await openRenewal();
  const { user, form } = await payFor(section, { number: '4000000000000002' });
  await user.click(within(form).getByRole('button', { name: 'Pay €30.00' }));
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Payment error');
  expect(alert).toHaveTextContent('The card was declined. Please try another card; nothing was charged.');

  answer = () => Response.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 503 });
  await user.click(within(form).getByRole('button', { name: 'Pay €30.00' }));
  await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('The shop could not be reached. Please try again: you will not be charged twice.'));
  answer = () => Response.json({ order: (order = delivered({ renewals: [booked] })) }, { status: 201 });
  await user.click(within(form).getByRole('button', { name: 'Pay €30.00' }));
  expect(await within(section).findByRole('status')).toHaveTextContent('Your renewal is booked and paid.');
  const keys = sent.map((attempt) => attempt.key);
  expect(keys[0]).not.toBe(keys[1]);
  expect(keys.at(-1)).toBe(keys[1]);
});

test('the server’s card problem comes back at its field; a piece taken meanwhile is said and the order read again', async () => {
  order = delivered();
  answer = () => Response.json({ error: { code: 'VALIDATION_FAILED', message: 'no', fields: { 'payment.expiry': 'card_expired' } } }, { status: 400 });
  const section = await openRenewal();
  const { user, form } = await payFor(section, { number: '4242424242424242' });
  await user.click(within(form).getByRole('button', { name: 'Pay €30.00' }));
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /Expiry date/ })).toHaveAccessibleDescription(/This card has expired\./));

  answer = () => {
    order = delivered({ renewals: [booked] });
    return Response.json({ error: { code: 'RENEWAL_NOT_ALLOWED', message: 'no', fields: { position: 'already_requested' } } }, { status: 409 });
  };
  await user.click(within(form).getByRole('button', { name: 'Pay €30.00' }));
  expect(await within(section).findByRole('list', { name: 'Your renewals' })).toBeInTheDocument();
  expect(within(section).queryByRole('form')).not.toBeInTheDocument();
});

test('a renewal sent back says so in words, with its carrier, tracking number and the carrier’s page', async () => {
  order = delivered({
    renewals: [
      {
        ...booked,
        status: 'sent_back',
        receivedAt: '2026-12-09T10:00:00.000Z',
        inServiceAt: '2026-12-10T10:00:00.000Z',
        sentBackAt: '2026-12-14T10:00:00.000Z',
        carrier: 'DHL',
        trackingNumber: '1234567890',
      },
    ],
  });
  const section = await openRenewal();
  const item = within(within(section).getByRole('list', { name: 'Your renewals' })).getByRole('listitem');
  expect(item).toHaveTextContent('Sent back to you · since December 14, 2026');
  expect(item).toHaveTextContent('Your renewed piece is on its way back to you, insured.');
  expect(item).toHaveTextContent('Carrier');
  expect(item).toHaveTextContent('DHL');
  expect(item).toHaveTextContent('1234567890');
  expect(within(item).getByRole('link', { name: /Follow the parcel/ })).toHaveAttribute('target', '_blank');
});

test('nothing before delivery', async () => {
  order = delivered({ status: 'shipped' });
  renderCartAt(`/en/order-confirmation?order=${REFERENCE}`, <OrderConfirmationPage />);
  await screen.findByRole('region', { name: 'Order status' });
  expect(screen.queryByRole('region', { name: 'Warranty renewal' })).not.toBeInTheDocument();
});

test('after the two years it says when they ended, and offers nothing', async () => {
  order = delivered();
  order = { ...order, renewable: { ...order.renewable, lines: order.renewable.lines.map((line) => ({ ...line, block: 'too_old' })) } };
  const section = await openRenewal();
  expect(section).toHaveTextContent('The renewal service of the first two years ended on November 1, 2028.');
  expect(within(section).queryByRole('button')).not.toBeInTheDocument();
});
