import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { listening, shopFixture, webApp } from './__tests__/web-harness';

let root: string;
const write = (file: string, content: string | Buffer) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

beforeEach(() => {
  root = shopFixture();
  // What the builds write (rspack.base.js's image rule, the shell's favicon) and a release in the store.
  write('mfe-catalog/dist/images/home-banner-poster.0123abcd.webp', 'RIFF-poster');
  write('mfe-catalog/dist/images/home-banner.4567cdef.mp4', Buffer.alloc(4096, 7));
  write('mfe-content/dist/images/round-brilliant.89abcdef.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('shell/dist/images/favicon.fedcba98.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>');
  write('.releases/mfe-content/0.1.0-3f9c2a1b/images/casa-ama.11aa22bb.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('mfe-content/dist/server/images/secret.12345678.svg', '<svg/>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('GET /images/<name>.<hash>.<ext>: the pictures and clips of the builds', () => {
  it.each([
    ["a remote's picture", '/images/home-banner-poster.0123abcd.webp', 'image/webp'],
    ["a remote's clip", '/images/home-banner.4567cdef.mp4', 'video/mp4'],
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

  it('serves a clip in ranges, as a video element asks for it', async () => {
    const res = await request(webApp(root)).get('/images/home-banner.4567cdef.mp4').set('Range', 'bytes=1024-2047');
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 1024-2047/4096');
    expect(Number(res.headers['content-length'])).toBe(1024);
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

/** GET as a browser sends it, the body as it came over the wire (no client-side decoding). */
async function wireGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const server = await listening(webApp(root));
  try {
    return await new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port: server.port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  } finally {
    await server.close();
  }
}

describe("GET /images/<width>/<name>.<hash>.webp: a build's SVG picture in pixels (contracts' illustrationSrcSet)", () => {
  /** Two halves, gold on the left and ink on the right, twice as wide as high. */
  const HALVES =
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160"><rect width="160" height="160" fill="#c9a227"/><rect x="160" width="160" height="160" fill="#1f1d1a"/></svg>';
  beforeEach(() => {
    write('mfe-content/dist/images/halves.0a1b2c3d.svg', HALVES);
    write('.releases/mfe-content/0.1.0-3f9c2a1b/images/halves.99887766.svg', HALVES);
  });

  const pixel = async (picture: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };

  it.each([320, 640, 960, 1440])('draws it %i pixels wide, in its proportions, as the SVG draws it; immutable, revalidated', async (width) => {
    const res = await request(webApp(root))
      .get(`/images/${width}/halves.0a1b2c3d.webp`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const picture = res.body as Buffer;
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    // Gold on the left, ink on the right (a lossy format: near, not equal).
    const [r, g, b] = await pixel(picture, width / 4, width / 4);
    expect([Math.abs(r! - 0xc9), Math.abs(g! - 0xa2), Math.abs(b! - 0x27)].every((off) => off < 12)).toBe(true);
    expect((await pixel(picture, (3 * width) / 4, width / 4)).every((channel) => channel! < 0x30)).toBe(true);
    expect((await request(webApp(root)).get(`/images/${width}/halves.0a1b2c3d.webp`).set('If-None-Match', res.headers['etag']!)).status).toBe(304);
  });

  it("draws a release's picture too, from the store", async () => {
    const res = await request(webApp(root)).get('/images/320/halves.99887766.webp');
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/webp');
  });

  it.each([
    ['a width no page asks for', '/images/500/halves.0a1b2c3d.webp'],
    ['a picture no build has', '/images/640/halves.00000000.webp'],
    ['a name without a hash', '/images/640/halves.webp'],
    ['a picture of another kind', '/images/640/home-banner-poster.0123abcd.webp'],
    ['a server build', '/images/640/secret.12345678.webp'],
  ])('answers %s with a plain 404', async (_what, url) => {
    const res = await request(webApp(root)).get(url);
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/plain');
  });

  it('sends the browser to the SVG itself when it cannot be drawn, and keeps nothing: a srcset never falls back to src', async () => {
    write('mfe-content/dist/images/broken.12121212.svg', 'not an SVG at all');
    const res = await request(webApp(root)).get('/images/640/broken.12121212.webp');
    expect(res.status).toBe(302);
    expect(res.headers['location']).toBe('/images/broken.12121212.svg');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('scripts and stylesheets as the Brotli files their build wrote (precompress-plugin.cjs)', () => {
  const script = `export const jewels = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ sku: `GA-${i}`, gold: 'white' })))};`;
  const styles = `.card{display:grid}`.repeat(200);
  const brotliFile = (text: string) => brotliCompressSync(Buffer.from(text));
  const BROWSER = 'gzip, deflate, br, zstd';

  beforeEach(() => {
    write('shell/dist/libraries.0a1b2c3d.js', script);
    write('shell/dist/libraries.0a1b2c3d.js.br', brotliFile(script));
    write('mfe-catalog/dist/remoteEntry.js', script);
    write('mfe-catalog/dist/remoteEntry.js.br', brotliFile(script));
    write('mfe-club/dist/888.12ab34cd.css', styles);
    write('.releases/mfe-content/0.1.0-3f9c2a1b/remoteEntry.js', script);
    write('.releases/mfe-content/0.1.0-3f9c2a1b/remoteEntry.js.br', brotliFile(script));
    write('shell/dist/server/626.12345678.js', script);
    write('shell/dist/server/626.12345678.js.br', brotliFile(script));
  });

  it("sends the Brotli file with the plain file's type and caching to a browser that accepts Brotli", async () => {
    const res = await wireGet('/shell/libraries.0a1b2c3d.js', { 'Accept-Encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Number(res.headers['content-length'])).toBe(brotliFile(script).length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("keeps revalidation for a file without a hash, and answers 304 to the Brotli file's ETag", async () => {
    const res = await wireGet('/remotes/mfe-catalog/remoteEntry.js', { 'Accept-Encoding': BROWSER });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await wireGet('/remotes/mfe-catalog/remoteEntry.js', { 'Accept-Encoding': BROWSER, 'If-None-Match': String(res.headers['etag']) });
    expect(again.status).toBe(304);
  });

  it("serves a release's Brotli file from the store, with the store's caching", async () => {
    const res = await wireGet('/releases/mfe-content/0.1.0-3f9c2a1b/remoteEntry.js', { 'Accept-Encoding': BROWSER });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it.each([
    ['accepts gzip only', 'gzip, deflate'],
    ['refuses Brotli', 'br;q=0, gzip'],
  ])('compresses the plain file with gzip for a browser that %s', async (_what, acceptEncoding) => {
    const res = await wireGet('/shell/libraries.0a1b2c3d.js', { 'Accept-Encoding': acceptEncoding });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it('sends a file its build wrote no Brotli file for as before, compressed on the fly', async () => {
    const res = await wireGet('/remotes/mfe-club/888.12ab34cd.css', { 'Accept-Encoding': BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(styles);
  });

  it.each([
    ['a server build', '/shell/server/626.12345678.js'],
    ['a server build, encoded', '/shell/%73erver/626.12345678.js'],
    ['a missing script', '/shell/libraries.ffffffff.js'],
  ])('answers %s with a plain 404', async (_what, url) => {
    const res = await wireGet(url, { 'Accept-Encoding': BROWSER });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });
});
