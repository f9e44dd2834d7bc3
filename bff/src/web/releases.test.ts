// The BFF and the release store (docs/delivery.md): serving /releases/ with its cache rules, the
// registry of releases in GET /api/registry and the pages, and the release gate on registries it reads.
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { releaseRemote, rollbackRemote, type ReleaseContext } from '../releases/release-command';
import { releaseRegistryFile } from '../releases/release-registry';
import { sharedEntry, writeFakeBuild } from '../releases/__tests__/release-fixture';
import { RegistrySource } from './registry-source';
import { serverRegistry } from './server-pages';
import { webApp } from './__tests__/web-harness';
import { releaseShopFixture } from './__tests__/release-shop';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let root: string;
let releasesDir: string;
let context: ReleaseContext;
let warnings: string[];

/** A file's modification time moved on, so a rewrite within the same millisecond is seen as a change. */
const touch = (file: string, seconds: number) => utimesSync(file, Date.now() / 1000 + seconds, Date.now() / 1000 + seconds);

beforeEach(() => {
  root = releaseShopFixture();
  releasesDir = path.join(root, '.releases');
  context = { repoRoot: root, releasesDir, by: 'Ada Tester' };
  warnings = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const app = () => webApp(root, { releasesDir, warn: (message) => warnings.push(message) });

/** A build of mfe-content released from a folder of its own. */
function releaseContent(text: string, build: Parameters<typeof writeFakeBuild>[2] = {}) {
  const dist = path.join(root, 'builds', text.replace(/\W+/g, '-'));
  writeFakeBuild(dist, 'mfe-content', { text, ...build });
  return releaseRemote(context, 'mfe-content', { dist });
}

describe('/releases/', () => {
  it("caches a release's files for a year and revalidates its manifests, embeddable cross-origin", async () => {
    const { version } = await releaseContent('About us');
    const base = `/releases/mfe-content/${version}`;
    const chunk = JSON.parse(readFileSync(path.join(releasesDir, 'mfe-content', version, 'mf-manifest.json'), 'utf8')).exposes[0].assets.js.sync[0];
    const web = app();
    const hashed = await request(web).get(`${base}/${chunk}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect(hashed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // the entry's name carries no hash, but its folder does
    expect((await request(web).get(`${base}/remoteEntry.js`)).headers['cache-control']).toBe(IMMUTABLE);
    for (const file of ['mf-manifest.json', 'remote.json']) {
      const res = await request(web).get(`${base}/${file}`);
      expect([file, res.status, res.headers['cache-control']]).toEqual([file, 200, 'no-cache']);
    }
  });

  it('keeps the server builds and the registry of releases private, however the path is spelled', async () => {
    const { version } = await releaseContent('About us');
    const web = app();
    for (const url of [
      `/releases/mfe-content/${version}/server/remoteEntry.js`,
      `/releases/mfe-content/${version}/%73erver/remoteEntry.js`,
      `/releases/mfe-content//${version}/server/remoteEntry.js`,
      `/releases/mfe-content/${version}/SERVER/remoteEntry.js`,
      '/releases/registry.json',
      '/releases/registry%2Ejson',
      '/releases/.registry.lock',
      `/releases/mfe-content/${version}/no-such-chunk.12345678.js`,
    ]) {
      const res = await request(web).get(url);
      expect([url, res.status, res.type]).toEqual([url, 404, 'text/plain']);
    }
  });
});

describe('server builds stay private on every mount', () => {
  it("refuses the shell's and a remote's server build under any spelling of the path", async () => {
    mkdirSync(path.join(root, 'shell', 'dist', 'server'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'server', 'secret.js'), '/* server code */');
    const web = app();
    for (const url of [
      '/shell/server/secret.js',
      '/shell/%73erver/secret.js',
      '/shell//server/secret.js',
      '/shell/assets/../server/secret.js',
      '/remotes/mfe-content/server/remoteEntry.js',
      '/remotes/mfe-content/%73erver/remoteEntry.js',
      '/remotes/mfe-content//server/remoteEntry.js',
    ]) {
      const res = await request(web).get(url);
      expect([url, res.status]).toEqual([url, 404]);
    }
    expect((await request(web).get('/remotes/mfe-content/remoteEntry.js')).status).toBe(200);
  });
});

describe('the registry of releases in the running shop', () => {
  it('serves a released remote from the store, the others as built, and changes release id without a restart', async () => {
    const web = app();
    const before = (await request(web).get('/api/registry')).body;
    const { version } = await releaseContent('About us');
    const after = (await request(web).get('/api/registry')).body;
    expect(after.release).not.toBe(before.release);
    const byName = Object.fromEntries(after.remotes.map((entry: { name: string }) => [entry.name, entry]));
    expect(byName.mfe_content).toEqual({
      name: 'mfe_content',
      version,
      routes: ['/about-us'],
      manifestUrl: `/releases/mfe-content/${version}/mf-manifest.json`,
      entry: `/releases/mfe-content/${version}/remoteEntry.js`,
      preload: [],
    });
    expect(byName.mfe_catalog.manifestUrl).toBe('/remotes/mfe-catalog/mf-manifest.json');
    // the page preloads the release's entry, not the built one
    const page = await request(web).get('/en/about-us');
    expect(page.text).toContain(`href="/releases/mfe-content/${version}/remoteEntry.js"`);
    expect(page.text).not.toContain('/remotes/mfe-content/');
  });

  it('follows a rollback at the next read', async () => {
    const first = await releaseContent('one');
    await releaseContent('two');
    const web = app();
    const current = async () => (await request(web).get('/api/registry')).body.remotes.find((entry: { name: string }) => entry.name === 'mfe_content').version;
    expect(await current()).not.toBe(first.version);
    await rollbackRemote(context, 'mfe-content');
    touch(releaseRegistryFile(releasesDir), 5);
    expect(await current()).toBe(first.version);
  });

  it('renders a release on the server from its file in the store', async () => {
    const { version } = await releaseContent('About us');
    const registry = new RegistrySource({ repoRoot: root, releasesDir }).current();
    const content = serverRegistry(registry, root, releasesDir).remotes.find(({ name }) => name === 'mfe_content')!;
    expect(fileURLToPath(content.serverEntry!.replace(/\?v=\d+$/, ''))).toBe(path.join(releasesDir, 'mfe-content', version, 'server', 'remoteEntry.js'));
  });
});

describe('the release gate on registries the BFF reads', () => {
  /** An incompatible build put into the store by hand (never through npm run release, which refuses it). */
  function storeByHand(version: string) {
    const dir = path.join(releasesDir, 'mfe-content', version);
    writeFakeBuild(dir, 'mfe-content', { text: 'React 20', shared: [sharedEntry('react', '20.0.0')] });
    return `/releases/mfe-content/${version}/mf-manifest.json`;
  }
  const registryFile = () => path.join(root, 'registry.json');
  const writeRegistry = (manifestUrl: string, version: string, seconds: number) => {
    writeFileSync(registryFile(), JSON.stringify({ remotes: [{ name: 'mfe_content', manifestUrl, version, routes: ['/about-us'] }] }));
    touch(registryFile(), seconds);
  };
  const source = () => new RegistrySource({ repoRoot: root, registryFile: registryFile(), releasesDir, warn: (message) => warnings.push(message) });
  const react = sharedEntry('react').version;

  it('keeps serving the last good entry when a hand-edited registry file points at an incompatible release', () => {
    writeRegistry('/remotes/mfe-content/mf-manifest.json', '1.0.0', 1);
    const registry = source();
    expect(registry.current().remotes.map(({ version }) => version)).toEqual(['1.0.0']);
    writeRegistry(storeByHand('2.0.0-bad00000'), '2.0.0-bad00000', 2);
    expect(registry.current().remotes).toEqual([expect.objectContaining({ name: 'mfe_content', version: '1.0.0', manifestUrl: '/remotes/mfe-content/mf-manifest.json' })]);
    expect(warnings).toEqual([
      `registry entry mfe_content 2.0.0-bad00000 refused: mfe_content requires react ^20.0.0, the shell provides ${react}. Serving mfe_content 1.0.0 instead.`,
    ]);
  });

  it("on a first read with no good entry, serves the remote's built dist/, else leaves it out", () => {
    writeRegistry(storeByHand('2.0.0-bad00000'), '2.0.0-bad00000', 1);
    expect(source().current().remotes).toEqual([expect.objectContaining({ name: 'mfe_content', manifestUrl: '/remotes/mfe-content/mf-manifest.json', version: '1.0.0' })]);
    rmSync(path.join(root, 'mfe-content', 'dist'), { recursive: true });
    expect(source().current().remotes).toEqual([]);
    expect(warnings[1]).toMatch(/refused: .*\. Leaving mfe_content out\.$/);
  });

  it('applies the same gate to a hand-edited registry of releases', async () => {
    const good = await releaseContent('About us');
    const web = app();
    const served = async () => (await request(web).get('/api/registry')).body.remotes.find((entry: { name: string }) => entry.name === 'mfe_content');
    expect((await served()).version).toBe(good.version);
    const file = releaseRegistryFile(releasesDir);
    const releases = JSON.parse(readFileSync(file, 'utf8'));
    releases.remotes.mfe_content.entry = { ...releases.remotes.mfe_content.entry, version: '2.0.0-bad00000', manifestUrl: storeByHand('2.0.0-bad00000') };
    writeFileSync(file, JSON.stringify(releases));
    touch(file, 5);
    expect((await served()).version).toBe(good.version);
    expect(warnings).toEqual([expect.stringMatching(/^registry entry mfe_content 2\.0\.0-bad00000 refused: mfe_content requires react \^20\.0\.0/)]);
    // an unreadable registry of releases: a warning, and the last one read stays in force
    writeFileSync(file, '{"remotes": ');
    touch(file, 10);
    expect((await served()).version).toBe(good.version);
    expect(warnings[1]).toMatch(/registry\.json cannot be read, the last one read is kept/);
  });

  it('lets REMOTE_OVERRIDES through whatever the entry it replaces (a team on its dev server)', () => {
    writeRegistry(storeByHand('2.0.0-bad00000'), '2.0.0-bad00000', 1);
    const overridden = new RegistrySource({ repoRoot: root, registryFile: registryFile(), releasesDir, overrides: { mfe_content: 'http://127.0.0.1:3005/mf-manifest.json' } });
    expect(overridden.current().remotes).toEqual([expect.objectContaining({ name: 'mfe_content', manifestUrl: 'http://127.0.0.1:3005/mf-manifest.json' })]);
  });

  it('serves an entry whose manifest is on another origin unchecked, as before (it cannot be read here)', () => {
    writeRegistry('https://cdn.example/mfe-content/9.0.0/mf-manifest.json', '9.0.0', 1);
    expect(
      source()
        .current()
        .remotes.map(({ version }) => version),
    ).toEqual(['9.0.0']);
    expect(warnings).toEqual([]);
  });

  it('rechecks when the shell changes: an entry the new shell cannot run falls back', async () => {
    const dir = path.join(root, 'builds', 'next');
    writeFakeBuild(dir, 'mfe-content', { text: 'next', shared: [sharedEntry('react', '19.9.0', '^19.9.0')] });
    // released while the shell provided 19.9.0 …
    const shell = path.join(root, 'shell', 'dist', 'mf-manifest.json');
    const original = readFileSync(shell);
    writeFileSync(shell, JSON.stringify({ shared: [sharedEntry('react', '19.9.0')] }));
    const { version } = await releaseRemote(context, 'mfe-content', { dist: dir });
    const registry = new RegistrySource({ repoRoot: root, releasesDir, warn: (message) => warnings.push(message) });
    expect(registry.current().remotes.find(({ name }) => name === 'mfe_content')?.version).toBe(version);
    // … then the shell went back to a React below that range
    writeFileSync(shell, original);
    touch(shell, 5);
    expect(registry.current().remotes.find(({ name }) => name === 'mfe_content')?.manifestUrl).toBe('/remotes/mfe-content/mf-manifest.json');
    expect(warnings).toHaveLength(1);
  });
});
