import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONSENT, serializeConsent } from '@ama/contracts';
import request from 'supertest';
import { consentReturnLocation, withConsentBanner } from './consent-banner';
import { shopFixture, webApp } from './__tests__/web-harness';

const cookie = (analytics: boolean) => `${CONSENT.cookieName}=${encodeURIComponent(serializeConsent({ analytics }))}`;
const ANALYTICS = { analyticsId: 'G-TEST1234', analyticsScriptUrl: 'http://127.0.0.1:9/fake-tag.js' };
const SSR = { enabled: true, budgetMs: 300, pageCacheSeconds: 30 };

/**
 * A shell server entry standing in for the built one: a page, and the banner in the asked language with
 * the address it was given (the BFF asks once per language, with a slot it fills per response).
 */
const FAKE_SHELL_SERVER = `
let banners = 0;
module.exports = Promise.resolve({
  render: async () => ({ status: 200, head: { title: 'Page' }, regions: { header: '<header>h</header>', main: '<p>page</p>', footer: '' }, state: {}, remotes: {}, timings: {} }),
  warm() {},
  status: () => ({}),
  consentBanner: ({ locale, returnTo, categories }) => {
    banners += 1;
    return '<div id="${CONSENT.bannerId}"><form method="post" action="/consent"><input type="hidden" name="back" value="' + returnTo + '"/><p>banner ' + locale + ' ' + categories.join(',') + ' #' + banners + '</p></form></div>';
  },
});
`;

