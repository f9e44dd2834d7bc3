import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { Registry } from '@ama/contracts';
import { shopFixture, webApp } from './__tests__/web-harness';
import { serverRegistry } from './server-pages';

// A stand-in for the shell's server entry: the BFF only knows the ShellServer contract, so these tests
// drive its page composition (head, regions, state, status, cache, fallbacks) without React.
const FAKE_SHELL = `
const hostile = '</script><!-- $& x';
module.exports = Promise.resolve({
  warm() {},
  status() { return {}; },
  async render(page) {
    if (page.url.includes('/throws')) throw new Error('render failed');
    if (page.url.includes('/slow')) await new Promise((resolve) => setTimeout(resolve, 1000));
    return {
      status: page.url.includes('/missing') ? 404 : 200,
      head: { title: 'Guides </title>', description: 'How to choose', jsonLd: [{ '@type': 'Article', name: hostile }] },
      regions: { header: '<header>H-' + page.locale + '</header>', main: '<div id="app-mfe_content" data-ssr="">M</div>', footer: '<footer>F</footer>' },
      state: { api: { queries: { note: hostile } } },
      remotes: { mfe_content: page.url.includes('/partial') ? 'client' : 'server' },
      timings: { main: 3, total: 4 },
    };
  },
});`;

let root: string;
// shop.test is the public name the pages are asked for by (one origin: supertest's port changes per request).
const app = (web = {}) => webApp(root, { ssr: { enabled: true, budgetMs: 50, pageCacheSeconds: 30 }, allowedHosts: ['shop.test'], ...web });
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="ama-state"[^>]*>(.*?)<\/script>/.exec(html)![1]!);
const nonceOf = (res: request.Response) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];

