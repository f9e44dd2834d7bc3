/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen } from '@testing-library/react';
import { addMessages, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { renderCatalogAt } from '../test-support';

// The catalogue API as the BFF answers it: the pages show what the server says.
const answers: Record<string, unknown> = {
  '/api/collections': {
    items: [{ code: 'GAIA', slug: 'gaia', name: 'Gaia', subtitle: 'Born of the earth', description: 'Gaia honours the earth.', productCount: 1, imageUrl: null }],
  },
  '/api/shapes': { items: [{ code: 'MARQUISE', slug: 'marquise', name: 'Marquise', description: 'A boat-shaped brilliant.', productCount: 1 }] },
  '/api/products': {
    items: [
      {
        sku: 'GA-1',
        name: 'Gaia Ring',
        category: 'RINGS',
        collection: 'GAIA',
        collectionName: 'Gaia',
        shape: 'MARQUISE',
        priceCents: 194_000,
        currency: 'EUR',
        available: true,
        goldColours: ['YELLOW'],
        defaultGold: 'YELLOW',
        imageUrl: '/i.svg',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 24,
    pageCount: 1,
  },
};
const asked: URL[] = [];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('catalog', messages);
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    asked.push(url);
    return new Response(JSON.stringify(answers[url.pathname]), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

const at = (path: string) => renderCatalogAt(path);

test('a collection shows its name, story and pieces, with the way to them in the listing', async () => {
  at('/en/collections/gaia');
  expect(await screen.findByRole('heading', { level: 1, name: 'Gaia' })).toBeInTheDocument();
  expect(screen.getByText('Born of the earth')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Gaia Ring/ })).toHaveAttribute('href', '/en/product/GA-1');
  expect(asked.some((url) => url.pathname === '/api/products' && url.searchParams.get('collection') === 'GAIA')).toBe(true);
  expect(screen.getByRole('link', { name: 'All Gaia pieces in the catalogue, with filters' })).toHaveAttribute('href', '/en/results?collection=GAIA');
});

test('a stone shape shows its pieces', async () => {
  at('/en/shapes/marquise');
  expect(await screen.findByRole('heading', { level: 1, name: 'Marquise' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Gaia Ring/ })).toBeInTheDocument();
});

test.each(['/en/collections/atlantis', '/en/shapes/heart'])('%s names nothing: the 404 page', (path) => {
  at(path);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
