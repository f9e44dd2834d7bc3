/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import type { Order, OrderStep } from '@ama/contracts';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { renderCartAt } from '../test-support';
import { OrderConfirmationPage } from './OrderConfirmationPage';

const REFERENCE = 'q'.repeat(43);
// November: Italy is on UTC+1, so 13:05Z is 14:05 in the shop's time zone.
const received: OrderStep = { status: 'received', at: '2026-11-20T09:30:00Z', carrier: null, trackingNumber: null };
const inProduction: OrderStep = { status: 'in_production', at: '2026-11-21T15:00:00Z', carrier: null, trackingNumber: null };
const shipped: OrderStep = { status: 'shipped', at: '2026-11-27T13:05:00Z', carrier: 'BRT', trackingNumber: '1Z999AA10123456784' };
const cancelled: OrderStep = { status: 'cancelled', at: '2026-11-22T08:00:00Z', carrier: null, trackingNumber: null };

const orderWith = (history: OrderStep[]): Order => ({
  reference: REFERENCE,
  number: 'AMA-7K3F-9Q',
  placedAt: received.at,
  locale: 'en',
  email: 'giulia@example.com',
  customer: { name: 'Giulia', surname: 'Rossi', phone: '+39 347 123 4567' },
  shippingAddress: { country: 'IT', province: 'MI', city: 'Milano', address: 'Via della Spiga 1', zipCode: '20121' },
  billingAddress: { country: 'IT', province: 'MI', city: 'Milano', address: 'Via della Spiga 1', zipCode: '20121' },
  fiscalCode: null,
  giftWrapping: false,
  giftMessage: null,
  shipsBy: '2026-12-22',
  discountCode: null,
  discountKind: null,
  lines: [{ sku: 'GA-SOL-OV', name: 'Gaia Solitaire Ring', imageUrl: '/r.svg', quantity: 1, options: {}, selection: [], unitPriceCents: 194_000, lineTotalCents: 194_000 }],
  totals: { subtotalCents: 194_000, discountCents: 0, shippingCents: 0, totalCents: 194_000, currency: 'EUR' },
  payment: { brand: 'visa', last4: '4242' },
  status: history.at(-1)!.status,
  history,
  returns: [],
  returnable: { until: null, lines: [{ position: 1, block: 'not_delivered' }] },
  renewals: [],
  renewable: { until: '2028-11-20T23:00:00.000Z', area: 'eu_area', contributionCents: 3_000, lines: [{ position: 1, block: 'not_delivered' }] },
});

