import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import express from 'express';
import { shopFixture } from './__tests__/web-harness';
import { createWebRouter, type WebConfig } from '.';
import { RouteRulesError } from './route-rules';
import { bffPackageDir } from '../paths';

let root: string;
let rulesFile: string;
const writeRules = (rules: unknown[], secondsAgo = 0) => {
  writeFileSync(rulesFile, JSON.stringify({ rules }));
  // A distinct mtime per write, so a re-read is never missed however fast the test runs.
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(rulesFile, time, time);
};
// The web front door alone (the app around it adds headers that are no concern of route rules).
const webApp = (repoRoot: string, web: Omit<WebConfig, 'repoRoot'> = {}) => express().use(createWebRouter({ repoRoot, ...web }));
const inlineRegistry = (html: string) => JSON.parse(/<script type="application\/json" id="ama-registry"[^>]*>(.*?)<\/script>/.exec(html)![1]!);

beforeEach(() => {
  root = shopFixture();
  rulesFile = path.join(root, 'route-rules.json');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('route rules at the web front door', () => {
  it('redirects a page with the rule’s status, keeping the locale and the request’s query', async () => {
    writeRules([
      { from: '/guides/old', to: '/about-us' },
      { from: '/sale', to: '/product/GA-1?ref=sale', status: 302, locales: ['it', 'es'] },
    ]);
    const app = webApp(root, { routeRulesFile: rulesFile });

    const permanent = await request(app).get('/en/guides/old?utm_source=mail');
    expect(permanent.status).toBe(301);
    expect(permanent.headers.location).toBe('/en/about-us?utm_source=mail');
    expect(permanent.headers['cache-control']).toBe('public, max-age=300');
    expect((await request(app).get('/de/guides/old')).headers.location).toBe('/de/about-us');

    const temporary = await request(app).get('/it/sale');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.location).toBe('/it/product/GA-1?ref=sale');
    expect(temporary.headers['cache-control']).toBe('no-cache');
    // Not in a locale the rule leaves out, nor on the API or the registry.
    expect((await request(app).get('/en/sale')).status).toBe(404);
    expect((await request(app).get('/api/registry')).status).toBe(200);
  });

  it('hands the resolved rules to the shell with the registry, inlined and at /api/registry', async () => {
    writeRules([{ from: '/guides/old', to: '/about-us' }]);
    const app = webApp(root, { routeRulesFile: rulesFile });
    const expected = expect.arrayContaining([{ from: '/es/guides/old', to: '/es/about-us', status: 301 }]);
    expect((await request(app).get('/api/registry')).body.routeRules).toEqual(expected);
    expect(inlineRegistry((await request(app).get('/en/about-us')).text).routeRules).toEqual(expected);
  });

  it('without a rules file the registry has no rules and pages are served as before', async () => {
    const app = webApp(root);
    expect((await request(app).get('/api/registry')).body.routeRules).toBeUndefined();
    expect((await request(app).get('/en/about-us')).status).toBe(200);
  });

  it('re-reads an edited file without a restart; a bad edit keeps the last good rules and is reported', async () => {
    writeRules([{ from: '/guides/old', to: '/about-us' }], 10);
    const warnings: string[] = [];
    const app = webApp(root, { routeRulesFile: rulesFile, warn: (message) => warnings.push(message) });
    expect((await request(app).get('/en/guides/old')).headers.location).toBe('/en/about-us');

    writeRules([{ from: '/guides/old', to: '/product/GA-2' }], 5);
    expect((await request(app).get('/en/guides/old')).headers.location).toBe('/en/product/GA-2');
    // The page that embeds the rules is not served from the page cache with the old ones.
    expect(inlineRegistry((await request(app).get('/en/about-us')).text).routeRules).toContainEqual({ from: '/en/guides/old', to: '/en/product/GA-2', status: 301 });

    writeRules([{ from: '/guides/old', to: 'https://evil.example/' }]);
    expect((await request(app).get('/en/guides/old')).headers.location).toBe('/en/product/GA-2');
    expect(warnings).toEqual([expect.stringMatching(/Invalid route rules in .*route-rules\.json[\s\S]*absolute URL[\s\S]*last good route rules stay in force/)]);
  });

  it('refuses at start a rule off the origin, or a loop, one line per problem', () => {
    writeRules([
      { from: '/a', to: '//evil.example/x' },
      { from: '/b', to: '/c' },
      { from: '/c', to: '/b' },
    ]);
    expect(() => webApp(root, { routeRulesFile: rulesFile })).toThrow(RouteRulesError);
    try {
      webApp(root, { routeRulesFile: rulesFile });
    } catch (error) {
      expect((error as Error).message.split('\n')).toEqual([
        `Invalid route rules in ${rulesFile} (ROUTE_RULES_FILE):`,
        expect.stringMatching(/^ {2}rule 1 \(\/a\): target "\/\/evil\.example\/x" would leave the origin/),
      ]);
    }
    writeRules([
      { from: '/b', to: '/c' },
      { from: '/c', to: '/b' },
    ]);
    expect(() => webApp(root, { routeRulesFile: rulesFile })).toThrow(/^Invalid route rules[\s\S]*\n {2}loop: \/b → \/c → \/b \(in en, it, es, de\)/);
    expect(() => webApp(root, { routeRulesFile: path.join(root, 'missing.json') })).toThrow(/ENOENT/);
  });
});

describe('route rules and the page cache', () => {
  // A stand-in for the shell's server entry (as in server-pages.test.ts), so pages are rendered whole and cached.
  const FAKE_SHELL = `module.exports = Promise.resolve({
    warm() {}, status() { return {}; },
    async render(page) {
      return { status: 200, head: { title: 'T' }, regions: { header: '', main: 'M', footer: '' }, state: {}, remotes: { mfe_content: 'server' }, timings: { total: 1 } };
    },
  });`;
  beforeEach(() => {
    mkdirSync(path.join(root, 'shell/dist/server'), { recursive: true });
    writeFileSync(path.join(root, 'shell/dist/server/server.js'), FAKE_SHELL);
    mkdirSync(path.join(root, 'mfe-content/dist/server'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-content/dist/server/remoteEntry.js'), '/* server */');
  });

  it('a cached page is neither served for a path a new rule redirects, nor with the old rules inside', async () => {
    writeRules([{ from: '/guides/old', to: '/about-us' }], 10);
    const app = webApp(root, { routeRulesFile: rulesFile, ssr: { enabled: true, budgetMs: 50, pageCacheSeconds: 30 }, allowedHosts: ['shop.test'] });
    // One Host: supertest listens on a new port per request, and the origin is part of the cache key.
    const get = (target: string) => request(app).get(target).set('Host', 'shop.test');
    await get('/en/guides/4c');
    const cached = await get('/en/guides/4c');
    expect(cached.headers['server-timing']).toBe('cache;desc=hit');

    writeRules([{ from: '/guides/old', to: '/guides/4c' }], 5);
    const fresh = await get('/en/guides/4c');
    expect(fresh.headers['server-timing']).not.toBe('cache;desc=hit');
    expect(inlineRegistry(fresh.text).routeRules).toContainEqual({ from: '/en/guides/old', to: '/en/guides/4c', status: 301 });

    writeRules([{ from: '/guides/4c', to: '/about-us', status: 302 }]);
    const redirected = await get('/en/guides/4c');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.location).toBe('/en/about-us');
  });
});

describe('the BFF process with a bad rules file', () => {
  it('exits with code 1 and the problem on stderr', async () => {
    writeRules([{ from: '/a', to: 'https://evil.example/' }]);
    // Started the way `npm run dev` does (through tsx), as main.test.ts does.
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join('src', 'main.ts')], {
      cwd: bffPackageDir(),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: ':memory:', LOG_LEVEL: 'error', ROUTE_RULES_FILE: rulesFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Invalid route rules in ${rulesFile} (ROUTE_RULES_FILE):\n  rule 1 (/a): target "https://evil.example/" is an absolute URL`);
  }, 60_000);
});
