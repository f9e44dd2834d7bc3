import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request } from 'express';
import request from 'supertest';
import { toSlug, type RegistryEntry } from '@ama/contracts';
import { createApp } from '../app';
import { catalogueSitemapEntriesFrom } from '../catalog';
import { eventKeysFrom } from '../events';
import { describeWithDatabase } from '../test-support/engines';
import { createWebRouter } from '.';
import { headForStatus, PageStatuses, providePageStatus, routeParams, type PageStatusResolvers } from './page-status';
import { shopFixture } from './__tests__/web-harness';

// The routes with a parameter that can name nothing, as the remotes announce them (their route-patterns.json).
const REMOTE_ROUTES: Record<string, string[]> = {
  mfe_catalog: ['/', '/product/:sku', '/collections/:collection', '/shapes/:shape'],
  mfe_events: ['/events', '/events/booking', '/events/:key'],
  mfe_club: ['/club', '/club/elite-:token'],
};

// Stand-ins for the shell's server entry (the BFF knows only the ShellServer contract): one that misses
// the render's budget, and one that leaves the route's area to the browser, as the real one does on a
// loaded machine (issue 43: `X-Render: mfe_events=client`), answering with the status it was handed.
const LATE_SHELL = `module.exports = Promise.resolve({
  warm() {}, status() { return {}; },
  render: () => new Promise((resolve) => setTimeout(resolve, 1000).unref()).then(() => null),
});`;
const CLIENT_SHELL = `module.exports = Promise.resolve({
  warm() {}, status() { return {}; },
  async render(page) {
    return { status: page.status, head: { title: '' }, regions: { header: '<header>h</header>', main: '', footer: '' },
      state: {}, remotes: page.owner ? { [page.owner]: 'client' } : {}, timings: {} };
  },
});`;

