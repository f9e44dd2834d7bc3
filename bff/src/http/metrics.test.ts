import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { createWebRouter } from '../web';
import { shopFixture } from '../web/__tests__/web-harness';
import { enqueueMail } from '../mail/outbox-repository';
import { describeWithDatabase, testConfig } from '../test-support/engines';

/** The value of one series in Prometheus' text format, e.g. series(text, 'http_requests_total', { route: '/healthz' }). */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describeWithDatabase('GET /metrics', (context) => {
  const scrape = async () => {
    const res = await request(context().app).get('/metrics');
    expect(res.status).toBe(200);
    return res.text;
  };

  it("counts requests and their latency by the route's pattern, never by the raw URL", async () => {
    const before = await scrape();
    const listing = { method: 'GET', route: '/api/products', status: '200' };
    const count = (text: string, labels: Record<string, string>) => series(text, 'http_requests_total', labels) ?? 0;
    // The second listing is answered from its serialised copy, before Express: it counts all the same.
    await request(context().app).get('/api/products?locale=en').expect(200);
    await request(context().app).get('/api/products?locale=en').expect(200);
    await request(context().app).get('/api/products/NO-SUCH-1?locale=en').expect(404);
    await request(context().app).get('/api/products/NO-SUCH-2?locale=en').expect(404);
    const after = await scrape();
    expect(count(after, listing) - count(before, listing)).toBe(2);
    const unknown = { method: 'GET', route: '/api/products/:sku', status: '404' };
    expect(count(after, unknown) - count(before, unknown)).toBe(2);
    expect(after).not.toContain('NO-SUCH');
    expect(after).not.toContain('locale=en');
    expect(series(after, 'http_request_duration_seconds_count', { route: '/api/products' })).toBeGreaterThanOrEqual(2);
    // Node's default process metrics are on.
    expect(series(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it("reads the outbox's backlog at scrape time", async () => {
    const pending = (text: string) => series(text, 'mail_outbox_messages', { status: 'pending' }) ?? 0;
    const before = pending(await scrape());
    await enqueueMail(context().db.kysely, { to: 'metrics@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    const text = await scrape();
    expect(pending(text)).toBe(before + 1);
    expect(series(text, 'mail_outbox_messages', { status: 'failed' })).toBeDefined();
    expect(series(text, 'mail_outbox_retrying')).toBeDefined();
  });

  it('shows the connection pool on PostgreSQL only (PGlite has none)', async () => {
    const text = await scrape();
    if (context().engine === 'postgres') expect(series(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    else expect(text).not.toContain('db_pool_connections');
  });

  it("is Prometheus' text format", async () => {
    const res = await request(context().app).get('/metrics');
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

// A stand-in for the shell's server entry (as in web/server-pages.test.ts): '/partial' leaves the
// remote's area to the browser, '/throws' fails the whole render.
const FAKE_SHELL = `
module.exports = Promise.resolve({
  warm() {},
  status() { return {}; },
  async render(page) {
    if (page.url.includes('/throws')) throw new Error('render failed');
    return {
      status: 200,
      head: { title: 'Guide' },
      regions: { header: '<header>H</header>', main: '<div id="app-mfe_content">M</div>', footer: '<footer>F</footer>' },
      state: {},
      remotes: { mfe_content: page.url.includes('/partial') ? 'client' : 'server' },
      timings: { main: 1, total: 2 },
    };
  },
});`;

describeWithDatabase('server-render metrics', (context) => {
  let root: string;
  beforeAll(() => {
    root = shopFixture();
    mkdirSync(path.join(root, 'shell/dist/server'), { recursive: true });
    writeFileSync(path.join(root, 'shell/dist/server/server.js'), FAKE_SHELL);
    mkdirSync(path.join(root, 'mfe-content/dist/server'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-content/dist/server/remoteEntry.js'), '/* server */');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('times every render by its remote and counts the areas left to the browser', async () => {
    const web = createWebRouter({ repoRoot: root, ssr: { enabled: true, budgetMs: 200, pageCacheSeconds: 0 }, warn: () => undefined });
    const app = createApp({ config: context().config, db: context().db, web });
    const scrape = async () => (await request(app).get('/metrics')).text;
    const fallbacks = (text: string, remote: string) => series(text, 'ssr_fallbacks_total', { remote }) ?? 0;
    const renders = (text: string) => series(text, 'ssr_render_duration_seconds_count', { remote: 'mfe_content' }) ?? 0;
    const before = await scrape();
    expect((await request(app).get('/en/guides/whole')).headers['x-render']).toBe('mfe_content=server, layout=server');
    expect((await request(app).get('/en/guides/partial')).headers['x-render']).toBe('mfe_content=client, layout=server');
    await request(app).get('/en/guides/throws').expect(200);
    const after = await scrape();
    expect(renders(after) - renders(before)).toBe(3);
    expect(fallbacks(after, 'mfe_content') - fallbacks(before, 'mfe_content')).toBe(1);
    expect(fallbacks(after, 'page') - fallbacks(before, 'page')).toBe(1);
    // The page's route is the web router's catch-all pattern, not the page's path.
    expect(after).not.toContain('/en/guides');
  });
});

describeWithDatabase('who may read /metrics', (context) => {
  it('with METRICS_TOKEN: only a scrape with that bearer token; anyone else gets the JSON 404', async () => {
    const app = createApp({ config: context().config, db: context().db, metricsToken: 's3cret-token' });
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer s3cret-token')).status).toBe(200);
    for (const authorization of [undefined, 'Bearer wrong', 'Bearer s3cret-token2', 's3cret-token']) {
      const req = request(app).get('/metrics');
      const res = await (authorization ? req.set('Authorization', authorization) : req);
      expect([authorization, res.status, res.body.error?.code]).toEqual([authorization, 404, 'NOT_FOUND']);
    }
  });

  it('in production without a token: off', async () => {
    const config = testConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const res = await request(createApp({ config, db: context().db })).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
  });
});
