import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import type { AppDatabase } from '../db';
import { testConfig } from '../test-support/engines';
import { createWebRouter } from '../web';

/** None of the responses below reaches the database. */
const fakeDb = { kysely: {}, engine: 'pglite', ping: async () => undefined, close: async () => undefined } as unknown as AppDatabase;

/** The smallest built shop the real web router serves a page from: the shell's index.html. */
let repoRoot: string;
beforeAll(() => {
  repoRoot = mkdtempSync(path.join(tmpdir(), 'ama-security-'));
  writeFileSync(path.join(repoRoot, 'rspack.base.js'), '');
  mkdirSync(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), '<html><head><!--ama:head--></head><body><main><!--ama:main--></main></body></html>');
});
afterAll(() => rmSync(repoRoot, { recursive: true, force: true }));

const app = () => createApp({ config: testConfig(), db: fakeDb, web: createWebRouter({ repoRoot }) });

/** 'camera=(), geolocation=(self)' → { camera: '()', geolocation: '(self)' }. */
const permissions = (header: string | undefined): Record<string, string> =>
  Object.fromEntries(
    (header ?? '')
      .split(',')
      .map((entry) => entry.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );

describe.each([
  // A route the shell serves itself, so the page is a 200 without any remote built.
  ['a page', '/en/dev/ui', 'text/html'],
  ['an API answer', '/healthz', 'application/json'],
  ['an API error', '/api/no-such-route', 'application/json'],
])('security headers of %s', (_what, path, type) => {
  it('forbids framing the same way in X-Frame-Options and the CSP', async () => {
    const res = await request(app()).get(path);
    expect(res.type).toBe(type);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
  });

  it('turns off the browser features the shop does not use, keeping geolocation for its own pages', async () => {
    const policy = permissions((await request(app()).get(path)).headers['permissions-policy']);
    // The store locator asks for the shopper's position: our own origin only, never a frame of another.
    expect(policy.geolocation).toBe('(self)');
    for (const feature of ['camera', 'microphone', 'payment', 'usb', 'browsing-topics', 'display-capture', 'serial', 'hid']) {
      expect([feature, policy[feature]]).toEqual([feature, '()']);
    }
  });
});
