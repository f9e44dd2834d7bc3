import { PAGE_DATA_IDS } from '@ama/contracts';
import { createApp } from '../app';
import { RENDER_CLIENT_HEADER, RENDER_KEY_HEADER } from './render-client';
import { builtRoot as root, describeWhenBuilt, getFrom, listening, type LoopbackAnswer as Answer } from './__tests__/web-harness';
import { createWebRouter } from '.';

/** The listing answer the page's state holds for its search (the API's data or its error). */
function searchStateOf(html: string): { status: string; total?: number; errorStatus?: number } {
  const script = new RegExp(`<script type="application/json" id="${PAGE_DATA_IDS.state}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  if (!script) throw new Error('the page carries no state');
  const queries = JSON.parse(script[1]!).api.queries as Record<string, { endpointName: string; status: string; data?: { total: number }; error?: { status: number } }>;
  const listing = Object.values(queries).find((query) => query.endpointName === 'products');
  if (!listing) throw new Error('the page did not ask for the listing');
  return { status: listing.status, total: listing.data?.total, errorStatus: listing.error?.status };
}

const SEARCH_BUDGET = 4;

describeWhenBuilt("a server render's searches (they used to share the server's own budget)", (context) => {
  let server: Awaited<ReturnType<typeof listening>>;

  beforeAll(async () => {
    const { config, db } = context();
    const web = createWebRouter({ repoRoot: root, host: '127.0.0.1', ssr: { enabled: true, budgetMs: 5_000, pageCacheSeconds: 30 }, warn: () => undefined });
    server = await listening(createApp({ config: { ...config, searchRateLimit: { limit: SEARCH_BUDGET, windowMs: 60_000 } }, db, web }));
  });
  afterAll(() => server.close());

  it("count against the visitor: one visitor's flood leaves another's search page with results, and a refused page is never kept", async () => {
    const flooder = '127.0.0.2';
    const pages: Answer[] = [];
    for (let i = 0; i <= SEARCH_BUDGET; i += 1) pages.push(await getFrom(flooder, server.port, `/en/results?q=gaia%20${i}`));
    // Within the budget the pages are rendered with their data (no results for these words, but answered).
    for (const page of pages.slice(0, SEARCH_BUDGET)) expect([page.status, searchStateOf(page.body).status]).toEqual([200, 'fulfilled']);
    // One search over it: that visitor's page says so, and is neither kept here nor by a CDN.
    const over = pages[SEARCH_BUDGET]!;
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(over.headers['cache-control']).toBe('no-store');
    expect(searchStateOf(over.body).errorStatus).toBe(429);
    // What the visitor reads there: the failure and a retry, not "looking for jewels".
    expect(over.body).toContain('The jewels could not be loaded.');
    expect(over.body).not.toContain('Looking for jewels');

    // Another visitor's search, the refused one included, is rendered with its results.
    for (const target of ['/en/results?q=ring', `/en/results?q=gaia%20${SEARCH_BUDGET}`]) {
      const other = await getFrom('127.0.0.3', server.port, target);
      expect(other.status).toBe(200);
      expect(searchStateOf(other.body).status).toBe('fulfilled');
    }
    expect(searchStateOf((await getFrom('127.0.0.3', server.port, '/en/results?q=ring')).body).total).toBeGreaterThan(0);
  }, 120_000);

  it("cannot be claimed by a client: the render headers without the shop's key spend the sender's own budget", async () => {
    const forged = { [RENDER_KEY_HEADER]: 'x'.repeat(43), [RENDER_CLIENT_HEADER]: '198.51.100.7' };
    const answers: number[] = [];
    for (let i = 0; i <= SEARCH_BUDGET; i += 1) answers.push((await getFrom('127.0.0.4', server.port, `/api/products?locale=en&q=forged-${i}`, forged)).status);
    expect(answers).toEqual([...Array<number>(SEARCH_BUDGET).fill(200), 429]);
  });
});
