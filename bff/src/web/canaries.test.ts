// Canaries (docs/delivery.md#canaries): a candidate served to a share of visitors, chosen by a bucket
// cookie drawn once, on pages and in GET /api/registry alike; promote or abort ends it for everyone.
import { rmSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { abortCandidate, promoteRemote, releaseRemote, type ReleaseContext } from '../releases/release-command';
import { PREVIEW_DEVELOPMENT_SECRET, signPreviewToken } from '../releases/preview-token';
import { writeFakeBuild } from '../releases/__tests__/release-fixture';
import { webApp } from './__tests__/web-harness';
import { releaseShopFixture } from './__tests__/release-shop';

let root: string;
let context: ReleaseContext;
beforeEach(() => {
  root = releaseShopFixture();
  context = { repoRoot: root, releasesDir: path.join(root, '.releases'), by: 'Ada Tester' };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const app = () => webApp(root, { releasesDir: context.releasesDir, previewSecret: PREVIEW_DEVELOPMENT_SECRET });

async function liveAndCanary(percent: number) {
  const build = (text: string) => {
    const dist = path.join(root, 'builds', text);
    writeFakeBuild(dist, 'mfe-content', { text, routes: ['/about-us'] });
    return dist;
  };
  const live = await releaseRemote(context, 'mfe-content', { dist: build('live') });
  const canary = await releaseRemote(context, 'mfe-content', { dist: build('next'), canary: percent });
  return { live: live.version, canary: canary.version };
}

const registryAs = (web: ReturnType<typeof app>, cookie?: string) => {
  const call = request(web).get('/api/registry');
  return cookie ? call.set('Cookie', cookie) : call;
};
const contentOf = (body: { remotes: { name: string; version: string }[] }) => body.remotes.find(({ name }) => name === 'mfe_content')!.version;

describe('a canary', () => {
  it('serves the candidate to the visitors whose bucket is below its share, the live release to the others, each with a release id of its own', async () => {
    const { live, canary } = await liveAndCanary(50);
    const web = app();
    const inside = await registryAs(web, 'ama_bucket=10');
    const outside = await registryAs(web, 'ama_bucket=90');
    expect([contentOf(inside.body), inside.body.side]).toEqual([canary, 'canary']);
    expect([contentOf(outside.body), outside.body.side]).toEqual([live, undefined]);
    expect(inside.body.release).not.toBe(outside.body.release);
    // Other remotes are the same on both sides.
    expect(inside.body.remotes.filter(({ name }: { name: string }) => name !== 'mfe_content')).toEqual(
      outside.body.remotes.filter(({ name }: { name: string }) => name !== 'mfe_content'),
    );

    const page = await request(web).get('/en/about-us').set('Cookie', 'ama_bucket=10');
    expect(page.text).toContain(`href="/releases/mfe-content/${canary}/remoteEntry.js"`);
    expect(page.text).not.toContain('ama-preview-bar');
    // Two pages at one address: no shared cache may keep either.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect((await request(web).get('/en/about-us').set('Cookie', 'ama_bucket=90')).text).toContain(`href="/releases/mfe-content/${live}/remoteEntry.js"`);
  });

  it('draws a new visitor a bucket once, kept in an HttpOnly cookie, and serves them the side it names', async () => {
    const { live, canary } = await liveAndCanary(50);
    const web = app();
    const sides = new Set<string>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const first = await request(web).get('/en/about-us');
      const cookie = String(first.headers['set-cookie']?.[0] ?? '');
      expect(cookie).toMatch(/^ama_bucket=(\d{1,2}); Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
      const bucket = Number(/^ama_bucket=(\d+)/.exec(cookie)![1]);
      const expected = bucket < 50 ? canary : live;
      expect(first.text).toContain(`/releases/mfe-content/${expected}/remoteEntry.js`);
      // The same visitor, later: the same side, and no new bucket.
      const again = await registryAs(web, `ama_bucket=${bucket}`);
      expect(contentOf(again.body)).toBe(expected);
      expect(again.headers['set-cookie']).toBeUndefined();
      sides.add(expected);
    }
    // 40 draws at 50 %: both sides served (a chance of 2 in a trillion to fail).
    expect(sides).toEqual(new Set([live, canary]));
  });

  it('ends for everyone on abort (live) or promote (the candidate), and no bucket is drawn without one', async () => {
    const { live, canary } = await liveAndCanary(50);
    const web = app();
    await abortCandidate(context, 'mfe-content');
    expect(contentOf((await registryAs(web, 'ama_bucket=1')).body)).toBe(live);
    expect((await request(web).get('/en/about-us')).headers['set-cookie']).toBeUndefined();

    await releaseRemote(context, 'mfe-content', { dist: path.join(context.releasesDir, 'mfe-content', canary), canary: 10 });
    expect(contentOf((await registryAs(web, 'ama_bucket=5')).body)).toBe(canary);
    expect(contentOf((await registryAs(web, 'ama_bucket=50')).body)).toBe(live);
    await promoteRemote(context, 'mfe-content');
    for (const bucket of [5, 50]) expect(contentOf((await registryAs(web, `ama_bucket=${bucket}`)).body)).toBe(canary);
  });

  it('gives way to a preview link, which shows what it names whatever the bucket', async () => {
    const { live } = await liveAndCanary(99);
    const web = app();
    const token = signPreviewToken(PREVIEW_DEVELOPMENT_SECRET, { mfe_content: live }, new Date(Date.now() + 60_000));
    expect(contentOf((await registryAs(web, `ama_bucket=1; ama_preview=${token}`)).body)).toBe(live);
  });

  it('ignores a bucket cookie that is not a bucket, drawing a new one', async () => {
    await liveAndCanary(50);
    const web = app();
    for (const bad of ['-1', '100', 'x', '1.5']) expect(String((await registryAs(web, `ama_bucket=${bad}`)).headers['set-cookie']?.[0])).toMatch(/^ama_bucket=\d{1,2};/);
  });
});