beforeEach(() => {
  root = shopFixture();
  mkdirSync(path.join(root, 'shell/dist/server'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/server/server.js'), FAKE_SHELL);
  mkdirSync(path.join(root, 'mfe-content/dist/server'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-content/dist/server/remoteEntry.js'), '/* server */');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a server-rendered page', () => {
  it("puts the shell's regions, head and state into the page, with the render's status", async () => {
    const res = await request(app()).get('/de/guides/4c').set('Host', 'shop.test');
    expect(res.status).toBe(200);
    expect(res.headers['x-render']).toBe('mfe_content=server, layout=server');
    expect(res.text).toContain('<div id="ama-header"><header>H-de</header></div>');
    expect(res.text).toContain('<main><div id="app-mfe_content" data-ssr="">M</div></main>');
    expect(res.text).toContain('<div id="ama-footer"><footer>F</footer></div>');
    expect(res.text).toContain('<html lang="de"');
    expect(res.text).toContain('<title>Guides &lt;/title&gt; | AMA</title>');
    expect(res.text).toContain('<link rel="canonical" href="http://shop.test/de/guides/4c">');
    expect(res.text).toContain('<link rel="alternate" hreflang="x-default" href="http://shop.test/it/guides/4c">');
    expect(res.text).toContain('<meta property="og:title" content="Guides &lt;/title&gt;">');
    expect(stateOf(res.text)).toEqual({ api: { queries: { note: '</script><!-- $& x' } } });
  });

  it('lets no data close a script or open a comment', async () => {
    const res = await request(app()).get('/en/guides/4c');
    expect(res.text.match(/<\/script><!--/g)).toBeNull();
    expect(res.text).toContain('"name":"\\u003c/script>\\u003c!-- $& x"');
  });

  it('answers with the status the page decided (a parameter that names nothing is a 404)', async () => {
    expect((await request(app()).get('/en/guides/missing')).status).toBe(404);
  });

  it('is reused for the next request, each response with its own CSP nonce stamped in', async () => {
    // supertest listens on a new port per request: one Host, as a shop has.
    const server = app();
    const first = await request(server).get('/en/guides/4c').set('Host', 'shop.test');
    const second = await request(server).get('/en/guides/4c').set('Host', 'shop.test');
    expect(second.headers['server-timing']).toBe('cache;desc=hit');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    for (const res of [first, second]) expect(res.text).toContain(`<style nonce="${nonceOf(res)}">`);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(second.text).not.toMatch(/ama-nonce-/);
  });

  it('is not reused when an area was left to the browser: the next request tries the server again', async () => {
    const server = app();
    await request(server).get('/en/guides/partial').set('Host', 'shop.test');
    const again = await request(server).get('/en/guides/partial').set('Host', 'shop.test');
    expect(again.headers['server-timing']).not.toBe('cache;desc=hit');
    expect(again.headers['x-render']).toBe('mfe_content=client, layout=server');
  });

  it('is never kept for the back office: no-store, noindex, rendered afresh each time', async () => {
    const server = app();
    for (const path of ['/en/staff', '/de/staff/orders/AMA-7K3F-9Q']) {
      await request(server).get(path).set('Host', 'shop.test');
      const again = await request(server).get(path).set('Host', 'shop.test');
      expect(again.headers['server-timing']).not.toBe('cache;desc=hit');
      expect(again.headers['cache-control']).toBe('no-store');
      expect(again.headers['x-robots-tag']).toBe('noindex');
    }
    // A shop page whose path merely starts alike is cached as before.
    await request(server).get('/en/staffing').set('Host', 'shop.test');
    expect((await request(server).get('/en/staffing').set('Host', 'shop.test')).headers['cache-control']).not.toBe('no-store');
  });

  it('is never kept for a visitor’s own signed link (a member page, a design, a cancellation): no-store, noindex', async () => {
    const server = app();
    for (const path of ['/en/guides/4c?token=member-link', '/en/guides/4c?cancel=registration-link']) {
      await request(server).get(path).set('Host', 'shop.test');
      const again = await request(server).get(path).set('Host', 'shop.test');
      expect(again.headers['server-timing']).not.toBe('cache;desc=hit');
      expect(again.headers['cache-control']).toBe('no-store');
      expect(again.headers['x-robots-tag']).toBe('noindex');
    }
    // The same page without the link is the public's, kept as before.
    await request(server).get('/en/guides/4c').set('Host', 'shop.test');
    expect((await request(server).get('/en/guides/4c?utm_source=mail').set('Host', 'shop.test')).headers['server-timing']).toBe('cache;desc=hit');
  });

  it('is not cached at all when caching is off', async () => {
    const server = app({ ssr: { enabled: true, budgetMs: 50, pageCacheSeconds: 0 } });
    await request(server).get('/en/guides/4c').set('Host', 'shop.test');
    const again = await request(server).get('/en/guides/4c').set('Host', 'shop.test');
    expect(again.headers['server-timing']).not.toBe('cache;desc=hit');
    expect(again.headers['cache-control']).toBe('no-cache');
  });
});

describe('when the server cannot render', () => {
  it.each([
    ['the render throws', '/en/guides/throws'],
    ['the render runs over its budget', '/en/guides/slow'],
  ])('%s: the page frame is sent and the browser renders the page (never a 500)', async (_case, url) => {
    const res = await request(app()).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['x-render']).toBe('');
    expect(res.text).toContain('<div id="ama-header"></div>');
    expect(res.text).not.toContain('id="ama-state"');
  });

  it('SSR=off renders every page in the browser', async () => {
    const res = await request(app({ ssr: { enabled: false, budgetMs: 50, pageCacheSeconds: 30 } })).get('/en/guides/4c');
    expect(res.headers['x-render']).toBe('');
    expect(res.text).toContain('<main></main>');
  });
});

describe('server builds and the registry', () => {
  it('are not downloadable: server code is read from disk by the server only', async () => {
    expect((await request(app()).get('/remotes/mfe-content/server/remoteEntry.js')).status).toBe(404);
    expect((await request(app()).get('/shell/server/server.js')).status).toBe(404);
  });

  it('browsers get the registry without server entries', async () => {
    const registry = (await request(app()).get('/api/registry')).body as Registry;
    expect(registry.remotes.find((entry) => entry.name === 'mfe_content')).not.toHaveProperty('serverEntry');
  });

  it('the renderer loads a remote built here from its file, versioned; http(s) entries as given; nothing else', () => {
    const entry = { version: '1', routes: ['/x'], preload: [] };
    const resolved = serverRegistry(
      {
        release: 'r',
        remotes: [
          { ...entry, name: 'mfe_content', manifestUrl: '/remotes/mfe-content/mf-manifest.json', serverEntry: '/remotes/mfe-content/server/remoteEntry.js' },
          { ...entry, name: 'mfe_events', manifestUrl: 'https://cdn.test/e/mf-manifest.json', serverEntry: 'https://cdn.test/e/server/remoteEntry.js' },
          { ...entry, name: 'mfe_club', manifestUrl: '/remotes/mfe-club/mf-manifest.json', serverEntry: '/elsewhere/remoteEntry.js' },
          { ...entry, name: 'mfe_catalog', manifestUrl: '/remotes/mfe-catalog/mf-manifest.json', serverEntry: '/remotes/mfe-catalog/server/remoteEntry.js' },
        ],
      },
      root,
    ).remotes.map((remote) => remote.serverEntry);
    expect(resolved[0]).toMatch(new RegExp(`^file://${root}/mfe-content/dist/server/remoteEntry\\.js\\?v=\\d+$`));
    // not built: no server entry, the browser renders it
    expect(resolved.slice(1)).toEqual(['https://cdn.test/e/server/remoteEntry.js', undefined, undefined]);
  });
});
