import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { createWebRouter } from '../web';
import { shopFixture } from '../web/__tests__/web-harness';

/**
 * Response headers, on every kind of answer the shop gives: a page, an API JSON answer, an
 * API error, a static asset, a write's refusal. http/security-headers.test.ts checks the framing and
 * Permissions-Policy details; this file holds the whole list, and HSTS with an https PUBLIC_URL.
 */

/** "default-src 'self'; script-src 'self' 'nonce-…'" → { 'default-src': ["'self'"], … }. */
const csp = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

const ANSWERS: Array<[string, 'get' | 'post', string, 'page' | 'data']> = [
  ['a page', 'get', '/en/dev/ui', 'page'],
  ['a page that does not exist', 'get', '/en/no-such-page', 'page'],
  ['an API JSON answer', 'get', '/api/products?locale=en', 'data'],
  ['an API error', 'get', '/api/no-such-route', 'data'],
  ['a refused write', 'post', '/api/cart/lines?locale=en', 'data'],
  ['a health answer', 'get', '/healthz', 'data'],
  ['a static asset', 'get', '/shell/ui.22222222.css', 'data'],
  ["a remote's script", 'get', '/remotes/mfe-catalog/remoteEntry.js', 'data'],
  ["a build's picture", 'get', '/images/favicon.fedcba98.svg', 'data'],
];

describeWithDatabase('security: response headers', (context) => {
  let root: string;
  beforeAll(() => {
    root = shopFixture();
    mkdirSync(path.join(root, 'shell/dist/images'), { recursive: true });
    writeFileSync(path.join(root, 'shell/dist/images/favicon.fedcba98.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const app = (env: Record<string, string> = {}) => {
    const config = testConfig(env);
    return createApp({ config, db: context().db, web: createWebRouter({ repoRoot: root, ssr: { enabled: false, budgetMs: 50, pageCacheSeconds: 0 } }) });
  };

  describe.each(ANSWERS)('%s (%s %s)', (_what, method, path, kind) => {
    it('has a CSP without inline scripts, refuses framing, sniffing and cross-origin referrers, and switches features off', async () => {
      const res = await request(app())[method](path);
      expect(res.status).toBeLessThan(500);
      // The builds' files are there: their own answer's headers, not a 404's.
      if (/^\/(shell|remotes|images)\//.test(path)) expect(res.status).toBe(200);
      const policy = csp(res.headers['content-security-policy']);
      // Where script-src is absent, default-src rules scripts (data answers: 'none', nothing runs at all).
      const scripts = policy['script-src'] ?? policy['default-src'];
      expect(scripts).toBeDefined();
      // No inline script runs but the nonced ones the server wrote itself; no eval.
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      if (kind === 'page') expect(scripts!.some((source) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(source))).toBe(true);
      else expect(scripts!.some((source) => source.startsWith("'nonce-")) || scripts!.includes("'none'") || scripts!.includes("'self'")).toBe(true);
      expect(policy['default-src']!.length).toBeGreaterThan(0);
      expect(policy['default-src']!.every((source) => ["'self'", "'none'"].includes(source))).toBe(true);
      expect(policy['object-src'] ?? policy['default-src']).toEqual(expect.arrayContaining([expect.stringMatching(/^'(none|self)'$/)]));
      expect(policy['base-uri']).toEqual(expect.arrayContaining([expect.stringMatching(/^'(none|self)'$/)]));
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
      expect(res.headers['permissions-policy']).toMatch(/(^|, )payment=\(\)/);
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Plain http (no PUBLIC_URL): no HSTS, which would lock a LAN `npm start` out of its own shop.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('adds HSTS (a year, subdomains) and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
      const res = await request(app({ PUBLIC_URL: 'https://shop.example' }))[method](path);
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      // Pages ask the browser to upgrade their subresources; a data answer loads none.
      if (kind === 'page') expect(csp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
    });
  });

  it('gives every response its own nonce', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => csp((await request(app()).get('/en/dev/ui')).headers['content-security-policy'])['script-src']!.find((source) => source.startsWith("'nonce-"))),
    );
    expect(new Set(nonces).size).toBe(3);
  });
});
