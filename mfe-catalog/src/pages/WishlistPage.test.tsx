/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, api, configureApi, createShopStore, initI18n, changeLocale } from '@ama/platform';
import { messages } from '../i18n';
import { renderCatalogAt } from '../test-support';

const summary = (sku: string, name: string, available = true) => ({
  sku,
  name,
  category: 'RINGS',
  collection: 'ARIA',
  collectionName: 'Aria',
  shape: 'ROUND',
  priceCents: 150_000,
  currency: 'EUR',
  available,
  goldColours: ['ROSE'],
  defaultGold: 'ROSE',
  imageUrl: `/images/products/${sku}-rose.svg`,
  addedAt: '2026-11-20T10:00:00.000Z',
});
let items: Record<string, unknown>[] = [];
let writes: Request[] = [];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('catalog', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  writes = [];
  items = [
    { ...summary('AR-SOL-RO', 'Aria Solitaire Ring'), options: { gold: 'ROSE', size: '14', engraving: 'Ti amo' }, configuredPriceCents: 155_000, missing: [] },
    { ...summary('AR-BAN-RO', 'Aria Band'), options: {}, configuredPriceCents: 90_000, missing: ['SIZE'] },
    { ...summary('NY-RIV-EM', 'Nyx Rivière', false), options: {}, configuredPriceCents: 300_000, missing: [] },
  ];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    if (request.method !== 'GET') {
      writes.push(request);
      const sku = decodeURIComponent(url.pathname.split('/')[4] ?? '');
      items = items.filter((item) => item.sku !== sku);
    }
    const wishlist = { items, count: items.length };
    return Response.json(url.pathname.endsWith('/move-to-cart') ? { wishlist, cart: {} } : wishlist);
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

test('lists the saved pieces with their choices and price; a ring without its size leads to its page', async () => {
  renderCatalogAt('/en/wishlist');
  expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
  const list = await screen.findByRole('list');
  const [solitaire, band, riviere] = within(list).getAllByRole('listitem');
  expect(within(solitaire!).getByRole('link', { name: 'Aria Solitaire Ring' })).toHaveAttribute('href', '/en/product/AR-SOL-RO');
  expect(solitaire).toHaveTextContent('Rose gold · Size 14 · Engraving “Ti amo”');
  expect(solitaire).toHaveTextContent('€1,550.00');
  expect(within(band!).getByRole('link', { name: 'Choose the size' })).toHaveAttribute('href', '/en/product/AR-BAN-RO');
  expect(within(band!).queryByRole('button', { name: 'Move to cart' })).not.toBeInTheDocument();
  expect(riviere).toHaveTextContent('No longer available');
  expect(within(riviere!).queryByRole('button', { name: 'Move to cart' })).not.toBeInTheDocument();
  expect(screen.getByText('3 jewels')).toBeInTheDocument();
});

test('move to cart: the piece leaves the list and the page says it is in the cart, with the focus on that news', async () => {
  const user = userEvent.setup();
  renderCatalogAt('/en/wishlist');
  await user.click(await screen.findByRole('button', { name: 'Move to cart' }));
  const status = await screen.findByText(/Aria Solitaire Ring is now in your cart\./);
  // The focus moves on the next frame, once the news is painted.
  await waitFor(() => expect(status).toHaveFocus());
  expect(within(status).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en/cart');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Aria Solitaire Ring' })).not.toBeInTheDocument());
  expect(new URL(writes[0]!.url).pathname).toBe('/api/wishlist/items/AR-SOL-RO/move-to-cart');
  expect(writes[0]!.method).toBe('POST');
});

test('remove takes a piece out; the last one out leaves the empty state with a way back to the jewels', async () => {
  const user = userEvent.setup();
  items = [items[0]!];
  renderCatalogAt('/en/wishlist');
  await user.click(await screen.findByRole('button', { name: /^Remove\W+Aria Solitaire Ring$/ }));
  expect(await screen.findByText('Aria Solitaire Ring was removed from your wishlist.')).toBeInTheDocument();
  // The list follows the server's answer as soon as it is in the cache (an instant after the news).
  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discover the jewels' })).toHaveAttribute('href', '/en/results');
  expect(writes[0]!.method).toBe('DELETE');
});

test('in Italian', async () => {
  await changeLocale('it');
  renderCatalogAt('/it/wishlist');
  expect(screen.getByRole('heading', { level: 1, name: 'Lista dei desideri' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Sposta nel carrello' })).toBeInTheDocument();
  expect(screen.getByText(/Misura 14/)).toBeInTheDocument();
  await changeLocale('en');
});
