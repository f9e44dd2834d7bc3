/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, configureApi, createShopStore, initI18n, provideFragmentLoader, Route, Routes, useLocation } from '@ama/platform';
import { messages } from '../i18n';
import { renderCatalogAt } from '../test-support';
import { ProductPage } from './ProductPage';

const option = (type: string, label: string, values: [string, number, boolean][]) => ({
  type,
  label,
  required: true,
  values: values.map(([value, priceDeltaCents, isDefault]) => ({ value, label: value, priceDeltaCents, isDefault })),
});
const product = {
  sku: 'GA-SOL-OV',
  name: 'Gaia Solitaire Ring',
  category: 'ENGAGEMENT_RINGS',
  collection: 'GAIA',
  collectionName: 'Gaia',
  shape: 'OVAL',
  priceCents: 194_000,
  currency: 'EUR',
  available: true,
  goldColours: ['WHITE', 'YELLOW'],
  defaultGold: 'YELLOW',
  imageUrl: '/y.svg',
  description: 'A single lab-grown diamond.',
  categoryName: 'Engagement rings',
  shapeName: 'Oval',
  collectionSubtitle: 'Born of the earth',
  plannedShipment: { workingDays: 15 },
  options: [
    option('GOLD_COLOUR', 'Gold colour', [
      ['WHITE', 0, false],
      ['YELLOW', 0, true],
    ]),
    option('SIZE', 'Ring size', [
      ['12', 0, false],
      ['14', 0, false],
    ]),
    option('CARAT', 'Carat', [
      ['0.30', 0, true],
      ['0.50', 66_000, false],
    ]),
    { type: 'WRITING', label: 'Engraving', required: false, values: [], maxLength: 10, feeCents: 5_000 },
  ],
  images: [
    { gold: 'WHITE', url: '/w.svg' },
    { gold: 'YELLOW', url: '/y.svg' },
  ],
  suggested: [],
};
let quotes: URL[] = [];
let wishlistWrites: { method: string; url: URL; body: unknown }[] = [];
const savedItems: string[] = [];
let productDown = false;

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('catalog', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  quotes = [];
  wishlistWrites = [];
  savedItems.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'));
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/api/wishlist')) {
      if (request.method !== 'GET') {
        wishlistWrites.push({ method: request.method, url, body: await request.json().catch(() => null) });
        if (request.method === 'PUT') savedItems.push('GA-SOL-OV');
        else savedItems.length = 0;
      }
      const items = savedItems.map((sku) => ({ ...product, sku, options: {}, configuredPriceCents: 1, missing: [], addedAt: new Date().toISOString() }));
      return Response.json({ items, count: items.length });
    }
    if (url.pathname === '/api/products/GA-SOL-DN' && productDown)
      return new Response('{"error":{"code":"SERVICE_UNAVAILABLE","message":"down"}}', { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '5' } });
    if (url.pathname === '/api/products/NOPE-1')
      return new Response('{"error":{"code":"NOT_FOUND","message":"no"}}', { status: 404, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/price')) {
      quotes.push(url);
      // The server's number, deliberately not the sum of the options: the page must show this one.
      const priceCents = 123_456 + (url.searchParams.get('engraving') ? 5_000 : 0);
      return Response.json({ sku: 'GA-SOL-OV', currency: 'EUR', available: true, basePriceCents: 194_000, priceCents, selection: [] });
    }
    return Response.json(product);
  }) as typeof fetch;
});

const at = (path: string) => renderCatalogAt(path);

afterEach(() => {
  provideFragmentLoader(undefined);
  // Each test starts with a new store, no answers kept: a quote an earlier test made (its shopper paused
  // long enough after picking size 14 on a busy machine) would otherwise be reused, never asked again.
  createShopStore();
});

/** Stands in for the cart area's ./AddToCartButton: shows the props it is given, adds through onBeforeAdd. */
function FakeAddToCart({ options, quantity, onBeforeAdd }: { options: Record<string, string>; quantity: number; onBeforeAdd: () => boolean }) {
  const [added, setAdded] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => onBeforeAdd() && setAdded(JSON.stringify({ ...options, quantity }))}>
        Add to cart
      </button>
      {added && <p>added {added}</p>}
    </>
  );
}

