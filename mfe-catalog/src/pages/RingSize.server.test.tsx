/**
 * @jest-environment node
 */
// The shopper's ring size as the shell's server renders the catalogue: the product page's markup already
// has the size chosen (the browser's first render reads the same URL, so hydration matches), and the
// listing's markup shows it and puts it in the rings' links.
import { renderToString } from 'react-dom/server';
import type { Locale } from '@ama/contracts';
import { api, configureApi, createRemoteServer, createRequestStore, initI18n, requestI18n, ServerRequestProvider, type ServerRequest } from '@ama/platform';
import { remote } from '../remote';

const server = createRemoteServer(remote);

/** Renders until no new query starts, as shell/src/server/render-page.tsx does. */
async function serverRender(url: string, locale: Locale) {
  // As the shell's render-page does: the remote's texts and page code first.
  await server.prepare?.(url);
  const request: ServerRequest = { url, locale, store: createRequestStore({ locale }), i18n: requestI18n(locale), head: {} };
  let html = '';
  for (let pass = 0; pass < 3; pass += 1) {
    html = renderToString(
      <ServerRequestProvider request={request}>
        <server.Root url={url} />
      </ServerRequestProvider>,
    );
    const running = request.store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.allSettled(running);
  }
  return { html, request };
}

const value = (value: string) => ({ value, label: value, priceDeltaCents: 0, isDefault: false });
const summary = (sku: string, name: string, category: string) => ({
  sku,
  name,
  category,
  collection: 'GAIA',
  collectionName: 'Gaia',
  shape: 'OVAL',
  priceCents: 194_000,
  currency: 'EUR',
  available: true,
  goldColours: ['YELLOW'],
  defaultGold: 'YELLOW',
  imageUrl: `/images/products/${sku}-yellow.svg`,
});
const ring = {
  ...summary('GA-SOL-OV', 'Gaia Solitaire Ring', 'ENGAGEMENT_RINGS'),
  description: 'A single lab-grown diamond.',
  categoryName: 'Engagement rings',
  shapeName: 'Oval',
  collectionSubtitle: 'Born of the earth',
  plannedShipment: { workingDays: 15 },
  options: [
    { type: 'GOLD_COLOUR', label: 'Gold colour', required: true, values: [{ ...value('WHITE') }, { ...value('YELLOW'), isDefault: true }] },
    { type: 'SIZE', label: 'Ring size', required: true, values: ['12', '13', '14', '15'].map(value) },
  ],
  images: [{ gold: 'YELLOW', url: '/y.svg' }],
  suggested: [],
};

beforeAll(() => {
  initI18n('en');
  configureApi({ baseUrl: 'http://bff.test/api', retryDelayMs: 0 });
});
beforeEach(() => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    if (url.pathname === '/api/products') {
      const items = [summary('GA-1', 'Gaia Ring', 'RINGS'), summary('GA-EAR', 'Gaia Earrings', 'EARRINGS')];
      return Response.json({ items, total: 2, page: 1, pageSize: 24, pageCount: 1 });
    }
    if (url.pathname.endsWith('/price')) return Response.json({ sku: ring.sku, currency: 'EUR', available: true, basePriceCents: 194_000, priceCents: 194_000, selection: [] });
    return Response.json(ring);
  }) as typeof fetch;
});

/** The <select> labelled `label` in the markup, and its selected option's value ('' for the placeholder). */
function selectedIn(html: string, label: string) {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html)?.[1];
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? '';
  return /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(select)?.[1];
}

test('the product page is rendered with the size of the URL chosen', async () => {
  const { html } = await serverRender('/en/product/GA-SOL-OV?size=14', 'en');
  expect(html).toMatch(/<h1[^>]*>Gaia Solitaire Ring<\/h1>/);
  expect(selectedIn(html, 'Ring size')).toBe('14');
  expect(selectedIn(html, 'Gold colour')).toBe('YELLOW');
});

test('a size the ring does not come in, or no size at all, is rendered as the usual "choose your size"', async () => {
  for (const url of ['/en/product/GA-SOL-OV?size=16', '/en/product/GA-SOL-OV?size=abc', '/en/product/GA-SOL-OV']) {
    const { html } = await serverRender(url, 'en');
    expect(selectedIn(html, 'Ring size')).toBe('');
  }
});

test('the listing is rendered with the size shown and in the rings’ links', async () => {
  const { html } = await serverRender('/en/results?category=RINGS,ENGAGEMENT_RINGS&size=14', 'en');
  expect(html).toContain('Your size: 14');
  expect(html).toContain('href="/en/product/GA-1?size=14"');
  expect(html).toContain('href="/en/product/GA-EAR"');
});