function shop(shell: string): { root: string; registryFile: string } {
  const root = shopFixture();
  const registryFile = path.join(root, 'registry.json');
  const remotes = Object.entries(REMOTE_ROUTES).map(([name, routes]) => ({ name, manifestUrl: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', routes }));
  writeFileSync(registryFile, JSON.stringify({ remotes }));
  mkdirSync(path.join(root, 'shell/dist/server'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/server/server.js'), shell);
  return { root, registryFile };
}

const NOINDEX = '<meta name="robots" content="noindex">';

describe('routeParams', () => {
  it("reads a pattern's parameters from the path, decoded, and keeps text that cannot be decoded as sent", () => {
    expect(routeParams('/events/:key', '/events/spring-evening')).toEqual({ key: 'spring-evening' });
    expect(routeParams('/club/elite-:token', '/club/elite-abc')).toEqual({ token: 'abc' });
    expect(routeParams('/product/:sku', '/product/GA%20SOL')).toEqual({ sku: 'GA SOL' });
    expect(routeParams('/product/:sku', '/product/%E0%A4%A')).toEqual({ sku: '%E0%A4%A' });
  });
});

describe('headForStatus', () => {
  it('says noindex for a page that names nothing, and keeps what a page said itself', () => {
    expect(headForStatus({ title: '' }, 404)).toEqual({ title: '', robots: 'noindex' });
    expect(headForStatus({ title: '' }, 410)).toEqual({ title: '', robots: 'noindex' });
    expect(headForStatus({ title: 'Ring' }, 200)).toEqual({ title: 'Ring' });
    expect(headForStatus({ title: 'Gone', robots: 'noindex, nofollow' }, 404)).toEqual({ title: 'Gone', robots: 'noindex, nofollow' });
  });
});

describe('PageStatuses', () => {
  const owner = { name: 'mfe_events', routes: ['/events/booking', '/events/:key'] } as RegistryEntry;
  const requestTo = (resolvers: PageStatusResolvers) => {
    const app = express();
    providePageStatus(app, resolvers);
    return { app } as unknown as Request;
  };

  it("asks the matched pattern's resolver once while its answer is kept; a failed lookup decides nothing and is asked again", async () => {
    const resolve = jest.fn(async ({ key }: Readonly<Record<string, string>>) => (key === 'known' ? 200 : 404));
    const statuses = new PageStatuses(30_000);
    const req = requestTo({ '/events/:key': resolve });
    const route = (rest: string) => ({ rest, query: '', owner, claimed: true });
    expect(await statuses.decide(req, route('/events/nothing'), 'en')).toBe(404);
    expect(await statuses.decide(req, route('/events/nothing'), 'en')).toBe(404);
    expect(await statuses.decide(req, route('/events/known'), 'en')).toBe(200);
    expect(await statuses.decide(req, route('/events/booking'), 'en')).toBe(200);
    expect(resolve).toHaveBeenCalledTimes(2);

    const failing = jest.fn(async () => {
      throw new Error('database down');
    });
    const down = requestTo({ '/events/:key': failing });
    expect(await statuses.decide(down, route('/events/other'), 'en')).toBe(200);
    expect(await statuses.decide(down, route('/events/other'), 'en')).toBe(200);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('answers 404 for a path nothing claims and 200 for a claimed one without a resolver, asking nobody', async () => {
    const statuses = new PageStatuses(0);
    const req = requestTo({});
    expect(await statuses.decide(req, { rest: '/nowhere', query: '', claimed: false }, 'it')).toBe(404);
    expect(await statuses.decide(req, { rest: '/dev/ui', query: '', claimed: true }, 'it')).toBe(200);
    expect(await statuses.decide(req, { rest: '/events/x', query: '', owner, claimed: true }, 'it')).toBe(200);
  });
});

describeWithDatabase("a page's status, decided before the render", (context) => {
  const shops = { late: shop(LATE_SHELL), client: shop(CLIENT_SHELL) };
  afterAll(() => Object.values(shops).forEach(({ root }) => rmSync(root, { recursive: true, force: true })));

  const RENDERS = [
    ['server rendering is off', { shell: 'late', enabled: false }],
    ['the render misses its budget', { shell: 'late', enabled: true }],
    ["the route's area is left to the browser", { shell: 'client', enabled: true }],
  ] as const;

  const app = ({ shell, enabled }: (typeof RENDERS)[number][1]) => {
    const { config, db } = context();
    const { root, registryFile } = shops[shell];
    return createApp({ config, db, web: createWebRouter({ repoRoot: root, registryFile, ssr: { enabled, budgetMs: 50, pageCacheSeconds: 30 }, warn: () => undefined }) });
  };

  let known: { sku: string; event: string; collection: string; shape: string };
  beforeAll(async () => {
    const { db } = context();
    const catalogue = await catalogueSitemapEntriesFrom(db.kysely)();
    const [event] = await eventKeysFrom(db.kysely)();
    known = { sku: catalogue.skus[0]!, event: event!, collection: toSlug(catalogue.collections[0]!), shape: toSlug(catalogue.shapes[0]!) };
  });

  describe.each(RENDERS)('when %s', (_case, render) => {
    it('answers 404 with noindex for an unknown event key and an unknown SKU, and 200 for known ones', async () => {
      const shop = app(render);
      for (const url of ['/it/events/no-such-evening', '/en/product/NO-SUCH-SKU', '/it/events/booking?event=no-such-evening']) {
        const res = await request(shop).get(url);
        expect([url, res.status, res.headers['x-render']]).toEqual([url, 404, render.shell === 'client' ? expect.stringMatching(/=client/) : '']);
        expect(res.text).toContain(NOINDEX);
      }
      for (const url of [`/it/events/${known.event}`, `/en/product/${known.sku}`, `/en/product/${known.sku.toLowerCase()}`, `/it/events/booking?event=${known.event}`]) {
        const res = await request(shop).get(url);
        expect([url, res.status]).toEqual([url, 200]);
        expect(res.text).not.toContain(NOINDEX);
      }
    });

    it('answers the collections, the shapes and the ELITE page by what they name', async () => {
      const shop = app(render);
      const { config } = context();
      const expected: [string, number][] = [
        [`/en/collections/${known.collection}`, 200],
        ['/en/collections/no-such-collection', 404],
        [`/de/shapes/${known.shape}`, 200],
        ['/de/shapes/no-such-shape', 404],
        [`/es/club/elite-${config.club.eliteToken}`, 200],
        ['/es/club/elite-not-the-token', 404],
        // A static route beside a parameter is no parameter's value; the booking page names an event in its query only.
        ['/en/events/booking', 200],
        ['/en/events/booking?event=', 200],
        ['/en/events/booking?cancel=some-token&event=no-such-evening', 200],
        ['/en/events/booking?event=no-such-evening&utm_source=x', 404],
      ];
      for (const [url, status] of expected) expect([url, (await request(shop).get(url)).status]).toEqual([url, status]);
    });
  });

  it('hands the shell the owner and the decided status, which a page left to the browser keeps', async () => {
    const res = await request(app({ shell: 'client', enabled: true })).get('/it/events/no-such-evening');
    expect(res.status).toBe(404);
    expect(res.headers['x-render']).toBe('mfe_events=client, layout=server');
  });

  it('answers bad input with a 404, never a 500', async () => {
    const shop = app({ shell: 'client', enabled: true });
    for (const url of [`/en/product/${'A'.repeat(41)}`, '/en/product/%00', `/en/events/${'a'.repeat(300)}`, '/en/events/No-Such', '/en/events/%27%3B--', '/en/shapes/%C3%A8']) {
      expect([url, (await request(shop).get(url)).status]).toEqual([url, 404]);
    }
    // A path that cannot be decoded is refused by the router before any page (400).
    expect((await request(shop).get('/en/product/%E0%A4%A')).status).toBe(400);
  });
});
