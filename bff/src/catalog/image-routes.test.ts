import { collectionListResponseSchema, productDetailSchema, productImageSrcSet, productImageUrl, productListResponseSchema } from '@ama/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { describeWithDatabase } from '../test-support/engines';
import { parseRenderFile, PRODUCT_IMAGE_CACHE } from './image-routes';

describe('parseRenderFile', () => {
  it('reads the SKU (dashes and all) and the gold of a render file, as productImageUrl writes them', () => {
    expect(parseRenderFile('GA-SOL-OV-rose.svg')).toEqual({ sku: 'GA-SOL-OV', gold: 'ROSE' });
    expect(productImageUrl('GA-SOL-OV', 'WHITE')).toBe('/images/products/GA-SOL-OV-white.svg');
    expect(parseRenderFile(productImageUrl('NY-TEN-BG', 'YELLOW').split('/').pop()!)).toEqual({ sku: 'NY-TEN-BG', gold: 'YELLOW' });
  });

  it.each([
    'GA-SOL-OV.svg',
    'GA-SOL-OV-green.svg',
    'GA-SOL-OV-ROSE.svg',
    'GA-SOL-OV-rose.png',
    '-rose.svg',
    'GA_SOL-rose.svg',
    'GA-SOL-OV-rose.svg.svg',
    `${'A'.repeat(200)}-rose.svg`,
  ])('names no render: %s', (file) => expect(parseRenderFile(file)).toBeNull());
});