test("the price shown is the server's quote for the chosen options", async () => {
  const user = userEvent.setup();
  at('/en/product/GA-SOL-OV');
  expect(await screen.findByRole('heading', { level: 1, name: 'Gaia Solitaire Ring' })).toBeInTheDocument();
  expect(await screen.findByText('€1,234.56')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: /Carat/ }), '0.50');
  await waitFor(() => expect(quotes.at(-1)?.searchParams.get('carat')).toBe('0.50'));
  expect(screen.getByRole('img', { name: 'Gaia Solitaire Ring' })).toHaveAttribute('src', '/y.svg');
  await user.selectOptions(screen.getByRole('combobox', { name: /Gold colour/ }), 'WHITE');
  expect(screen.getByRole('img', { name: 'Gaia Solitaire Ring' })).toHaveAttribute('src', '/w.svg');
});

test('an engraving shows its fee, counts its characters and stops at the 10th, as the shopper counts them', async () => {
  const user = userEvent.setup();
  at('/en/product/GA-SOL-OV');
  const engraving = await screen.findByRole('textbox', { name: /Engraving/ });
  expect(screen.getByText('+€50.00')).toBeInTheDocument();
  await user.type(engraving, 'Forever');
  expect(screen.getByText('7 of 10 characters')).toBeInTheDocument();
  expect(await screen.findByText('€1,284.56')).toBeInTheDocument();
  await user.type(engraving, ' yours');
  expect(engraving).toHaveValue('Forever yo');
  expect(screen.getByText('10 of 10 characters')).toBeInTheDocument();
  expect(engraving).not.toHaveAttribute('aria-invalid', 'true');
  await user.clear(engraving);
  // A heart is one character to the shopper and to the engraver: ten fit, the eleventh does not.
  await user.type(engraving, '♥♥♥♥♥♥♥♥♥♥♥');
  expect(engraving).toHaveValue('♥♥♥♥♥♥♥♥♥♥');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(quotes.some((url) => Array.from(url.searchParams.get('engraving') ?? '').length > 10)).toBe(false);
});

