/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, createShopStore, initI18n, Route, Routes, useLocation } from '@ama/platform';
import { messages } from '../i18n';
import { renderCatalogAt } from '../test-support';
import { ResultsPage } from './ResultsPage';

// The listing's API, answered the way the BFF does: the page shows what the server returns.
const item = (sku: string, name: string, priceCents: number, goldColours = ['YELLOW']) => ({
  sku,
  name,
  category: 'RINGS',
  collection: 'GAIA',
  collectionName: 'Gaia',
  shape: 'OVAL',
  priceCents,
  currency: 'EUR',
  available: true,
  goldColours,
  defaultGold: 'YELLOW',
  imageUrl: `/images/products/${sku}-yellow.svg`,
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
    // The server found nothing as typed and answers with the nearest spelling's results.
    // "rigs" found two bangles by their descriptions only, and the server shows the rings "rings" names, unless asked as typed.
    const asTyped = url.searchParams.get('asTyped') === 'true';
    const correctedQuery = q === 'gaja' ? 'gaia' : q === 'rigs' && !asTyped ? 'rings' : undefined;
    const asTypedFinds = correctedQuery === 'rings' ? true : undefined;
    // A search of filter names only: the server says which filters it read it as.
    const readAs = q === 'rose gold rings' ? { category: ['ENGAGEMENT_RINGS', 'RINGS'], gold: ['ROSE'] } : undefined;
    return new Response(JSON.stringify({ items, total: items.length, page: 1, pageSize: 24, pageCount: items.length ? 1 : 0, facets, correctedQuery, asTypedFinds, readAs }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

function Location() {
  const { search } = useLocation();
  return (
    <div role="note" aria-label="address">
      {search}
    </div>
  );
}

const at = (url: string) =>
  renderCatalogAt(
    url,
    <Routes>
      <Route
        path="/:locale/results"
        element={
          <>
            <ResultsPage />
            <Location />
          </>
        }
      />
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

test('no match: offers every category as a way on, keeping nothing of the search', async () => {
  at('/en/results?q=nothing&size=14');
  const categories = await screen.findByRole('navigation', { name: 'Category' });
  expect(within(categories).getByText('Or browse a category:')).toBeInTheDocument();
  expect(within(categories).getByRole('link', { name: 'Engagement rings' })).toHaveAttribute('href', '/en/results?category=ENGAGEMENT_RINGS&size=14');
  expect(within(categories).getAllByRole('link')).toHaveLength(5);
});

test('a search the server answered with a near spelling says which one the list shows', async () => {
  at('/en/results?q=gaja');
  expect(await screen.findByText('No jewels for “gaja”: showing “gaia”.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Gaia Ring/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Results for “gaja”' })).toBeInTheDocument();
});

test('a misspelt word that only descriptions hold shows its near spelling, with a link that searches it as typed, keeping the filters', async () => {
  at('/en/results?q=rigs&gold=ROSE&page=2');
  expect(await screen.findByText(/No jewel is named “rigs”: showing “rings”\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search for “rigs” instead' })).toHaveAttribute('href', '/en/results?q=rigs&asTyped=1&gold=ROSE');
});

test('a search as typed asks the server for it and is kept by the filters without JavaScript', async () => {
  at('/en/results?q=rigs&asTyped=1&gold=ROSE');
  expect(await screen.findByRole('link', { name: /Gaia Ring/ })).toBeInTheDocument();
  expect(requested.at(-1)!.searchParams.get('asTyped')).toBe('true');
  expect(screen.queryByText(/showing “rings”/)).not.toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Filters and sorting' }).querySelector('input[type="hidden"][name="asTyped"]')).toHaveValue('1');
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
  expect(ring.querySelector('img')).toHaveAttribute('src', '/images/products/GA-1-rose.svg');
  // not made in rose gold: its own default render
  expect(screen.getByRole('link', { name: /Gaia Band/ }).querySelector('img')).toHaveAttribute('src', '/images/products/GA-2-yellow.svg');
  // The browser takes the same render in pixels, in that gold, at the width its screen needs.
  expect(ring.querySelector('img')).toHaveAttribute(
    'srcset',
    '/images/products/320/GA-1-rose.webp 320w, /images/products/640/GA-1-rose.webp 640w, /images/products/960/GA-1-rose.webp 960w',
  );
});

test('a search that named one gold colour shows each piece made in it in that gold, as the gold filter does', async () => {
  at('/en/results?q=rose%20gold%20rings');
  const ring = await screen.findByRole('link', { name: /Gaia Ring/ });
  expect(ring.querySelector('img')).toHaveAttribute('src', '/images/products/GA-1-rose.svg');
  expect(screen.getByRole('link', { name: /Gaia Band/ }).querySelector('img')).toHaveAttribute('src', '/images/products/GA-2-yellow.svg');
});

describe("the shopper's ring size (?size=, from the ring-size guide)", () => {
  // A ring, an engagement ring and a pair of earrings: only the rings have a size to choose.
  beforeEach(() => {
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      requested.push(url);
      const items = [
        item('GA-1', 'Gaia Ring', 194_000),
        { ...item('GA-SOL', 'Gaia Solitaire', 254_000), category: 'ENGAGEMENT_RINGS' },
        { ...item('GA-EAR', 'Gaia Earrings', 98_000), category: 'EARRINGS' },
      ];
      return Response.json({ items, total: items.length, page: 1, pageSize: 24, pageCount: 1, facets });
    }) as typeof fetch;
  });

  test('is shown, and the rings link to their page with it; other jewels link plainly', async () => {
    at('/en/results?category=RINGS,ENGAGEMENT_RINGS&size=14');
    expect(screen.getByText('Your size: 14')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove your size 14' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Gaia Ring/ })).toHaveAttribute('href', '/en/product/GA-1?size=14');
    expect(screen.getByRole('link', { name: /Gaia Solitaire/ })).toHaveAttribute('href', '/en/product/GA-SOL?size=14');
    expect(screen.getByRole('link', { name: /Gaia Earrings/ })).toHaveAttribute('href', '/en/product/GA-EAR');
    // Not a filter: every ring is made in every size, so the API is asked for the same listing.
    expect(screen.getByRole('status')).toHaveTextContent('3 jewels');
    expect(requested.every((url) => !url.searchParams.has('size'))).toBe(true);
  });

  test('stays in the URL when a filter or the sort changes, and in the form that works without JavaScript', async () => {
    const user = userEvent.setup();
    at('/en/results?size=14');
    await screen.findByRole('link', { name: /Gaia Ring/ });
    const filters = screen.getByRole('form', { name: 'Filters and sorting' });
    expect(filters.querySelector('input[type="hidden"][name="size"]')).toHaveValue('14');
    await user.click(within(filters).getByRole('checkbox', { name: /Rings/ }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?category=RINGS&size=14');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Sort by' }), 'price');
    expect(screen.getByLabelText('address')).toHaveTextContent('?category=RINGS&sort=price&size=14');
    expect(screen.getByText('Your size: 14')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Gaia Ring/ })).toHaveAttribute('href', '/en/product/GA-1?size=14');
  });

  test('the remove button takes the size off and keeps the rest of the listing', async () => {
    const user = userEvent.setup();
    at('/en/results?category=RINGS,ENGAGEMENT_RINGS&sort=price&size=14');
    await screen.findByRole('link', { name: /Gaia Ring/ });
    await user.click(screen.getByRole('button', { name: 'Remove your size 14' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\?category=RINGS,ENGAGEMENT_RINGS&sort=price$/);
    expect(screen.queryByText('Your size: 14')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove your size/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Gaia Ring/ })).toHaveAttribute('href', '/en/product/GA-1');
  });

  test('is translated', async () => {
    at('/it/results?size=9');
    expect(screen.getByText('La tua misura: 9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rimuovi la tua misura 9' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Gaia Ring/ })).toHaveAttribute('href', '/it/product/GA-1?size=9');
  });

  test.each(['abc', '99', '5', '14.5', '-14', ''])('an invalid size (%p) is ignored', async (size) => {
    at(`/en/results?category=RINGS&size=${size}`);
    expect(await screen.findByRole('link', { name: /Gaia Ring/ })).toHaveAttribute('href', '/en/product/GA-1');
    expect(screen.queryByText(/Your size/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove your size/ })).not.toBeInTheDocument();
  });
});

test('the links to the neighbouring pages carry where they start; the others are pages by number', async () => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    requested.push(url);
    const items = [item('GA-1', 'Gaia Ring', 194_000)];
    return Response.json({ items, total: 240, page: 5, pageSize: 24, pageCount: 10, cursors: { before: '200000.97.GA-1', after: '200000.120.GA-2' }, facets });
  }) as typeof fetch;
  at('/en/results?sort=price&page=5&after=190000.96.GA-0');
  const pages = await screen.findByRole('navigation', { name: 'Pages' });
  expect(requested[0]!.searchParams.get('after')).toBe('190000.96.GA-0');
  expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en/results?sort=price&page=6&after=200000.120.GA-2');
  expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/en/results?sort=price&page=4&before=200000.97.GA-1');
  expect(within(pages).getByRole('link', { name: 'Page 10' })).toHaveAttribute('href', '/en/results?sort=price&page=10');
  expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/results?sort=price');
});
