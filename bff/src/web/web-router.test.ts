import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { shopFixture, webApp } from './__tests__/web-harness';

let root: string;
const app = (web = {}) => webApp(root, web);

beforeEach(() => {
  root = shopFixture();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('locale routing of the bare root', () => {
  it('follows the locale cookie first', async () => {
    const res = await request(app()).get('/').set('Cookie', 'ama_locale=es').set('Accept-Language', 'de');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/es');
  });

  it('then Accept-Language, then Italian', async () => {
    expect((await request(app()).get('/').set('Accept-Language', 'fr-FR,de;q=0.8')).headers.location).toBe('/de');
    expect((await request(app()).get('/').set('Accept-Language', 'fr-FR')).headers.location).toBe('/it');
    expect((await request(app()).get('/')).headers.location).toBe('/it');
  });

  it('never builds the redirect from the Host header', async () => {
    const res = await request(app()).get('/?ref=mail').set('Host', 'evil.example').set('X-Forwarded-Host', 'evil.example');
    expect(res.headers.location).toBe('/it?ref=mail');
  });

  it('redirects a trailing slash to the path without it, keeping the query', async () => {
    const res = await request(app()).get('/en/about-us/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/en/about-us?a=1');
  });
});

describe('pages', () => {
  it('serves a claimed route with the registry inlined and only its own remote preloaded', async () => {
    const res = await request(app()).get('/en/about-us');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="en"');
    const registry = JSON.parse(/<script type="application\/json" id="ama-registry"[^>]*>(.*?)<\/script>/.exec(res.text)![1]!);
    expect(registry.remotes.map((remote: { name: string }) => remote.name)).toEqual(['mfe_catalog', 'mfe_content']);
    expect(res.text).toContain('href="/remotes/mfe-content/remoteEntry.js"');
    expect(res.text).toContain('href="/remotes/mfe-content/__federation_expose_app.mfe_content.js"');
    // (the inline registry names every remote's container; only the route's own is preloaded)
    expect(res.text).not.toContain('href="/remotes/mfe-catalog/remoteEntry.js"');
    expect(res.text).toContain('href="/shell/bootstrap.33333333.js"');
    // a route-level lazy chunk is never on the startup path, whatever library the manifest files it under
    expect(res.text).not.toContain('lazy-dev-ui');
  });

  it('without a server build, sends the page frame the browser renders, with the shell CSS inline', async () => {
    const res = await request(app()).get('/en/about-us');
    expect(res.headers['x-render']).toBe('');
    expect(res.text).toContain('<div id="ama-header"></div>');
    expect(res.text).toContain('<title>AMA</title>');
    expect(res.text).not.toContain('id="ama-state"');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1];
    expect(res.text).toContain(`<style nonce="${nonce}">body{color:#1c1b1a}</style>`);
    expect(res.text).toContain('<link rel="stylesheet" href="/shell/ui.22222222.css" media="not all" disabled>');
  });

  it('answers a path no remote claims, or an unknown locale, with the page and status 404', async () => {
    for (const url of ['/en/no-such-page', '/fr/about-us', '/en/product']) {
      const res = await request(app()).get(url);
      expect(res.status).toBe(404);
      expect(res.type).toBe('text/html');
    }
  });

  it("serves the shell's own catalogue page", async () => {
    expect((await request(app()).get('/de/dev/ui')).status).toBe(200);
  });
});

describe('registry and assets', () => {
  it('serves GET /api/registry from the built remotes, uncached', async () => {
    const res = await request(app()).get('/api/registry');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.remotes).toEqual([
      expect.objectContaining({ name: 'mfe_catalog', manifestUrl: '/remotes/mfe-catalog/mf-manifest.json', routes: ['/', '/product/:sku'] }),
      expect.objectContaining({ name: 'mfe_content', version: '1.0.0', routes: ['/about-us', '/guides/*'] }),
    ]);
  });

  it('lets one entry point elsewhere (a remote deployed on its own)', async () => {
    const res = await request(app({ remoteOverrides: { mfe_content: 'https://cdn.example/mfe-content/2.0.0/mf-manifest.json' } })).get('/api/registry');
    expect(res.body.remotes[1].manifestUrl).toBe('https://cdn.example/mfe-content/2.0.0/mf-manifest.json');
    expect(res.body.remotes[0].manifestUrl).toBe('/remotes/mfe-catalog/mf-manifest.json');
  });

  it('reads a registry file instead when one is configured, and a changed file is a new release', async () => {
    const file = path.join(root, 'registry.json');
    const entry = { name: 'mfe_events', manifestUrl: 'https://cdn.example/events/mf-manifest.json', version: '3.1.0', routes: ['/events'], preload: [] };
    writeFileSync(file, JSON.stringify({ remotes: [entry] }));
    const shop = app({ registryFile: file });
    const first = (await request(shop).get('/api/registry')).body;
    expect(first.remotes).toEqual([{ ...entry, entry: 'https://cdn.example/events/remoteEntry.js' }]);
    writeFileSync(file, JSON.stringify({ remotes: [{ ...entry, version: '3.2.0' }] }));
    const future = Date.now() / 1000 + 5;
    require('node:fs').utimesSync(file, future, future);
    const second = (await request(shop).get('/api/registry')).body;
    expect(second.remotes[0].version).toBe('3.2.0');
    expect(second.release).not.toBe(first.release);
  });

  it('serves remote assets embeddable cross-origin, revalidating entries and caching hashed chunks for a year', async () => {
    const entry = await request(app()).get('/remotes/mfe-content/remoteEntry.js').set('Origin', 'https://stranger.example');
    expect(entry.status).toBe(200);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // CORS (for fetches) stays limited to the configured remote origins
    expect(entry.headers['access-control-allow-origin']).toBeUndefined();
    expect(entry.headers['cache-control']).toBe('no-cache');
    const css = await request(app()).get('/shell/ui.22222222.css');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a plain 404, never the HTML page', async () => {
    const res = await request(app()).get('/remotes/mfe-content/gone.12345678.js');
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/plain');
  });
});

