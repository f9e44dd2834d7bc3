/**
 * @jest-environment node
 */
// The staff pages as the shell's server renders them: a frame around one island each, never staff data
// (the server renders anonymously: its HTML and the page cache must carry nobody's orders), never indexed.
import { renderToString } from 'react-dom/server';
import { api, configureApi, createRemoteServer, createRequestStore, initI18n, requestI18n, ServerRequestProvider, type ServerRequest } from '@ama/platform';
import { remote } from '../remote';

const server = createRemoteServer(remote);

/** Renders until no new query starts, as shell/src/server/render-page.tsx does, islands as roots of their own. */
async function serverRender(url: string) {
  await server.prepare?.(url);
  const request: ServerRequest = {
    url,
    locale: 'en',
    store: createRequestStore({ locale: 'en' }),
    i18n: requestI18n('en'),
    head: {},
    renderIsland: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  };
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

let asked: string[];
beforeAll(() => {
  initI18n('en');
  configureApi({ baseUrl: 'http://bff.test/api', retryDelayMs: 0 });
});
beforeEach(() => {
  asked = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(new URL((input as Request).url).pathname);
    return Response.json({ error: { code: 'UNAUTHENTICATED', message: 'no session' } }, { status: 401 });
  }) as typeof fetch;
});

test.each([
  ['/en/staff', 'backoffice/sign-in', 'Staff sign-in'],
  ['/en/staff/orders?status=shipped&q=rossi', 'backoffice/orders', 'Orders'],
  ['/en/staff/orders/AMA-7K3F-9Q', 'backoffice/order', 'Order AMA-7K3F-9Q'],
  ['/en/staff/renewals?status=requested', 'backoffice/renewals', 'Warranty renewals'],
  ['/en/staff/renewals/7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', 'backoffice/renewal', 'Warranty renewal'],
  ['/en/staff/events', 'backoffice/events', 'Events'],
  ['/en/staff/events/gaia-evening-milan', 'backoffice/event', 'Event gaia-evening-milan'],
  ['/en/staff/appointments?date=2026-12-10', 'backoffice/appointments', 'Appointments'],
  ['/en/staff/discount-codes?q=summer&personal=true', 'backoffice/discount-codes', 'Discount codes'],
  ['/en/staff/discount-codes/SUMMER10', 'backoffice/discount-code', 'Discount code SUMMER10'],
  ['/en/staff/club?status=elite&q=rossi', 'backoffice/club-members', 'Club AMA'],
  ['/en/staff/club/6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b', 'backoffice/club-member', 'Club AMA member'],
  ['/en/staff/club/loans?status=requested', 'backoffice/club-loans', 'ELITE loans'],
  ['/en/staff/club/loans/3c9e1b2a-7d4f-4a6b-9c8d-0e1f2a3b4c5d', 'backoffice/club-loan', 'ELITE loan'],
  ['/en/staff/club/personalisations?status=requested', 'backoffice/club-personalisations', 'Free personalisations'],
  ['/en/staff/club/personalisations/9a4f2c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', 'backoffice/club-personalisation', 'Free personalisation'],
  ['/en/staff/club/designs?status=requested', 'backoffice/custom-designs', 'Custom designs'],
  ['/en/staff/club/designs/5d0c7a52-8d1e-4b7f-9a3c-2e4f6a8b0c1d', 'backoffice/custom-design', 'Custom design'],
  ['/en/staff/products?available=false&q=gaia', 'backoffice/products', 'Products'],
  ['/en/staff/accounts', 'backoffice/accounts', 'Staff accounts'],
])('%s: the frame and its island, "checking your session", no staff API call, noindex', async (url, island, title) => {
  const { html, request } = await serverRender(url);
  expect(asked).toEqual([]);
  expect(html).toContain(`data-island="${island}"`);
  expect(html).toContain('Checking your session…');
  expect(request.head.current).toEqual(expect.objectContaining({ title, robots: 'noindex' }));
  expect(request.head.status).toBeUndefined();
});

test.each([
  ["the order's number", '/en/staff/orders/AMA-7K3F-9Q', { number: 'AMA-7K3F-9Q' }],
  ['the discount code', '/en/staff/discount-codes/SUMMER10', { code: 'SUMMER10' }],
  ["the member's id", '/en/staff/club/6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b', { id: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b' }],
  ["the loan's id", '/en/staff/club/loans/3c9e1b2a-7d4f-4a6b-9c8d-0e1f2a3b4c5d', { id: '3c9e1b2a-7d4f-4a6b-9c8d-0e1f2a3b4c5d' }],
  ["the personalisation's id", '/en/staff/club/personalisations/9a4f2c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', { id: '9a4f2c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' }],
  ["the design's id", '/en/staff/club/designs/5d0c7a52-8d1e-4b7f-9a3c-2e4f6a8b0c1d', { id: '5d0c7a52-8d1e-4b7f-9a3c-2e4f6a8b0c1d' }],
  ["the renewal's id", '/en/staff/renewals/7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', { id: '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a' }],
  ["the event's key", '/en/staff/events/gaia-evening-milan', { eventKey: 'gaia-evening-milan' }],
])("%s travels to the browser as the island's only prop", async (_what, url, props) => {
  const { html } = await serverRender(url);
  expect(html).toContain(`data-island-props="${JSON.stringify(props).replaceAll('"', '&quot;')}"`);
});
