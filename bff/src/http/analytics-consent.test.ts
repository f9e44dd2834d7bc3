import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSENT, consentFromCookieHeader, serializeConsent } from '@ama/contracts';
import request from 'supertest';
import { createApp } from '../app';
import type { AppDatabase } from '../db';
import { testConfig } from '../test-support/engines';
import { createWebRouter } from '../web';
import { analyticsAllowed, analyticsScriptSrc } from './analytics-consent';

/** None of the responses below reaches the database. */
const fakeDb = { kysely: {}, engine: 'pglite', ping: async () => undefined, close: async () => undefined } as unknown as AppDatabase;
/** A loopback tag URL: nothing here calls the vendor. */
const TAG_URL = 'http://127.0.0.1:9/fake-tag.js';
const TAG_ORIGIN = 'http://127.0.0.1:9';
const WITH_ID = { ANALYTICS_ID: 'G-TEST1234', ANALYTICS_SCRIPT_URL: TAG_URL };

const cookie = (analytics: boolean) => `${CONSENT.cookieName}=${encodeURIComponent(serializeConsent({ analytics }))}`;

describe('the consent cookie, as the server reads it', () => {
  it('reads the choices among other cookies, encoded or not', () => {
    expect(consentFromCookieHeader(`ama_locale=it; ${cookie(true)}; x=1`)).toEqual({ analytics: true });
    expect(consentFromCookieHeader(`${CONSENT.cookieName}=${serializeConsent({ analytics: false })}`)).toEqual({ analytics: false });
  });

  it.each([
    ['no cookie at all', undefined],
    ['another cookie only', 'ama_locale=en'],
    ['an older version', `${CONSENT.cookieName}=v=${CONSENT.version - 1}%26analytics%3D1`],
    ['a category missing', `${CONSENT.cookieName}=v=${CONSENT.version}`],
    ['a value that is neither 0 nor 1', `${CONSENT.cookieName}=v=${CONSENT.version}%26analytics%3Dyes`],
    ['broken percent-encoding', `${CONSENT.cookieName}=%E0%A4%A`],
  ])('counts %s as no choice', (_case, header) => {
    expect(consentFromCookieHeader(header)).toBeNull();
  });

  it('allows the tag only with an id AND consent to analytics', () => {
    const config = { analyticsId: 'G-TEST1234', analyticsScriptUrl: TAG_URL };
    expect(analyticsAllowed(config, cookie(true))).toBe(true);
    expect(analyticsAllowed(config, cookie(false))).toBe(false);
    expect(analyticsAllowed(config, undefined)).toBe(false);
    expect(analyticsAllowed({ analyticsScriptUrl: TAG_URL }, cookie(true))).toBe(false);
  });
});

describe('the analytics tag and the CSP, per request', () => {
  let repoRoot: string;
  beforeAll(() => {
    repoRoot = mkdtempSync(path.join(tmpdir(), 'ama-analytics-'));
    writeFileSync(path.join(repoRoot, 'rspack.base.js'), '');
    mkdirSync(path.join(repoRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'shell', 'dist', 'index.html'), '<html><head><!--ama:head--></head><body><main><!--ama:main--></main><!--ama:data--></body></html>');
  });
  afterAll(() => rmSync(repoRoot, { recursive: true, force: true }));

  const page = async (env: Record<string, string>, cookieHeader?: string) => {
    const config = testConfig(env);
    const app = createApp({ config, db: fakeDb, web: createWebRouter({ ...config, repoRoot, ssr: { enabled: false, budgetMs: 300, pageCacheSeconds: 0 } }) });
    const call = request(app).get('/en/dev/ui');
    const res = await (cookieHeader ? call.set('Cookie', cookieHeader) : call);
    expect(res.status).toBe(200);
    const policy: string = res.headers['content-security-policy'] ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1) ?? [];
    return { html: res.text, scriptSrc: directive('script-src'), connectSrc: directive('connect-src'), cacheControl: String(res.headers['cache-control']) };
  };
  const src = analyticsScriptSrc(TAG_URL, 'G-TEST1234');

  it('sends the tag, and admits its origin, to a visitor who accepted analytics when an id is configured', async () => {
    const { html, scriptSrc, connectSrc, cacheControl } = await page(WITH_ID, cookie(true));
    expect(html).toContain(`src="${src}"`);
    expect(html).toMatch(/<script nonce="[^"]+">window\.dataLayer/);
    expect(scriptSrc).toContain(TAG_ORIGIN);
    expect(connectSrc).toContain(TAG_ORIGIN);
    // A page made for one visitor's consent is never shared by a cache.
    expect(cacheControl).toContain('private');
  });

  it.each([
    ['rejected analytics', WITH_ID, cookie(false)],
    ['has not chosen yet', WITH_ID, undefined],
    ['accepted, but no id is configured', { ANALYTICS_SCRIPT_URL: TAG_URL }, cookie(true)],
  ])('sends no tag and admits no analytics origin to a visitor who %s', async (_case, env, cookieHeader) => {
    const { html, scriptSrc, connectSrc } = await page(env, cookieHeader);
    expect(html).not.toContain('fake-tag.js');
    expect(html).not.toContain('dataLayer');
    expect(scriptSrc).not.toContain(TAG_ORIGIN);
    expect(connectSrc).not.toContain(TAG_ORIGIN);
    expect([...scriptSrc, ...connectSrc].some((source) => /google/.test(source))).toBe(false);
  });

  it('admits the vendor by default once an id is configured and consent given', async () => {
    const { scriptSrc } = await page({ ANALYTICS_ID: 'G-TEST1234' }, cookie(true));
    expect(scriptSrc).toContain('https://www.googletagmanager.com');
  });
});
