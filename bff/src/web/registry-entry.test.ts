// Browsers register each remote by its container (remoteEntry.js), never by a manifest: the shell's
// federation runtime is built without manifest support (docs/performance.md). The registry
// they get names that URL; the server keeps the manifest for its preload hints and the release gate.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { browserEntryOf } from '@ama/contracts';
import { ManifestPreloads } from './manifest-preload';
import { shopFixture, webApp } from './__tests__/web-harness';

let root: string;
beforeEach(() => {
  root = shopFixture();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const registryOf = async (web: Parameters<typeof webApp>[1] = {}) => (await request(webApp(root, web)).get('/api/registry')).body;

test('every entry browsers get names its container beside its manifest', async () => {
  const { remotes } = await registryOf();
  expect(remotes.map(({ manifestUrl, entry }: { manifestUrl: string; entry: string }) => [manifestUrl, entry])).toEqual([
    ['/remotes/mfe-catalog/mf-manifest.json', '/remotes/mfe-catalog/remoteEntry.js'],
    ['/remotes/mfe-content/mf-manifest.json', '/remotes/mfe-content/remoteEntry.js'],
  ]);
});

test('a registry file may name a container of its own, which browsers then get', async () => {
  const file = path.join(root, 'registry.json');
  const entry = {
    name: 'mfe_events',
    manifestUrl: 'https://cdn.example/events/mf-manifest.json',
    entry: 'https://cdn.example/events/entry.3f2a.js',
    version: '3.1.0',
    routes: ['/events'],
  };
  writeFileSync(file, JSON.stringify({ remotes: [entry] }));
  const { remotes } = await registryOf({ registryFile: file });
  expect(remotes).toEqual([expect.objectContaining({ name: 'mfe_events', manifestUrl: entry.manifestUrl, entry: entry.entry })]);
});

test('REMOTE_OVERRIDES takes the manifest or the container, and finds the other beside it', async () => {
  const { remotes } = await registryOf({
    remoteOverrides: { mfe_content: 'http://127.0.0.1:3005/mf-manifest.json', mfe_catalog: 'https://cdn.example/catalog/2.0.0/remoteEntry.js?v=2' },
  });
  const byName = Object.fromEntries(remotes.map((remote: { name: string }) => [remote.name, remote]));
  expect(byName.mfe_content).toMatchObject({ manifestUrl: 'http://127.0.0.1:3005/mf-manifest.json', entry: 'http://127.0.0.1:3005/remoteEntry.js' });
  expect(byName.mfe_catalog).toMatchObject({ manifestUrl: 'https://cdn.example/catalog/2.0.0/mf-manifest.json', entry: 'https://cdn.example/catalog/2.0.0/remoteEntry.js?v=2' });
  // Where the server finds the server build stays none of the browser's business.
  expect(byName.mfe_content.serverEntry).toBeUndefined();
});

test('the page preloads the container and its app chunks, never the manifest', async () => {
  const page = await request(webApp(root)).get('/en/about-us');
  expect(page.text).toContain('<link rel="preload" as="script" href="/remotes/mfe-content/remoteEntry.js"');
  expect(page.text).toContain('href="/remotes/mfe-content/__federation_expose_app.mfe_content.js"');
  expect(page.text).not.toMatch(/<link[^>]*mf-manifest\.json/);
});

test("the page preloads the shell's and its area's texts in the page's language only", async () => {
  const italian = await request(webApp(root)).get('/it');
  expect(italian.text).toContain('<link rel="preload" as="script" href="/shell/messages-it-json.55555555.js"');
  expect(italian.text).toContain('<link rel="preload" as="script" href="/remotes/mfe-catalog/messages-it-json.77777777.js"');
  expect(italian.text).not.toMatch(/messages-en-json/);
  const english = await request(webApp(root)).get('/en');
  expect(english.text).toContain('href="/shell/messages-en-json.55555555.js"');
  expect(english.text).toContain('href="/remotes/mfe-catalog/messages-en-json.66666666.js"');
  expect(english.text).not.toMatch(/messages-it-json/);
});

test('a remote on another origin gets the hint of its container only', () => {
  const entry = { name: 'mfe_events', manifestUrl: 'https://cdn.example/events/mf-manifest.json', version: '1.0.0', routes: ['/events'], preload: [] };
  expect(new ManifestPreloads(root).hintsFor(entry, 'r1')).toEqual([{ href: 'https://cdn.example/events/remoteEntry.js', as: 'script' }]);
  expect(browserEntryOf({ ...entry, entry: 'https://cdn.example/events/e.js' })).toBe('https://cdn.example/events/e.js');
});

test('the registry is the same in every language: the locale the shell sends with it is ignored', async () => {
  const web = webApp(root);
  const plain = await request(web).get('/api/registry');
  for (const locale of ['de', 'it']) {
    const localized = await request(web).get(`/api/registry?locale=${locale}`);
    expect(localized.status).toBe(200);
    expect(localized.body).toEqual(plain.body);
  }
});
