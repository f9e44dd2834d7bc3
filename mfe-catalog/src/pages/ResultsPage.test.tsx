/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, createShopStore, initI18n, Route, Routes, useLocation } from '@ama/platform';
import { messages } from '../i18n';
import { renderCatalogAt } from '../test-support';
import { ResultsPage } from './ResultsPage';

// The listing's API, answered the way the BFF does: the page shows what the server returns.
const item = (sku: string, name: string, priceCents: number, goldColours = ['YELLOW']) => ({
  sku, name, category: 'RINGS', collection: 'GAIA', collectionName: 'Gaia', shape: 'OVAL', priceCents, currency: 'EUR',
  available: true, goldColours, defaultGold: 'YELLOW', imageUrl: `/api/products/${sku}/image.svg`,
});
const facets = { category: [{ value: 'RINGS', count: 2 }], collection: [], shape: [], gold: [], price: { minCents: 100_000, maxCents: 300_000 } };
let requested: URL[] = [];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('catalog', messages);
});
beforeEach(() => {
  requested = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    requested.push(url);
    const q = url.searchParams.get('q');
    const items = q === 'nothing' ? [] : [item('GA-1', 'Gaia Ring', 194_000, ['YELLOW', 'ROSE']), item('GA-2', 'Gaia Band', 120_000)];
    return new Response(JSON.stringify({ items, total: items.length, page: 1, pageSize: 24, pageCount: items.length ? 1 : 0, facets }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

function Location() {
  const { search } = useLocation();
  return <div role="note" aria-label="address">{search}</div>;
}

const at = (url: string) =>
  renderCatalogAt(
    url,
    <Routes>
      <Route path="/:locale/results" element={<><ResultsPage /><Location /></>} />
    </Routes>,
  );

test('shows the jewels the server found, with their count and prices for the locale', async () => {
  at('/en/results?q=gaia');
  expect(screen.getByRole('heading', { level: 1, name: 'Results for “gaia”' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Gaia Ring/ })).toHaveAttribute('href', '/en/product/GA-1');
  expect(screen.getByRole('status')).toHaveTextContent('2 jewels');
  expect(screen.getByRole('link', { name: /Gaia Ring/ })).toHaveTextContent('from €1,940.00');
  expect(requested[0]!.searchParams.get('q')).toBe('gaia');
  expect(requested[0]!.searchParams.get('locale')).toBe('en');
});

test('a filter and the sort go into the URL, and the API is asked for that listing', async () => {
  const user = userEvent.setup();
  at('/en/results');
  await screen.findByRole('link', { name: /Gaia Ring/ });
  const filters = screen.getByRole('form', { name: 'Filters and sorting' });
  await user.click(within(filters).getByRole('checkbox', { name: /Rings/ }));
  expect(screen.getByLabelText('address')).toHaveTextContent('?category=RINGS');
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Sort by' }), 'price');
  expect(screen.getByLabelText('address')).toHaveTextContent('?category=RINGS&sort=price');
  await screen.findByRole('link', { name: /Gaia Ring/ });
  expect(requested.at(-1)!.searchParams.get('category')).toBe('RINGS');
  expect(requested.at(-1)!.searchParams.get('sort')).toBe('price');
});

test('no match: says so and offers the way back to every jewel', async () => {
  at('/en/results?q=nothing');
  expect(await screen.findByRole('heading', { name: 'No jewels match' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Show all jewels' })).toHaveAttribute('href', '/en/results');
});

test('without JavaScript the filters are a GET form to the same page', () => {
  at('/en/results?q=gaia');
  const filters = screen.getByRole('form', { name: 'Filters and sorting' });
  expect(filters).toHaveAttribute('method', 'get');
  expect(filters).toHaveAttribute('action', '/en/results');
  expect(filters.querySelector('input[type="hidden"][name="q"]')).toHaveValue('gaia');
});

test('a listing filtered to one gold colour shows each piece made in it in that gold', async () => {
  at('/en/results?gold=ROSE');
  const ring = await screen.findByRole('link', { name: /Gaia Ring/ });
  expect(ring.querySelector('img')).toHaveAttribute('src', '/api/products/GA-1/image.svg?gold=ROSE');
  // not made in rose gold: its own default render
  expect(screen.getByRole('link', { name: /Gaia Band/ }).querySelector('img')).toHaveAttribute('src', '/api/products/GA-2/image.svg');
});