let root: string;
beforeAll(() => {
  root = shopFixture();
  mkdirSync(path.join(root, 'shell', 'dist', 'server'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'server', 'server.js'), FAKE_SHELL_SERVER);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the consent banner in the server HTML, decided per response after the page cache', () => {
  const shop = ({ analytics = true } = {}) => webApp(root, { ...(analytics ? ANALYTICS : {}), ssr: SSR, warn: () => undefined });
  const banner = (html: string) => /<div id="ama-consent">[\s\S]*?<\/div>/.exec(html)?.[0];

  it('is in the page for a visitor who has not chosen, with an optional category configured, never shared', async () => {
    const res = await request(shop()).get('/en/about-us?utm_source=x&q=a%22b');
    expect(res.status).toBe(200);
    expect(banner(res.text)).toContain('banner en analytics');
    // Last in the body, and its form sends the visitor back to this page (HTML-escaped).
    expect(res.text).toMatch(/<\/div><\/body>/);
    expect(banner(res.text)).toContain('name="back" value="/en/about-us?utm_source=x&amp;q=a%22b"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // The browser knows there is something to ask about (it draws the banner when the server could not).
    expect(res.text).toContain('{"consentCategories":["analytics"]}');
  });

  it('is in the page language, and asked of the shell once per language', async () => {
    const app = shop();
    const de = await request(app).get('/de/about-us');
    expect(banner(de.text)).toContain('banner de analytics #');
    const again = await request(app).get('/de/guides/4c');
    expect(banner(again.text)).toContain(banner(de.text)!.match(/#\d+/)![0]);
  });

  it("is never on the back office's pages, and neither is the analytics tag, whatever the visitor chose", async () => {
    const app = shop();
    const unasked = await request(app).get('/en/staff/orders');
    expect(banner(unasked.text)).toBeUndefined();
    const consented = await request(app).get('/it/staff').set('Cookie', cookie(true));
    expect(consented.text).not.toContain(ANALYTICS.analyticsScriptUrl);
    // The same visitor on a shop page gets both, so the two answers above are the staff area's own.
    expect((await request(app).get('/en/about-us')).text).toContain('banner en');
    expect((await request(app).get('/en/about-us').set('Cookie', cookie(true))).text).toContain(ANALYTICS.analyticsScriptUrl);
  });

  it('is not there for a visitor who chose (either way); an unreadable or outdated choice is asked again', async () => {
    const app = shop();
    for (const answered of [cookie(false), cookie(true)]) {
      const res = await request(app).get('/en/about-us').set('Cookie', answered);
      expect(res.status).toBe(200);
      expect(banner(res.text)).toBeUndefined();
    }
    for (const unanswered of [`${CONSENT.cookieName}=garbage`, `${CONSENT.cookieName}=${encodeURIComponent('v=0&analytics=1')}`]) {
      const res = await request(app).get('/en/about-us').set('Cookie', unanswered);
      expect(banner(res.text)).toContain('banner en');
    }
  });

  it('is never in the cached page: a page cached while asking one visitor is sent without it to the next', async () => {
    const app = shop();
    // One Host for all three (the page cache keys on the origin; supertest's port changes per request).
    const get = () => request(app).get('/en/guides/cached').set('Host', '127.0.0.1');
    const first = await get();
    expect(banner(first.text)).toBeDefined();
    const next = await get().set('Cookie', cookie(false));
    expect(next.headers['server-timing']).toBe('cache;desc=hit');
    expect(next.text).not.toContain(CONSENT.bannerId);
    expect(next.headers['cache-control']).toMatch(/^public/);
    const third = await get();
    expect(third.headers['server-timing']).toBe('cache;desc=hit');
    expect(banner(third.text)).toBeDefined();
  });

  it('is never there without an optional category (no ANALYTICS_ID), and the browser is not told to ask', async () => {
    const res = await request(shop({ analytics: false })).get('/en/about-us');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(CONSENT.bannerId);
    expect(res.text).not.toContain('consentCategories');
  });

  it('is left to the browser when the shell cannot render it (no server rendering)', async () => {
    const res = await request(webApp(root, { ...ANALYTICS, ssr: { ...SSR, enabled: false } })).get('/en/about-us');
    expect(res.text).not.toContain(CONSENT.bannerId);
    expect(res.text).toContain('{"consentCategories":["analytics"]}');
  });
});

describe('withConsentBanner', () => {
  it('puts the banner last in the body, and after the page when it has no body end', () => {
    expect(withConsentBanner('<body><p>a</p></body></html>', '<div>b</div>')).toBe('<body><p>a</p><div>b</div></body></html>');
    expect(withConsentBanner('<p>a</p>', '<div>b</div>')).toBe('<p>a</p><div>b</div>');
  });
});

describe('POST /consent: the banner without JavaScript', () => {
  const app = webApp(root, { ...ANALYTICS, ssr: SSR, warn: () => undefined });
  const post = (form: Record<string, string>, target = app) => request(target).post(CONSENT.form.action).type('form').send(form);
  const setCookie = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

  it.each([
    ['accept', {}, '1'],
    ['reject', { analytics: '1' }, '0'],
    ['save', { analytics: '1' }, '1'],
    ['save', {}, '0'],
  ])('%s %j: sets the cookie as the browser writes it and goes back to the page with 303', async (choice, extra, analytics) => {
    const res = await post({ choice, back: '/en/results?q=ring', ...extra });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en/results?q=ring');
    expect(res.headers['cache-control']).toBe('no-store');
    const [value] = setCookie(res);
    expect(value).toMatch(new RegExp(`^${CONSENT.cookieName}=v%3D1%26analytics%3D${analytics}; Max-Age=${CONSENT.maxAgeDays * 86_400}; Path=/; Expires=[^;]+; SameSite=Lax$`));
  });

  it('marks the cookie Secure when the shop is served over https', async () => {
    const https = webApp(root, { ...ANALYTICS, servedOverHttps: true, warn: () => undefined });
    const res = await post({ choice: 'reject', back: '/en' }, https);
    expect(setCookie(res)[0]).toMatch(/; Secure/);
  });

  it('takes the form from this site: its own pages (Sec-Fetch-Site, or Origin against Host)', async () => {
    const sameOrigin = await request(app).post('/consent').type('form').set('Sec-Fetch-Site', 'same-origin').send({ choice: 'accept', back: '/en' });
    expect(sameOrigin.status).toBe(303);
    const host = await request(app).post('/consent').type('form').set('Host', 'shop.example').set('Origin', 'https://shop.example').send({ choice: 'accept', back: '/en' });
    expect(host.status).toBe(303);
  });

  it.each([
    ['no choice', { back: '/en' }],
    ['an unknown choice', { choice: 'all', back: '/en' }],
    ['no address', { choice: 'accept' }],
    ['another site', { choice: 'accept', back: 'https://evil.example/en' }],
    ['a protocol-relative address', { choice: 'accept', back: '//evil.example/en' }],
    ['a backslash address', { choice: 'accept', back: '/\\evil.example' }],
    ['a relative address', { choice: 'accept', back: 'en/results' }],
    ['a header injection', { choice: 'accept', back: '/en\r\nSet-Cookie: x=1' }],
    ['a javascript: address', { choice: 'accept', back: 'javascript:alert(1)' }],
  ])('refuses %s with a 400 JSON error and sets nothing', async (_case, form) => {
    const res = await post(form);
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/json');
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(setCookie(res)).toEqual([]);
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses a body that is not the form, and a form posted from another site', async () => {
    const json = await request(app).post('/consent').send({ choice: 'accept', back: '/en' });
    expect(json.status).toBe(400);
    expect(json.body.error.code).toBe('BAD_REQUEST');
    const crossSite = await request(app).post('/consent').type('form').set('Sec-Fetch-Site', 'cross-site').send({ choice: 'accept', back: '/en' });
    expect(crossSite.status).toBe(400);
    expect(setCookie(crossSite)).toEqual([]);
    const otherOrigin = await request(app).post('/consent').type('form').set('Origin', 'https://evil.example').send({ choice: 'accept', back: '/en' });
    expect(otherOrigin.status).toBe(400);
    expect(otherOrigin.body.error.code).toBe('BAD_REQUEST');
  });
});

describe('consentReturnLocation', () => {
  it('keeps a path of this site and its query, canonical', () => {
    expect(consentReturnLocation('/en/results?q=ring')).toBe('/en/results?q=ring');
    expect(consentReturnLocation('/en/about-us/')).toBe('/en/about-us');
    expect(consentReturnLocation('/en#top')).toBe('/en');
  });
  it('refuses anything that could leave it', () => {
    for (const bad of ['', 'https://evil.example', '//evil.example', '/\\evil.example', 'evil', '/en\nx', 'x'.repeat(3000), 42, undefined]) {
      expect(consentReturnLocation(bad)).toBeNull();
    }
  });
});