test('an unknown SKU is the 404 page', async () => {
  at('/en/product/NOPE-1');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('while the shop cannot answer, the page says this jewel could not be loaded and its retry brings it', async () => {
  const user = userEvent.setup();
  productDown = true;
  at('/en/product/GA-SOL-DN');
  expect(await screen.findByText('This jewel could not be loaded.')).toBeInTheDocument();
  productDown = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Gaia Solitaire Ring' })).toBeInTheDocument();
});

test('a ring goes to the cart only with its size: the field says so and takes the focus, then the chosen options go', async () => {
  const user = userEvent.setup();
  provideFragmentLoader(async (id) => (id === 'mfe_cart_checkout/AddToCartButton' ? { default: FakeAddToCart } : null));
  at('/en/product/GA-SOL-OV');
  // The stand-in (disabled, same size) first, then the cart area's button.
  expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  const size = screen.getByRole('combobox', { name: /Ring size/ });
  expect(size).toHaveFocus();
  expect(size).toHaveAccessibleDescription(/Please choose your size before adding the jewel to the cart\./);
  // Italian sizes, said as such, each with the circumference anyone can measure.
  expect(size).toHaveAccessibleDescription(/Italian sizes: the inside circumference in mm minus 40/);
  expect(within(size).getByRole('option', { name: '14 — 54 mm around' })).toHaveValue('14');
  expect(screen.queryByText(/^added/)).not.toBeInTheDocument();

  await user.selectOptions(size, '14');
  expect(size).not.toHaveAccessibleDescription(/choose your size/);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '2');
  await user.type(screen.getByRole('textbox', { name: /Engraving/ }), 'Ti amo');
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(screen.getByText('added {"gold":"YELLOW","size":"14","carat":"0.30","engraving":"Ti amo","quantity":2}')).toBeInTheDocument();
});

test('while the cart area is down the page still works and says the cart is unavailable', async () => {
  at('/en/product/GA-SOL-OV');
  expect(await screen.findByText(/The cart is unavailable right now/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Gaia Solitaire Ring' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeEnabled();
});

test('add to wishlist saves the piece with its choices and toggles to saved, then out again', async () => {
  const user = userEvent.setup();
  at('/en/product/GA-SOL-OV');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Ring size/ }), '12');
  const heart = screen.getByRole('button', { name: 'Add to wishlist' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  await user.click(heart);
  const saved = await screen.findByRole('button', { name: 'Saved in your wishlist' });
  expect(saved).toHaveAttribute('aria-pressed', 'true');
  expect(wishlistWrites[0]).toMatchObject({ method: 'PUT', body: { options: { gold: 'YELLOW', size: '12', carat: '0.30' } } });
  expect(wishlistWrites[0]?.url.pathname).toBe('/api/wishlist/items/GA-SOL-OV');
  expect(screen.getByRole('link', { name: 'View wishlist' })).toHaveAttribute('href', '/en/wishlist');
  await user.click(saved);
  expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  expect(wishlistWrites[1]?.method).toBe('DELETE');
});

/** The router's address and its history entry. */
function Address() {
  const { search, key } = useLocation();
  return (
    <div role="note" aria-label="address" data-key={key}>
      {search}
    </div>
  );
}

describe("the shopper's ring size in the URL (?size=, from the guide through the listing)", () => {
  test('is chosen in the configurator when the ring comes in it, and priced', async () => {
    at('/en/product/GA-SOL-OV?size=14');
    expect(await screen.findByRole('combobox', { name: /Ring size/ })).toHaveValue('14');
    await waitFor(() => expect(quotes.at(-1)?.searchParams.get('size')).toBe('14'));
    // the other options keep their defaults
    expect(screen.getByRole('combobox', { name: /Gold colour/ })).toHaveValue('YELLOW');
    expect(screen.getByRole('combobox', { name: /Carat/ })).toHaveValue('0.30');
  });

  test('can still be changed, and the URL is left as it is (no option is kept in the URL)', async () => {
    const user = userEvent.setup();
    renderCatalogAt(
      '/en/product/GA-SOL-OV?size=14',
      <Routes>
        <Route
          path="/:locale/product/:sku"
          element={
            <>
              <ProductPage />
              <Address />
            </>
          }
        />
      </Routes>,
    );
    const size = await screen.findByRole('combobox', { name: /Ring size/ });
    const address = screen.getByRole('note', { name: 'address' });
    const entry = address.dataset.key;
    await user.selectOptions(size, '12');
    expect(size).toHaveValue('12');
    expect(address).toHaveTextContent(/^\?size=14$/);
    expect(address.dataset.key).toBe(entry);
  });

  test.each(['13', '99', 'abc', '14.5', ''])('is ignored when the ring does not come in it or it is no size (%p)', async (value) => {
    at(`/en/product/GA-SOL-OV?size=${value}`);
    const size = await screen.findByRole('combobox', { name: /Ring size/ });
    expect(size).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose your size' })).toHaveProperty('selected', true);
    expect(screen.getByRole('combobox', { name: /Gold colour/ })).toHaveValue('YELLOW');
  });

  test('goes on to the suggested rings, and follows the size chosen here', async () => {
    const user = userEvent.setup();
    const card = (sku: string, name: string, category: string) => ({ ...product, sku, name, category, options: undefined, suggested: undefined });
    const suggested = [card('AL-1', 'Alba Ring', 'RINGS'), card('AL-EAR', 'Alba Earrings', 'EARRINGS')];
    const answer = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const response = await answer(input);
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      // (a SKU of its own: the store, and its cached products, live through the file)
      return url.pathname === '/api/products/GA-SUG-1' ? Response.json({ ...product, sku: 'GA-SUG-1', suggested }) : response;
    }) as typeof fetch;
    at('/en/product/GA-SUG-1?size=14');
    expect(await screen.findByRole('link', { name: /Alba Ring/ })).toHaveAttribute('href', '/en/product/AL-1?size=14');
    expect(screen.getByRole('link', { name: /Alba Earrings/ })).toHaveAttribute('href', '/en/product/AL-EAR');
    await user.selectOptions(screen.getByRole('combobox', { name: /Ring size/ }), '12');
    expect(screen.getByRole('link', { name: /Alba Ring/ })).toHaveAttribute('href', '/en/product/AL-1?size=12');
  });
});