let order: Order;

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('cart', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    if (url.pathname === `/api/orders/${REFERENCE}`) return Response.json({ order });
    return Response.json({ error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

/** The confirmation link of the e-mails, opened in `locale`; resolves to the "Order status" section once the order is in. */
async function openConfirmation(locale: string, sectionName: string) {
  renderCartAt(`/${locale}/order-confirmation?order=${REFERENCE}`, <OrderConfirmationPage />);
  return screen.findByRole('region', { name: sectionName });
}

/** A step's shipment details as its terms and definitions: { Carrier: 'BRT', … }. */
const shipmentOf = (step: HTMLElement) =>
  Object.fromEntries(
    within(step)
      .queryAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

test('a shipped order shows its status, each step with its date in Italy, and the carrier and tracking number', async () => {
  order = orderWith([received, inProduction, shipped]);
  const section = await openConfirmation('en', 'Order status');
  expect(within(section).getByRole('heading', { level: 2, name: 'Order status' })).toBeInTheDocument();
  expect(within(section).getByText('Current status:')).toHaveTextContent('Current status: Shipped');

  const steps = within(within(section).getByRole('list', { name: 'Order history' })).getAllByRole('listitem');
  expect(steps.map((step) => step.querySelector('.ama-order-status__step-name')?.textContent)).toEqual(['Received', 'In production', 'Shipped']);
  expect(steps[0]).toHaveTextContent('November 20, 2026 at 10:30 AM');
  expect(steps[2]).toHaveTextContent('November 27, 2026 at 2:05 PM');
  expect(steps[2]!.querySelector('time')).toHaveAttribute('dateTime', shipped.at);
  expect(steps[2]).toHaveAttribute('aria-current', 'step');
  expect(steps[0]).not.toHaveAttribute('aria-current');
  expect(shipmentOf(steps[2]!)).toEqual({ Carrier: 'BRT', 'Tracking number': '1Z999AA10123456784' });
  expect(shipmentOf(steps[1]!)).toEqual({});
  expect(section).not.toHaveTextContent('refunded');
});

test('in German the same shipped order reads formally, with German dates', async () => {
  order = orderWith([received, inProduction, shipped]);
  const section = await openConfirmation('de', 'Bestellstatus');
  expect(within(section).getByText('Aktueller Status:')).toHaveTextContent('Aktueller Status: Versandt');
  const steps = within(within(section).getByRole('list', { name: 'Verlauf der Bestellung' })).getAllByRole('listitem');
  expect(steps).toHaveLength(3);
  expect(steps[1]).toHaveTextContent('In Fertigung');
  expect(steps[2]).toHaveTextContent('27. November 2026 um 14:05');
  expect(shipmentOf(steps[2]!)).toEqual({ Versanddienst: 'BRT', Sendungsnummer: '1Z999AA10123456784' });
});

test('a cancelled order says the full amount is refunded to the card within 15 working days', async () => {
  order = orderWith([received, cancelled]);
  const section = await openConfirmation('en', 'Order status');
  expect(within(section).getByText('Current status:')).toHaveTextContent('Current status: Cancelled');
  expect(section).toHaveTextContent('This order has been cancelled. The full amount is refunded to the card you paid with within 15 working days.');
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((step) => step.querySelector('.ama-order-status__step-name')?.textContent),
  ).toEqual(['Received', 'Cancelled']);
});

test('in Italian a cancelled order says the same', async () => {
  order = orderWith([received, inProduction, cancelled]);
  const section = await openConfirmation('it', "Stato dell'ordine");
  expect(within(section).getByText('Stato attuale:')).toHaveTextContent('Stato attuale: Annullato');
  expect(section).toHaveTextContent("L'intero importo viene rimborsato sulla carta con cui hai pagato entro 15 giorni lavorativi.");
  expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('20 novembre 2026 alle ore 10:30');
});

test('an order just placed says it is made to order in Valenza and that each step comes by e-mail', async () => {
  order = orderWith([received]);
  const section = await openConfirmation('en', 'Order status');
  expect(within(section).getByText('Current status:')).toHaveTextContent('Current status: Received');
  expect(section).toHaveTextContent('Each piece is made to order for you in Valenza. We will e-mail you at each step');
  expect(within(section).getAllByRole('listitem')).toHaveLength(1);
});

test('a shipment with a carrier the shop knows links its tracking page, in a new tab', async () => {
  order = orderWith([received, { ...shipped, carrier: 'UPS' }]);
  const section = await openConfirmation('en', 'Order status');
  const link = within(section).getByRole('link', { name: "Follow the parcel on the carrier's site (opens in a new tab)" });
  expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a shipment with a carrier the shop has no tracking page for shows the number to copy, and no link', async () => {
  order = orderWith([received, shipped]);
  const section = await openConfirmation('de', 'Bestellstatus');
  expect(within(section).getByText('1Z999AA10123456784')).toBeInTheDocument();
  expect(within(section).queryByRole('link')).toBeNull();
});

test('the summary shows what was bought with its options, the gift, when it ships and the card as written on it', async () => {
  order = {
    ...orderWith([received]),
    giftWrapping: true,
    giftMessage: 'Buon compleanno,\nG.',
    lines: [
      {
        sku: 'GA-SOL-OV',
        name: 'Gaia Solitaire Ring',
        imageUrl: '/images/products/GA-SOL-OV-rose.svg',
        quantity: 1,
        options: { gold: 'ROSE', size: '14', engraving: 'G&L' },
        selection: [
          { type: 'MATERIAL', value: '18KT', label: 'Material', valueLabel: '18KT gold', priceDeltaCents: 0 },
          { type: 'GOLD_COLOUR', value: 'ROSE', label: 'Gold colour', valueLabel: 'Rose gold', priceDeltaCents: 0 },
          { type: 'SIZE', value: '14', label: 'Ring size', valueLabel: '14', priceDeltaCents: 0 },
          { type: 'WRITING', value: 'G&L', label: 'Engraving', valueLabel: 'G&L', priceDeltaCents: 5_000 },
        ],
        unitPriceCents: 199_000,
        lineTotalCents: 199_000,
      },
    ],
  };
  renderCartAt(`/en/order-confirmation?order=${REFERENCE}`, <OrderConfirmationPage />);
  const summary = await screen.findByRole('region', { name: 'Your order' });
  const line = within(summary).getAllByRole('listitem')[0]!;
  expect(line).toHaveTextContent('Gaia Solitaire Ring × 1');
  expect(line).toHaveTextContent('Gold colourRose gold');
  expect(line).toHaveTextContent('Ring size14');
  expect(line).toHaveTextContent('EngravingG&L (+€50.00)');
  expect(line.querySelector('q')).toHaveTextContent('G&L');
  expect(line).not.toHaveTextContent('Material');
  expect(line.querySelector('img')).toHaveAttribute('src', '/images/products/GA-SOL-OV-rose.svg');
  expect(summary).toHaveTextContent('Made to order: ships by Tuesday, December 22, 2026');
  expect(summary).toHaveTextContent('Gift wrapped');
  expect(within(summary).getByText(/Buon compleanno/)).toHaveTextContent('Buon compleanno, G.');
  expect(summary).toHaveTextContent('Paid with Visa ending in 4242');
  expect(summary).toHaveTextContent('Total VAT included€1,940.00');
});

test("an order paid with a member's free engraving names it as such, not as a discount", async () => {
  order = {
    ...orderWith([received]),
    discountCode: 'ENGRAVE-7Q2M',
    discountKind: 'engraving',
    totals: { subtotalCents: 199_000, discountCents: 5_000, shippingCents: 0, totalCents: 194_000, currency: 'EUR' },
  };
  renderCartAt(`/en/order-confirmation?order=${REFERENCE}`, <OrderConfirmationPage />);
  const summary = await screen.findByRole('region', { name: 'Your order' });
  const term = within(summary).getByText('Free engraving, Club AMA (ENGRAVE-7Q2M)');
  expect(term.tagName).toBe('DT');
  expect(term.nextElementSibling).toHaveTextContent('−€50.00');
  expect(summary).not.toHaveTextContent('Discount');
});
