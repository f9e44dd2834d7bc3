import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_DATA_IDS } from '@ama/contracts';
import express from 'express';
import request from 'supertest';
import { createApp } from '../app';
import type { AppDatabase } from '../db';
import { testConfig } from '../test-support/engines';
import { createWebRouter } from '../web';

/** None of the responses below reaches the database. */
const fakeDb = { kysely: {}, engine: 'pglite', ping: async () => undefined, close: async () => undefined } as unknown as AppDatabase;
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * A page's CSP (data answers get a constant one that admits nothing, security.ts), as
 * 'script-src a b; frame-src c' → { 'script-src': ['a', 'b'], 'frame-src': ['c'] }.
 */
async function csp(env: Record<string, string>): Promise<Record<string, string[]>> {
  const web = express.Router();
  web.get('/page', (_req, res) => {
    res.type('html').send('<p>page</p>');
  });
  const res = await request(createApp({ config: testConfig(env), db: fakeDb, web })).get('/page');
  const header: string = res.headers['content-security-policy'] ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the CSP and reCAPTCHA', () => {
  it('admits no Google source while reCAPTCHA is off (the local default), and no frame at all', async () => {
    const policy = await csp({});
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      expect(policy[directive]!.some((source) => /google|gstatic/.test(source))).toBe(false);
    }
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it("admits reCAPTCHA's script, calls and frame, by path only, once a key is configured", async () => {
    const policy = await csp({ RECAPTCHA_SITE_KEY: '6LcTestSiteKey0000000', RECAPTCHA_SECRET: '6LcTestSecret00000000' });
    for (const directive of ['script-src', 'connect-src', 'frame-src']) {
      expect([directive, policy[directive]]).toEqual([directive, expect.arrayContaining(RECAPTCHA_SOURCES)]);
      // Not the whole origins: www.google.com serves much more than reCAPTCHA.
      expect(policy[directive]).not.toContain('https://www.google.com');
      expect(policy[directive]).not.toContain('https://www.gstatic.com');
    }
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets a remote on another origin send the token header (CORS preflight)', async () => {
    const app = createApp({ config: testConfig({ REMOTE_ORIGINS: 'http://127.0.0.1:3003' }), db: fakeDb });
    const res = await request(app)
      .options('/api/newsletter/subscriptions')
      .set('Origin', 'http://127.0.0.1:3003')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-recaptcha-token');
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toContain('x-recaptcha-token');
  });
});

describe('the site key in the page', () => {
  /** The smallest built shop the real web router serves a page from: the shell's index.html. */
  let repoRoot: string;
  beforeAll(() => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'ama-recaptcha-'));
    writeFileSync(path.join(repoRoot, 'rspack.base.js'), '');
    mkdirSync(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), '<html><head><!--ama:head--></head><body><main><!--ama:main--></main><!--ama:data--></body></html>');
  });
  afterAll(() => rmSync(repoRoot, { recursive: true, force: true }));

  const page = async (env: Record<string, string>) => {
    const config = testConfig(env);
    const app = createApp({ config, db: fakeDb, web: createWebRouter({ ...config, repoRoot, ssr: { enabled: false, budgetMs: 300, pageCacheSeconds: 0 } }) });
    const res = await request(app).get('/en/dev/ui');
    expect(res.status).toBe(200);
    return res.text;
  };
  const settingsIn = (html: string) => new RegExp(`<script type="application/json" id="${PAGE_DATA_IDS.settings}" nonce="[^"]+">([^<]*)</script>`).exec(html)?.[1];

  it('travels with the page, beside the registry, when configured (no request of its own)', async () => {
    const html = await page({ RECAPTCHA_SITE_KEY: '6LcTestSiteKey0000000', RECAPTCHA_SECRET: '6LcTestSecret00000000' });
    expect(JSON.parse(settingsIn(html) ?? 'null')).toMatchObject({ recaptchaSiteKey: '6LcTestSiteKey0000000' });
    expect(html).not.toContain('6LcTestSecret00000000');
  });

  it('is absent when reCAPTCHA is off', async () => {
    expect(JSON.parse(settingsIn(await page({})) ?? '{}').recaptchaSiteKey).toBeUndefined();
  });
});
