/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartLine } from '@ama/contracts';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { renderCartAt } from '../test-support';

const ring: CartLine = {
  id: '0b6c2b1e-7a53-4c1e-9f2a-1a2b3c4d5e6f',
  sku: 'GA-SOL-OV',
  name: 'Gaia Solitaire Ring',
  imageUrl: '/r.svg',
  available: true,
  quantity: 1,
  options: { gold: 'ROSE', size: '14', engraving: '<b>Ti amo</b>' },
  selection: [
    { type: 'GOLD_COLOUR', value: 'ROSE', label: 'Gold colour', valueLabel: '18KT rose gold', priceDeltaCents: 0 },
    { type: 'SIZE', value: '14', label: 'Ring size', valueLabel: '14', priceDeltaCents: 0 },
    { type: 'WRITING', value: 'TEXT', label: 'Engraving', valueLabel: '<b>Ti amo</b>', priceDeltaCents: 5_000 },
    { type: 'MATERIAL', value: 'RECYCLED_GOLD_18KT', label: 'Material', valueLabel: 'Recycled gold', priceDeltaCents: 0 },
  ],
  unitPriceCents: 199_000,
  lineTotalCents: 199_000,
};
const riviere: CartLine = {
  ...ring,
  id: '1c7d3c2f-8b64-4d2f-8a3b-2b3c4d5e6f70',
  sku: 'NY-RIV-EM',
  name: 'Nyx Rivière',
  available: false,
  options: {},
  selection: [],
  unitPriceCents: 300_000,
  lineTotalCents: 300_000,
};
const cartOf = (lines: CartLine[], discount: Cart['discount'] = null): Cart => {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = discount?.amountCents ?? 0;
  return {
    lines,
    discount,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents,
    discountCents,
    shippingCents: 0,
    totalCents: subtotalCents - discountCents,
    currency: 'EUR',
    checkoutBlocked: lines.some((line) => !line.available),
    shipsBy: lines.length > 0 ? '2026-12-22' : null,
  };
};

/** A piece with no engraving: nothing for a Club AMA engraving code to make free. */
const plainRing: CartLine = {
  ...ring,
  id: '2d8e4d3a-9c75-4e3a-9b4c-3c4d5e6f7081',
  options: { gold: 'ROSE', size: '14' },
  selection: ring.selection.filter((choice) => choice.type !== 'WRITING'),
  unitPriceCents: 194_000,
  lineTotalCents: 194_000,
};
/** A Club AMA member's free-personalisation code: the BFF takes off one engraved piece's engraving fee. */
const ENGRAVING_CODE = 'CLUBPERSONAL-7KQ2-9XHD-M4TB-R8VN';

