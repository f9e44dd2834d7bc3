/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@ama/contracts';
import { changeLocale, configureApi, createShopStore } from '@ama/platform';
import { AddToCartButton } from '../exposes/AddToCartButton';
import { MiniCart } from '../exposes/MiniCart';

type Reply = { status: number; body: unknown };

const line = (quantity: number) => ({
  id: '7d8f1c1e-3b1a-4f7e-9c61-2f7a0c1d9e01',
  sku: 'GA-SOL-OV',
  name: 'Gaia Solitaire Ring',
  imageUrl: '/i.svg',
  available: true,
  quantity,
  options: { size: '14' },
  selection: [],
  unitPriceCents: 194_000,
  lineTotalCents: 194_000 * quantity,
});
const cart = (quantity: number) => ({
  lines: quantity > 0 ? [line(quantity)] : [],
  totalItems: quantity,
  subtotalCents: 194_000 * quantity,
  discountCents: 0,
  shippingCents: 0,
  totalCents: 194_000 * quantity,
  currency: 'EUR',
  checkoutBlocked: false,
  shipsBy: '2026-12-22',
});
const failure = (status: number, code: string, fields?: Record<string, string>): Reply => ({ status, body: { error: { code, message: code, fields } } });

/** Answers GET /api/cart with `current`, and each write with the next reply; records the writes. */
function stubCartApi(current: Reply, ...writes: Reply[]) {
  const sent: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const reply = request.method === 'GET' ? current : (writes[sent.length] ?? writes.at(-1)!);
    if (request.method !== 'GET') sent.push(request);
    if (reply.status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

async function renderProductActions(locale: Locale = 'en', onBeforeAdd = () => true) {
  window.history.pushState(null, '', `/${locale}/product/GA-SOL-OV`);
  createShopStore();
  configureApi({ retryDelayMs: 0 });
  await act(() => changeLocale(locale));
  render(
    <>
      <header>
        <MiniCart />
      </header>
      <AddToCartButton sku="GA-SOL-OV" options={{ size: '14', engraving: 'Ti amo' }} quantity={2} onBeforeAdd={onBeforeAdd} />
    </>,
  );
  return userEvent.setup();
}

test('adds the piece with its options; the header badge follows without a reload and the cart is one tap away', async () => {
  const sent = stubCartApi({ status: 200, body: cart(0) }, { status: 201, body: cart(2) });
  const user = await renderProductActions();
  expect(await screen.findByRole('link', { name: 'Cart, 0 pieces' })).toHaveAttribute('href', '/en/cart');
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByRole('link', { name: 'Cart, 2 pieces' })).toBeInTheDocument();
  expect(screen.getByText('Added to your cart.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en/cart');
  expect(sent).toHaveLength(1);
  expect(new URL(sent[0]!.url).pathname).toBe('/api/cart/lines');
  expect(new URL(sent[0]!.url).searchParams.get('locale')).toBe('en');
  expect(await sent[0]!.json()).toEqual({ sku: 'GA-SOL-OV', quantity: 2, options: { size: '14', engraving: 'Ti amo' } });
});

test("sends nothing while the host's form is not ready (a ring without its size)", async () => {
  const sent = stubCartApi({ status: 200, body: cart(0) }, { status: 201, body: cart(1) });
  const user = await renderProductActions('en', () => false);
  await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
  expect(sent).toHaveLength(0);
  expect(screen.queryByText('Added to your cart.')).not.toBeInTheDocument();
});

test.each([
  ['a size the server requires', failure(400, 'VALIDATION_FAILED', { 'options.size': 'required' }), 'Please choose a size first.'],
  ['an unavailable product', failure(409, 'PRODUCT_UNAVAILABLE'), 'The product is no longer available.'],
  ['too many pieces', failure(400, 'VALIDATION_FAILED', { quantity: 'At most 10 per line' }), 'You have reached the most pieces one order can hold for this jewel.'],
  ['too many attempts', failure(429, 'RATE_LIMITED'), 'Too many attempts in a short time. Please wait a moment and try again.'],
  ['no answer at all', { status: 0, body: null }, 'The cart cannot be reached right now. Please try again in a moment.'],
])('says why when the server refuses: %s', async (_, reply, message) => {
  stubCartApi({ status: 200, body: cart(1) }, reply);
  const user = await renderProductActions();
  expect(await screen.findByRole('link', { name: 'Cart, 1 piece' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Cart, 1 piece' })).toBeInTheDocument();
});

test('speaks the shopper’s language (German)', async () => {
  stubCartApi({ status: 200, body: cart(1) }, failure(409, 'PRODUCT_UNAVAILABLE'));
  const user = await renderProductActions('de');
  expect(await screen.findByRole('link', { name: 'Warenkorb, 1 Schmuckstück' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Das Produkt ist nicht mehr verfügbar.');
});

test('the header says the cart is unavailable when the cart cannot be read', async () => {
  stubCartApi({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } });
  await renderProductActions();
  expect(await screen.findByRole('link', { name: 'Cart: unavailable right now' })).toHaveAttribute('href', '/en/cart');
});
