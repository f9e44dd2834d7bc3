// Previews (docs/delivery.md#previews): a preview link shows a candidate to the browser that opened it,
// on the page and in GET /api/registry, never kept by the page cache; a bad link changes nothing but the bar.
import { rmSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { PREVIEW_DEVELOPMENT_SECRET, signPreviewToken } from '../releases/preview-token';
import { promoteRemote, releaseRemote, type ReleaseContext } from '../releases/release-command';
import { writeFakeBuild } from '../releases/__tests__/release-fixture';
import { webApp } from './__tests__/web-harness';
import { releaseShopFixture } from './__tests__/release-shop';

let root: string;
let releasesDir: string;
let context: ReleaseContext;
beforeEach(() => {
  root = releaseShopFixture();
  releasesDir = path.join(root, '.releases');
  context = { repoRoot: root, releasesDir, by: 'Ada Tester' };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const app = (servedOverHttps = false) => webApp(root, { releasesDir, previewSecret: PREVIEW_DEVELOPMENT_SECRET, servedOverHttps });
const inAnHour = () => new Date(Date.now() + 3_600_000);

/** mfe-content live as one build, and a candidate of another. */
async function liveAndCandidate() {
  const build = (text: string) => {
    const dist = path.join(root, 'builds', text);
    writeFakeBuild(dist, 'mfe-content', { text, routes: ['/about-us'] });
    return dist;
  };
  const live = await releaseRemote(context, 'mfe-content', { dist: build('live') });
  const candidate = await releaseRemote(context, 'mfe-content', { dist: build('next'), candidate: true });
  return { live: live.version, candidate: candidate.version };
}

/** Opens the link as a browser would, and answers the cookie it was given. */
async function open(web: ReturnType<typeof app>, token: string): Promise<string> {
  const res = await request(web).get(`/preview/${token}`);
  expect(res.status).toBe(303);
  expect(res.headers['cache-control']).toBe('no-store');
  return String(res.headers['set-cookie']![0]).split(';', 1)[0]!;
}

const contentVersion = async (web: ReturnType<typeof app>, cookie?: string) => {
  const call = request(web).get('/api/registry');
  const res = await (cookie ? call.set('Cookie', cookie) : call);
  return res.body.remotes.find((entry: { name: string }) => entry.name === 'mfe_content').version;
};

describe('a preview link', () => {
  it('shows the candidate to its browser only, on pages and in the registry, and keeps no page of it; the public stays on live', async () => {
    const { live, candidate } = await liveAndCandidate();
    const web = app();
    const cookie = await open(web, signPreviewToken(PREVIEW_DEVELOPMENT_SECRET, { mfe_content: candidate }, inAnHour()));

    expect(await contentVersion(web, cookie)).toBe(candidate);
    expect(await contentVersion(web)).toBe(live);

    const page = await request(web).get('/en/about-us').set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="/releases/mfe-content/${candidate}/remoteEntry.js"`);
    expect(page.text).toMatch(
      new RegExp(`<div class="ama-preview-bar" role="status"[^>]*><span>Preview: mfe_content ${candidate}</span><a href="/preview/leave\\?to=%2Fen%2Fabout-us">Leave preview</a>`),
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');

    const publicPage = await request(web).get('/en/about-us');
    expect(publicPage.text).toContain(`href="/releases/mfe-content/${live}/remoteEntry.js"`);
    expect(publicPage.text).not.toContain('ama-preview-bar');
    expect(publicPage.headers['x-robots-tag']).toBeUndefined();

    // In the shopper's language.
    expect((await request(web).get('/it/about-us').set('Cookie', cookie)).text).toContain(`Anteprima: mfe_content ${candidate}`);
  });

  it('is a cookie of this browser only: HttpOnly, SameSite=Lax, Secure under https', async () => {
    const { candidate } = await liveAndCandidate();
    const token = signPreviewToken(PREVIEW_DEVELOPMENT_SECRET, { mfe_content: candidate }, inAnHour());
    const plain = String((await request(app()).get(`/preview/${token}`)).headers['set-cookie']![0]);
    expect(plain).toMatch(/^ama_preview=[\w.-]+; Max-Age=259200; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(String((await request(app(true)).get(`/preview/${token}`)).headers['set-cookie']![0])).toMatch(/; Secure; SameSite=Lax$/);
  });

  it("is left with the bar's link, back on the page it was on", async () => {
    const res = await request(app()).get('/preview/leave?to=%2Fde%2Fabout-us').set('Cookie', 'ama_preview=x');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/de/about-us');
    expect(String(res.headers['set-cookie']![0])).toMatch(/^ama_preview=; Path=\/; Expires=Thu, 01 Jan 1970/);
    // The page the visitor is on, as the browser's Referer names it (a client navigation moved on since the bar was rendered) …
    const referred = await request(app()).get('/preview/leave?to=%2Fde%2Fabout-us').set('Referer', 'http://127.0.0.1/de/guides').set('Host', '127.0.0.1');
    expect(referred.headers.location).toBe('/de/guides');
    // … and only a path of this shop, never another site (a '//host' address, another site's Referer).
    expect((await request(app()).get('/preview/leave?to=%2Fen').set('Referer', 'https://evil.example/x')).headers.location).toBe('/en');
    expect((await request(app()).get('/preview/leave?to=//evil.example/x')).headers.location).toMatch(/^\/[^/]/);
  });

  it.each([
    [
      'forged (another key)',
      (version: string) => signPreviewToken('another-secret-of-at-least-thirty-two-characters', { mfe_content: version }, inAnHour()),
      'This preview link is not valid',
    ],
    ['expired', (version: string) => signPreviewToken(PREVIEW_DEVELOPMENT_SECRET, { mfe_content: version }, new Date(Date.now() - 1_000)), 'This preview link has expired'],
    ['for a build not in the store', () => signPreviewToken(PREVIEW_DEVELOPMENT_SECRET, { mfe_content: '1.0.0-00000000' }, inAnHour()), 'names a build the shop cannot serve'],
    ['not a token', () => 'not<a>token', 'This preview link is not valid'],
  ])('%s changes nothing but the bar, which says why', async (_case, token, message) => {
    const { live, candidate } = await liveAndCandidate();
    const web = app();
    const cookie = await open(web, encodeURIComponent(token(candidate)));
    expect(await contentVersion(web, cookie)).toBe(live);
    const page = await request(web).get('/en/about-us').set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`href="/releases/mfe-content/${live}/remoteEntry.js"`);
    expect(page.text).toContain(message);
  });

  it('previews nothing on a shop without a preview secret (deployed without PREVIEW_SECRET)', async () => {
    const { live, candidate } = await liveAndCandidate();
    const web = webApp(root, { releasesDir });
    const cookie = await open(web, signPreviewToken(PREVIEW_DEVELOPMENT_SECRET, { mfe_content: candidate }, inAnHour()));
    expect(await contentVersion(web, cookie)).toBe(live);
    expect((await request(web).get('/en/about-us').set('Cookie', cookie)).text).toContain('This shop has no previews');
  });

  it('shows, once promoted, the same build as everyone else', async () => {
    const { candidate } = await liveAndCandidate();
    const web = app();
    const cookie = await open(web, signPreviewToken(PREVIEW_DEVELOPMENT_SECRET, { mfe_content: candidate }, inAnHour()));
    await promoteRemote(context, 'mfe-content', candidate);
    expect(await contentVersion(web)).toBe(candidate);
    const registries = await Promise.all([request(web).get('/api/registry'), request(web).get('/api/registry').set('Cookie', cookie)]);
    // Nothing left to preview: the preview's registry is the live one, release id and all.
    expect(registries[1].body.release).toBe(registries[0].body.release);
  });
});