let current: Cart;
/** The server's reason for a refused code (the BFF's DISCOUNT_PROBLEMS); any other code is 'invalid'. */
const refusals: Record<string, string> = { OLD20: 'expired', 'WELCOME10-AGAIN': 'not_first_order' };
let sent: { method: string; path: string; body: unknown }[];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('cart', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  sent = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (request.method === 'GET') return Response.json(current);
    const body = await request.json().catch(() => null);
    sent.push({ method: request.method, path, body });
    if (path === '/api/cart/discount' && request.method === 'PUT') {
      const code = (body as { code: string }).code;
      if (code === ENGRAVING_CODE) {
        const fee = current.lines.flatMap((line) => line.selection).find((choice) => choice.type === 'WRITING')?.priceDeltaCents;
        if (fee === undefined) return Response.json({ error: { code: 'INVALID_DISCOUNT_CODE', message: 'no', fields: { code: 'no_engraving' } } }, { status: 400 });
        current = cartOf(current.lines, { code, kind: 'engraving', amountCents: fee, boundToEmail: true });
        return Response.json(current);
      }
      if (code !== 'AMA10') return Response.json({ error: { code: 'INVALID_DISCOUNT_CODE', message: 'no', fields: { code: refusals[code] ?? 'invalid' } } }, { status: 400 });
      current = cartOf(current.lines, { code: 'AMA10', kind: 'percent', percent: 10, amountCents: Math.round(current.subtotalCents / 10), boundToEmail: false });
    }
    if (request.method === 'DELETE' && path.startsWith('/api/cart/lines/'))
      current = cartOf(
        current.lines.filter((line) => !path.endsWith(line.id)),
        current.discount,
      );
    if (request.method === 'PATCH')
      current = cartOf(current.lines.map((line) => (path.endsWith(line.id) ? { ...line, quantity: 2, lineTotalCents: line.unitPriceCents * 2 } : line)));
    return Response.json(current);
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

test('shows each line with its options and engraving as text, the totals, and blocks checkout on an unavailable line until it is removed', async () => {
  const user = userEvent.setup();
  current = cartOf([ring, riviere]);
  renderCartAt('/en/cart');
  expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
  const lines = within(await screen.findByRole('region', { name: 'Pieces in your cart' })).getAllByRole('listitem');
  expect(lines[0]).toHaveTextContent('Gold colour18KT rose goldRing size14');
  expect(within(lines[0]!).getByText('<b>Ti amo</b>')).toBeInTheDocument();
  expect(lines[0]).not.toHaveTextContent('Recycled gold');
  expect(within(lines[1]!).getByRole('alert')).toHaveTextContent('The product is no longer available. Please remove it from the cart.');
  expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  expect(screen.getByText('Remove the pieces that are no longer available to continue to checkout.')).toBeInTheDocument();

  await user.click(within(lines[1]!).getByRole('button', { name: /^Remove\W+Nyx Rivière$/ }));
  expect(await screen.findByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/en/checkout');
  expect(sent[0]).toMatchObject({ method: 'DELETE', path: `/api/cart/lines/${riviere.id}` });
  const summary = screen.getByRole('complementary', { name: 'Summary' });
  expect(summary).toHaveTextContent('Total items1');
  expect(summary).toHaveTextContent('Total VAT included€1,990.00');
  expect(summary).toHaveTextContent('ShippingFree, insured, worldwide');
  // Made to order: the day the BFF said the cart ships by, in words.
  expect(summary).toHaveTextContent('Made to order: ships by Tuesday, December 22, 2026');
});

test('the newsletter’s code once its e-mail has ordered: the field says it is for a first purchase only, in the shopper’s language', async () => {
  const user = userEvent.setup();
  current = cartOf([ring]);
  renderCartAt('/en/cart');
  const field = await screen.findByRole('textbox', { name: 'Discount code' });
  await user.type(field, 'WELCOME10-AGAIN');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const message = 'Invalid discount code: this code is for a first purchase only, and its email address has already placed an order.';
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(message);
  expect(current.discount).toBeNull();
});

test('…and in Italian on /it/cart', async () => {
  const user = userEvent.setup();
  initI18n('it');
  current = cartOf([ring]);
  renderCartAt('/it/cart');
  const field = await screen.findByRole('textbox', { name: 'Codice sconto' });
  await user.type(field, 'WELCOME10-AGAIN');
  await user.click(screen.getByRole('button', { name: 'Applica' }));
  expect(
    await screen.findByText('Codice sconto non valido: questo codice vale solo per il primo acquisto e il suo indirizzo email ha già effettuato un ordine.'),
  ).toBeInTheDocument();
  initI18n('en');
});

test('changing the quantity asks the server, which prices the line', async () => {
  const user = userEvent.setup();
  current = cartOf([ring]);
  renderCartAt('/en/cart');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Quantity' }), '2');
  expect(await screen.findByText('€1,990.00 each')).toBeInTheDocument();
  expect(sent[0]).toEqual({ method: 'PATCH', path: `/api/cart/lines/${ring.id}`, body: { quantity: 2 } });
  expect(screen.getByRole('complementary', { name: 'Summary' })).toHaveTextContent('Total VAT included€3,980.00');
});

test('a discount code: "Invalid discount code" for a wrong one, then a good one applied and removable', async () => {
  const user = userEvent.setup();
  current = cartOf([ring]);
  renderCartAt('/en/cart');
  const field = await screen.findByRole('textbox', { name: 'Discount code' });
  await user.type(field, 'NOPE');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Invalid discount code')).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription('Invalid discount code');
  await user.clear(field);
  await user.type(field, 'OLD20');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Invalid discount code: this code has expired.')).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, 'AMA10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('Code AMA10 applied.')).toBeInTheDocument();
  const summary = screen.getByRole('complementary', { name: 'Summary' });
  expect(summary).toHaveTextContent('Discount (AMA10)−€199.00');
  expect(summary).toHaveTextContent('Total VAT included€1,791.00');
  // One code per order: no empty field under the applied one, until the shopper asks for another.
  expect(screen.queryByRole('textbox', { name: 'Discount code' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Use another code' }));
  const another = screen.getByRole('textbox', { name: 'Discount code' });
  expect(another).toHaveFocus();
  expect(another).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Use another code' })).toBeNull();
});

test('a Club AMA engraving code on a cart with no engraved piece says to add an engraving first', async () => {
  const user = userEvent.setup();
  current = cartOf([plainRing]);
  renderCartAt('/en/cart');
  const field = await screen.findByRole('textbox', { name: 'Discount code' });
  await user.type(field, ENGRAVING_CODE);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  const message = 'This code makes an engraving free: add an engraving to a piece first.';
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(message);
  expect(current.discount).toBeNull();
});

test('a Club AMA engraving code applied: the summary names the free engraving with its code and takes off the engraving fee', async () => {
  const user = userEvent.setup();
  current = cartOf([ring]);
  renderCartAt('/en/cart');
  await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), ENGRAVING_CODE);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(`Code ${ENGRAVING_CODE} applied.`)).toBeInTheDocument();
  const summary = screen.getByRole('complementary', { name: 'Summary' });
  expect(within(summary).getByText(`Free engraving, Club AMA (${ENGRAVING_CODE})`).tagName).toBe('DT');
  expect(summary).toHaveTextContent(`Free engraving, Club AMA (${ENGRAVING_CODE})−€50.00`);
  expect(summary).not.toHaveTextContent('Discount (');
  expect(summary).not.toHaveTextContent('%');
  expect(summary).toHaveTextContent('Total VAT included€1,940.00');
});

test('an empty cart offers to continue shopping', async () => {
  current = cartOf([]);
  renderCartAt('/en/cart');
  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en/results');
});