describe('hostile paths and cookies', () => {
  it('never redirects to another host, and never loops on empty segments', async () => {
    const evil = await request(app()).get('//evil.com/');
    expect(evil.status).toBe(301);
    expect(evil.headers.location).toBe('/evil.com');
    const slashes = await request(app()).get('//');
    expect(slashes.status).toBe(301);
    expect(slashes.headers.location).toBe('/');
    expect((await request(app()).get('/en//about-us')).headers.location).toBe('/en/about-us');
  });

  it('treats a mangled locale cookie as no cookie', async () => {
    const res = await request(app()).get('/').set('Cookie', 'ama_locale=%E0%A4%A').set('Accept-Language', 'es');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/es');
  });

  it("reads the locale cookie as sent, never decoded first (the browser's rule)", async () => {
    // '%65n' decodes to 'en': trusting the decoded value would let an encoded cookie pass as a locale.
    const res = await request(app()).get('/').set('Cookie', 'ama_locale=%65n').set('Accept-Language', 'es');
    expect(res.headers.location).toBe('/es');
  });

  it('inlines registry values containing $ patterns verbatim', async () => {
    const res = await request(app({ remoteOverrides: { mfe_content: "https://cdn.example/$'$&/mf-manifest.json" } })).get('/en/about-us');
    expect(res.status).toBe(200);
    const registry = JSON.parse(/<script type="application\/json" id="ama-registry"[^>]*>(.*?)<\/script>/.exec(res.text)![1]!);
    expect(registry.remotes[1].manifestUrl).toBe("https://cdn.example/$'$&/mf-manifest.json");
  });
});

describe('release id', () => {
  it('depends on what is deployed, not on when the files were written', async () => {
    const before = (await request(app()).get('/api/registry')).body.release;
    const future = Date.now() / 1000 + 60;
    require('node:fs').utimesSync(path.join(root, 'mfe-content/dist/mf-manifest.json'), future, future);
    expect((await request(app()).get('/api/registry')).body.release).toBe(before);
    writeFileSync(path.join(root, 'mfe-content/dist/mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
    expect((await request(app()).get('/api/registry')).body.release).not.toBe(before);
  });
});
