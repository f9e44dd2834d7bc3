import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { createApp } from '../app';
import { createWebRouter } from '../web';
import { rawGet, staysOnOrigin } from '../web/__tests__/web-harness';
import { repoRootDir } from '../paths';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Open redirects. The web front door's own cases (backslashes, absolute-form targets,
 * encoded characters, route rules) are in web/open-redirect.test.ts; this file runs the whole shop
 * (real build, real database) with the parameters attackers try (next, returnTo, redirect, url…) on
 * pages and API paths, and checks that every redirect the shop answers stays on its own origin, and
 * that nothing but the web router's sameOriginLocation() ever redirects.
 */
const HOSTILE = ['https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', 'http:evil.example'];
const PARAMS = ['next', 'returnTo', 'redirect', 'redirect_uri', 'url', 'continue', 'return', 'dest'];
const PATHS = ['/', '/en', '/en/', '/en/cart/', '/en/checkout', '/en/order-confirmation', '/it//club', '/api/cart', '/api/orders/x', '/en/club/member'];

describeWithDatabase('security: no open redirect', (context) => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const config = testConfig();
    const app = createApp({
      config,
      db: context().db,
      web: createWebRouter({ ...config, repoRoot: repoRootDir(), ssr: { enabled: false, budgetMs: 50, pageCacheSeconds: 0 }, warn: () => undefined }),
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it(`keeps every redirect on this origin (${PATHS.length} paths × ${PARAMS.length} parameters × ${HOSTILE.length} targets, forwarded headers spoofed)`, async () => {
    const escaped: string[] = [];
    let redirects = 0;
    for (const target of PATHS) {
      for (const param of PARAMS) {
        for (const hostile of HOSTILE) {
          const res = await rawGet(port, `${target}?${param}=${hostile}`, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 300 && res.status < 400) {
            redirects += 1;
            const location = String(res.headers.location ?? '');
            if (!staysOnOrigin(location)) escaped.push(`${target}?${param}=${hostile} → ${location}`);
          }
        }
      }
    }
    // The bare root, trailing slashes and '//' do redirect: the check above ran on real redirects.
    expect(redirects).toBeGreaterThan(PARAMS.length * HOSTILE.length);
    expect(escaped).toEqual([]);
  }, 120_000);
});

describe('only the web front door redirects', () => {
  /** Every non-test source file of the BFF. */
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
    });

  it('calls res.redirect / sets Location only with sameOriginLocation()', () => {
    const offenders: string[] = [];
    for (const file of sources(path.join(__dirname, '..'))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const redirects = /\.redirect\(|['"]Location['"]|\.location\(/.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//');
          if (redirects && !line.includes('sameOriginLocation(')) offenders.push(`${path.relative(path.join(__dirname, '..'), file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
