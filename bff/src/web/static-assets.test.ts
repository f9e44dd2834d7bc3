import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { shopFixture, webApp } from './test-support';

let root: string;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

beforeEach(() => {
  root = shopFixture();
  // What the builds write (rspack.base.js's image rule, the shell's favicon) and a release in the store.
  write('mfe-catalog/dist/images/home-banner-poster.0123abcd.webp', 'RIFF-poster');
  write('mfe-content/dist/images/round-brilliant.89abcdef.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('shell/dist/images/favicon.fedcba98.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>');
  write('.releases/mfe-content/0.1.0-3f9c2a1b/images/casa-ama.11aa22bb.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('mfe-content/dist/server/images/secret.12345678.svg', '<svg/>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('GET /images/<name>.<hash>.<ext>: the pictures of the builds', () => {
  it.each([
    ["a remote's picture", '/images/home-banner-poster.0123abcd.webp', 'image/webp'],
    ["another remote's", '/images/round-brilliant.89abcdef.svg', 'image/svg+xml'],
    ["the shell's favicon", '/images/favicon.fedcba98.svg', 'image/svg+xml'],
    ["a release's, from the store", '/images/casa-ama.11aa22bb.svg', 'image/svg+xml'],
  ])('serves %s at one root path, immutable for a year, embeddable', async (_what, url, type) => {
    const res = await request(webApp(root)).get(url);
    expect(res.status).toBe(200);
    expect(res.type).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['etag']).toBeDefined();
    expect((await request(webApp(root)).get(url).set('If-None-Match', res.headers['etag']!)).status).toBe(304);
  });

  it.each([
    ['an unknown file', '/images/round-brilliant.00000000.svg'],
    ['a name without a hash', '/images/favicon.svg'],
    ['a file that is no picture', '/images/remoteEntry.js'],
    ['a deeper path', '/images/server/images/secret.12345678.svg'],
    ['a way out of the folder', '/images/..%2Fmf-manifest.json'],
    ['a dot file', '/images/.hidden.12345678.svg'],
  ])('answers %s with a plain 404, never the HTML page', async (_what, url) => {
    const res = await request(webApp(root)).get(url);
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/plain');
  });

  it('finds a release stored after the server started, within seconds', async () => {
    const app = webApp(root);
    expect((await request(app).get('/images/late.99999999.svg')).status).toBe(404);
    write('.releases/mfe-club/0.2.0-aaaabbbb/images/late.99999999.svg', '<svg/>');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'], now: Date.now() + 11_000 });
    try {
      expect((await request(app).get('/images/late.99999999.svg')).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});
