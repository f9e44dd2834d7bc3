/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { renderCatalogAt } from '../test-support';

const option = (type: string, label: string, values: [string, number, boolean][]) => ({
  type, label, required: true,
  values: values.map(([value, priceDeltaCents, isDefault]) => ({ value, label: value, priceDeltaCents, isDefault })),
});
const product = {
  sku: 'GA-SOL-OV', name: 'Gaia Solitaire Ring', category: 'ENGAGEMENT_RINGS', collection: 'GAIA', collectionName: 'Gaia', shape: 'OVAL',
  priceCents: 194_000, currency: 'EUR', available: true, goldColours: ['WHITE', 'YELLOW'], defaultGold: 'YELLOW', imageUrl: '/y.svg',
  description: 'A single lab-grown diamond.', categoryName: 'Engagement rings', shapeName: 'Oval', collectionSubtitle: 'Born of the earth',
  plannedShipment: { workingDays: 15 },
  options: [
    option('GOLD_COLOUR', 'Gold colour', [['WHITE', 0, false], ['YELLOW', 0, true]]),
    option('CARAT', 'Carat', [['0.30', 0, true], ['0.50', 66_000, false]]),
    { type: 'WRITING', label: 'Engraving', required: false, values: [], maxLength: 10, feeCents: 5_000 },
  ],
  images: [{ gold: 'WHITE', url: '/w.svg' }, { gold: 'YELLOW', url: '/y.svg' }],
  suggested: [],
};
let quotes: URL[] = [];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('catalog', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  quotes = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/products/NOPE-1') return new Response('{"error":{"code":"NOT_FOUND","message":"no"}}', { status: 404, headers: { 'content-type': 'application/json' } });
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

test('an engraving shows its fee, counts its characters and is refused over 10, never cut', async () => {
  const user = userEvent.setup();
  at('/en/product/GA-SOL-OV');
  const engraving = await screen.findByRole('textbox', { name: /Engraving/ });
  expect(screen.getByText('+€50.00')).toBeInTheDocument();
  await user.type(engraving, 'Forever');
  expect(screen.getByText('7 of 10 characters')).toBeInTheDocument();
  expect(await screen.findByText('€1,284.56')).toBeInTheDocument();
  await user.type(engraving, ' yours');
  expect(engraving).toHaveValue('Forever yours');
  expect(engraving).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('At most 10 characters: shorten the text to continue.')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(quotes.some((url) => url.searchParams.get('engraving') === 'Forever yours')).toBe(false);
});

test('an unknown SKU is the 404 page', async () => {
  at('/en/product/NOPE-1');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