describeWithDatabase('GET /images/products/<sku>-<gold>.svg', (context) => {
  const get = (url: string) => request(context().app).get(url);

  it("draws the piece in that gold, cached for a month with an ETag, embeddable by the shop's remotes", async () => {
    const rose = await get('/images/products/GA-SOL-OV-rose.svg');
    expect(rose.status).toBe(200);
    expect(rose.type).toBe('image/svg+xml');
    expect(rose.headers['cache-control']).toBe(PRODUCT_IMAGE_CACHE);
    expect(PRODUCT_IMAGE_CACHE).toBe('public, max-age=2592000');
    expect(rose.headers['etag']).toMatch(/^(W\/)?"[^"]+"$/);
    expect(rose.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(String(rose.body)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const white = await get('/images/products/GA-SOL-OV-white.svg');
    expect(String(white.body)).not.toEqual(String(rose.body));
    // A revalidation after the month costs no body.
    const again = await get('/images/products/GA-SOL-OV-rose.svg').set('If-None-Match', rose.headers['etag']!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await request(context().app).head('/images/products/GA-SOL-OV-rose.svg');
    expect(head.status).toBe(200);
  });

  it('draws each piece as its own model: the trilogy beside the solitaire of the same collection and cut', async () => {
    const largeStones = (svg: string) => svg.match(/<use href="#s"/g)?.length ?? 0;
    const solitaire = String((await get('/images/products/GA-SOL-OV-yellow.svg')).body);
    const trilogy = String((await get('/images/products/GA-TRI-OV-yellow.svg')).body);
    expect([largeStones(solitaire), largeStones(trilogy)]).toEqual([1, 3]);
  });

  it('is the same picture the old API address still answers, which names it as canonical', async () => {
    const file = await get('/images/products/GA-SOL-OV-rose.svg');
    const old = await get('/api/products/GA-SOL-OV/image.svg?gold=ROSE');
    expect(old.status).toBe(200);
    expect(old.type).toBe('image/svg+xml');
    expect(String(old.body)).toBe(String(file.body));
    expect(old.headers['link']).toBe('</images/products/GA-SOL-OV-rose.svg>; rel="canonical"');
    // Without a gold, the old address drew the default one: its canonical file names it.
    const plain = await get('/api/products/GA-SOL-OV/image.svg');
    expect(plain.headers['link']).toMatch(/^<\/images\/products\/GA-SOL-OV-(yellow|white|rose)\.svg>; rel="canonical"$/);
  });

  it.each([
    ['an unknown SKU', '/images/products/ZZ-NOPE-01-rose.svg'],
    ['a gold the piece is not made in', '/images/products/NY-SOL-EM-rose.svg'],
    ['an unknown gold', '/images/products/GA-SOL-OV-green.svg'],
    ['a name without a gold', '/images/products/GA-SOL-OV.svg'],
    ['another format', '/images/products/GA-SOL-OV-rose.png'],
    ['a deeper path', '/images/products/GA-SOL-OV/rose.svg'],
    ['a picture of a width no page asks for', '/images/products/500/GA-SOL-OV-rose.webp'],
    ['a picture of an unknown SKU', '/images/products/640/ZZ-NOPE-01-rose.webp'],
    ['a picture in a gold the piece is not made in', '/images/products/640/NY-SOL-EM-rose.webp'],
    ['an SVG under a width', '/images/products/640/GA-SOL-OV-rose.svg'],
  ])('answers %s with a plain 404, never a page nor a long-cached answer', async (_what, url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/plain');
    expect(res.headers['cache-control'] ?? 'no-cache').not.toMatch(/max-age=[1-9]/);
  });

  it("serves each render as a WebP picture at every width of its srcset, the same drawing as the SVG's", async () => {
    const srcset = productImageSrcSet(productImageUrl('GA-SOL-OV', 'ROSE'))!;
    const candidates = srcset.split(', ').map((candidate) => candidate.split(' ') as [string, string]);
    expect(candidates.map(([, width]) => width)).toEqual(['320w', '640w', '960w']);
    const svg = await sharp(Buffer.from(String((await get('/images/products/GA-SOL-OV-rose.svg')).body)))
      .resize(320, 320)
      .removeAlpha()
      .raw()
      .toBuffer();
    for (const [url, width] of candidates) {
      const res = await get(url).buffer(true);
      expect({ url, status: res.status, type: res.type, cache: res.headers['cache-control'] }).toEqual({ url, status: 200, type: 'image/webp', cache: PRODUCT_IMAGE_CACHE });
      const picture = sharp(res.body as Buffer);
      const { width: pixels, height } = await picture.metadata();
      expect(`${pixels}w ${height}`).toBe(`${width} ${parseInt(width)}`);
      // Drawn from the SVG: at 320 px the two differ by the lossy encoding's noise (about 1 a channel), where another gold differs by 4 or more.
      const drawn = await picture.resize(320, 320).removeAlpha().raw().toBuffer();
      const difference = drawn.reduce((sum, value, index) => sum + Math.abs(value - svg[index]!), 0) / drawn.length;
      expect(difference).toBeLessThan(2);
    }
    // The white gold is another picture, and a second ask is the same bytes (kept, with its ETag).
    const rose = await get('/images/products/640/GA-SOL-OV-rose.webp').buffer(true);
    const white = await get('/images/products/640/GA-SOL-OV-white.webp').buffer(true);
    expect(Buffer.compare(rose.body as Buffer, white.body as Buffer)).not.toBe(0);
    const again = await get('/images/products/640/GA-SOL-OV-rose.webp').set('If-None-Match', rose.headers['etag']!);
    expect(again.status).toBe(304);
  });

  it('answers every picture URL the API hands out: listing, product page and collections', async () => {
    const listing = productListResponseSchema.parse((await get('/api/products?pageSize=48')).body);
    const product = productDetailSchema.parse((await get(`/api/products/${listing.items[0]!.sku}?locale=en`)).body);
    const collections = collectionListResponseSchema.parse((await get('/api/collections?locale=en')).body);
    const urls = [
      ...listing.items.map((item) => item.imageUrl),
      ...product.images.map((image) => image.url),
      ...collections.items.flatMap((item) => (item.imageUrl ? [item.imageUrl] : [])),
    ];
    expect(urls.length).toBeGreaterThan(48);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/images\/products\/[A-Z0-9-]+-(yellow|white|rose)\.svg$/);
      expect({ url, status: (await get(url)).status }).toEqual({ url, status: 200 });
    }
  });
});
