import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import request from 'supertest';
import { COLLECTIONS, DEFAULT_LOCALE, LOCALES, pageHeadDocument, SHAPES, toSlug, type Locale } from '@ama/contracts';
import { createApp } from '../app';
import { describeWithDatabase } from '../test-support/engines';
import { createWebRouter, type WebConfig } from '.';
import { pageImages, publicPages, robotsTxt, sitemapXml, SITEMAP_MAX_URLS } from './seo';
import { eventKeysFrom } from '../events';
import { sitemapDataFrom } from './sitemap-data';
import { catalogueSitemapEntriesFrom } from '../catalog';
import { listening, shopFixture } from './__tests__/web-harness';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

// The registry the fixture shop announces: the five remotes' route patterns as their builds list them,
// plus a wildcard and a parameter no data fills, which the sitemap must leave out.
const REMOTE_ROUTES: Record<string, string[]> = {
  mfe_catalog: ['/', '/results', '/product/:sku', '/wishlist', '/collections/:collection', '/shapes/:shape'],
  mfe_cart_checkout: ['/cart', '/checkout', '/order-confirmation'],
  mfe_club: ['/club', '/club/sign-up', '/club/terms', '/club/elite-:token', '/club/member', '/club/custom-design'],
  mfe_events: ['/events', '/events/booking', '/events/:key', '/book-an-appointment', '/store-locator', '/stores/:city'],
  mfe_content: ['/about-us', '/casa-ama', '/guides', '/guides/4c', '/guides/ring-size', '/privacy-policy', '/legal/*'],
};
/** What the issue says must never be in the sitemap (an independent list, not the module's). */
const EXCLUDED = ['/cart', '/checkout', '/order-confirmation', '/wishlist', '/club/member', '/club/elite-', '/events/booking', '/stores/', '/legal'];
const STATIC_ROUTES = Object.values(REMOTE_ROUTES)
  .flat()
  .filter((pattern) => !/[:*]/.test(pattern) && !EXCLUDED.includes(pattern));

// A stand-in for the shell's server entry (as in server-pages.test.ts): every page has a title and a description.
const FAKE_SHELL = `module.exports = Promise.resolve({
  warm() {}, status() { return {}; },
  async render(page) {
    return { status: 200, head: { title: 'Page ' + page.url, description: 'About ' + page.url },
      regions: { header: '', main: '', footer: '' }, state: {}, remotes: {}, timings: {} };
  },
});`;

/** The fixture shop with the registry above (as a registry file) and a fake shell server entry. */
function seoShop(): { root: string; registryFile: string } {
  const root = shopFixture();
  const registryFile = path.join(root, 'registry.json');
  const remotes = Object.entries(REMOTE_ROUTES).map(([name, routes]) => ({ name, manifestUrl: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', routes }));
  writeFileSync(registryFile, JSON.stringify({ remotes }));
  mkdirSync(path.join(root, 'shell/dist/server'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/server/server.js'), FAKE_SHELL);
  return { root, registryFile };
}

// ---- a small XML reader on saxes (strict, namespace-aware): every element with its namespace URI ----

interface XmlElement {
  uri: string;
  local: string;
  attributes: Record<string, { uri: string; value: string }>;
  children: XmlElement[];
  text: string;
}

function parseXml(xml: string): { root: XmlElement; declaration: { version?: string; encoding?: string } } {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let declaration = {};
  parser.on('xmldecl', (decl) => (declaration = decl));
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      uri: tag.uri,
      local: tag.local,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.name, { uri: attribute.uri, value: attribute.value }])),
      children: [],
      text: '',
    };
    if (stack.length) stack[stack.length - 1]!.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    if (stack.length) stack[stack.length - 1]!.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return { root, declaration };
}

interface SitemapUrl {
  loc: string;
  alternates: Array<{ hreflang: string; href: string }>;
  images: string[];
}

/**
 * Checks the sitemaps.org 0.9 structure (urlset in its namespace, <url> elements only, each with one
 * <loc> first, then only xhtml:link rel=alternate with hreflang and href, then only image:image, each
 * with one image:loc) and returns the URLs.
 */
function readSitemap(xml: string): SitemapUrl[] {
  const { root, declaration } = parseXml(xml);
  expect(declaration).toMatchObject({ version: '1.0', encoding: 'UTF-8' });
  expect([root.uri, root.local]).toEqual([SITEMAP_NS, 'urlset']);
  expect(root.attributes['xmlns']?.value).toBe(SITEMAP_NS);
  expect(root.attributes['xmlns:xhtml']?.value).toBe(XHTML_NS);
  expect(root.attributes['xmlns:image']?.value).toBe(IMAGE_NS);
  expect(root.text.trim()).toBe('');
  expect(root.children.length).toBeGreaterThan(0);
  expect(root.children.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  return root.children.map((url) => {
    expect([url.uri, url.local]).toEqual([SITEMAP_NS, 'url']);
    const [loc, ...rest] = url.children;
    expect([loc?.uri, loc?.local]).toEqual([SITEMAP_NS, 'loc']);
    expect(loc!.children).toEqual([]);
    const links = rest.filter((child) => child.local === 'link');
    const images = rest.slice(links.length);
    for (const image of images) {
      expect([image.uri, image.local]).toEqual([IMAGE_NS, 'image']);
      expect(image.children.map((child) => [child.uri, child.local])).toEqual([[IMAGE_NS, 'loc']]);
      expect(image.children[0]!.children).toEqual([]);
    }
    for (const link of links) {
      expect([link.uri, link.local]).toEqual([XHTML_NS, 'link']);
      expect(Object.keys(link.attributes).sort()).toEqual(['href', 'hreflang', 'rel']);
      expect(link.attributes['rel']!.value).toBe('alternate');
    }
    return {
      loc: loc!.text,
      alternates: links.map((link) => ({ hreflang: link.attributes['hreflang']!.value, href: link.attributes['href']!.value })),
      images: images.map((image) => image.children[0]!.text),
    };
  });
}

/** '/club/elite-x' is under '/club/elite-', '/legal/a' under '/legal', '/cart' under '/cart'; '/cartier' is not. */
const isUnder = (rest: string, prefix: string) => rest === prefix || rest.startsWith(/[-/]$/.test(prefix) ? prefix : `${prefix}/`);

/** The path without its locale prefix: '/en/product/X' → '/product/X', '/en' → '/'. */
const restOf = (pathname: string) => pathname.replace(/^\/[a-z]{2}/, '') || '/';

describe('robots.txt and the sitemap, built', () => {
  it('robots.txt disallows the API and every personal or one-time page, in every locale, and names the sitemap', () => {
    const lines = robotsTxt('https://shop.test').split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    for (const locale of LOCALES) {
      for (const page of ['/cart', '/checkout', '/order-confirmation', '/wishlist', '/club/member', '/club/elite-', '/events/booking', '/staff']) {
        expect(lines).toContain(`Disallow: /${locale}${page}`);
      }
    }
    expect(lines).toContain('Sitemap: https://shop.test/sitemap.xml');
    // The shop itself stays open: no rule covers a locale's home, a product, a listing or a search.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    // Nor the pictures: the products' renders and the builds' files are outside /api/.
    for (const open of [
      '/it',
      '/en/product/GA-001',
      '/de/collections/gaia',
      '/es/results?q=ring',
      '/en/events/milan-showroom-evening-2024',
      // The custom design's request form is public; its pages with a token say noindex themselves.
      '/it/club/custom-design',
      '/images/products/GA-001-rose.svg',
      '/images/favicon.0123abcd.svg',
    ]) {
      expect(disallowed.filter((rule) => open.startsWith(rule))).toEqual([]);
    }
  });

  it('escapes what a URL may carry, and drops a page whose parameter has no data', () => {
    const registry = { release: 'r', remotes: [{ name: 'mfe_catalog', manifestUrl: '/m.json', version: '1', routes: ['/product/:sku', '/x/:y'], preload: [] }] };
    const pages = publicPages(registry, { skus: [`A&B<'">`], collections: [], shapes: [], events: [] });
    expect(pages).toEqual([`/product/A%26B%3C'%22%3E`]);
    const xml = sitemapXml('https://shop.test', pages);
    expect(xml).toContain(`<loc>https://shop.test/en/product/A%26B%3C&apos;%22%3E</loc>`);
    expect(readSitemap(xml)[0]!.loc).toBe(`https://shop.test/en/product/A%26B%3C'%22%3E`);
  });

  it('leaves the back office out, every page below /staff included', () => {
    const registry = {
      release: 'r',
      remotes: [{ name: 'mfe_backoffice', manifestUrl: '/m.json', version: '1', routes: ['/staff', '/staff/orders', '/staff/orders/:number', '/staffing'], preload: [] }],
    };
    expect(publicPages(registry, { skus: [], collections: [], shapes: [], events: [] })).toEqual(['/staffing']);
  });

  it("lists a page's pictures as absolute image entries, in every locale, escaped; other pages have none", () => {
    const data = {
      skus: ['GA-1', 'A&B'],
      collections: [],
      shapes: [],
      events: [],
      productImages: { 'GA-1': ['/images/products/GA-1-white.svg', '/images/products/GA-1-rose.svg'], 'A&B': ['/images/products/A%26B-rose.svg?x=<1>'] },
    };
    const xml = sitemapXml('https://shop.test', ['/', '/product/GA-1', '/product/A%26B'], pageImages(data));
    const urls = readSitemap(xml);
    expect(urls).toHaveLength(12);
    for (const url of urls) {
      const page = restOf(new URL(url.loc).pathname);
      const expected: Record<string, string[]> = {
        '/': [],
        '/product/GA-1': ['https://shop.test/images/products/GA-1-white.svg', 'https://shop.test/images/products/GA-1-rose.svg'],
        '/product/A%26B': ['https://shop.test/images/products/A%26B-rose.svg?x=<1>'],
      };
      expect(url.images).toEqual(expected[page]);
    }
    expect(xml).toContain('<image:loc>https://shop.test/images/products/A%26B-rose.svg?x=&lt;1&gt;</image:loc>');
  });

  it('never holds more than 50,000 URLs', () => {
    const pages = Array.from({ length: SITEMAP_MAX_URLS / LOCALES.length + 10 }, (_, index) => `/product/P-${index}`);
    const xml = sitemapXml('https://shop.test', pages);
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
});

describeWithDatabase('GET /robots.txt and GET /sitemap.xml', (context) => {
  let shop: ReturnType<typeof seoShop>;
  beforeAll(() => {
    shop = seoShop();
  });
  afterAll(() => rmSync(shop.root, { recursive: true, force: true }));

  const app = (web: Partial<WebConfig> = {}) => {
    const { config, db } = context();
    return createApp({
      config,
      db,
      web: createWebRouter({
        repoRoot: shop.root,
        registryFile: shop.registryFile,
        ssr: { enabled: true, budgetMs: 300, pageCacheSeconds: 0 },
        sitemapData: sitemapDataFrom(catalogueSitemapEntriesFrom(db.kysely), eventKeysFrom(db.kysely)),
        // The pages are asked for as shop.test (a shop's public name), one origin for the whole test.
        allowedHosts: ['shop.test'],
        ...web,
      }),
    });
  };

  it('robots.txt on the loopback origin the test server listens on, as text, with a public cache', async () => {
    const server = await listening(app());
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/robots.txt`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      const text = await res.text();
      expect(text).toContain(`Sitemap: http://127.0.0.1:${server.port}/sitemap.xml`);
      expect(text).toContain('Disallow: /api/');
      expect(text).toContain('Disallow: /de/club/elite-');
    } finally {
      await server.close();
    }
  });

  it('PUBLIC_URL, when set, is the origin of robots.txt and of every sitemap URL', async () => {
    const server = app({ publicUrl: 'https://www.ama.test' });
    expect((await request(server).get('/robots.txt')).text).toContain('Sitemap: https://www.ama.test/sitemap.xml');
    const urls = readSitemap((await request(server).get('/sitemap.xml')).text);
    for (const url of urls) {
      expect(new URL(url.loc).origin).toBe('https://www.ama.test');
      for (const alternate of url.alternates) expect(new URL(alternate.href).origin).toBe('https://www.ama.test');
      for (const image of url.images) expect(new URL(image).origin).toBe('https://www.ama.test');
    }
  });

  describe('the sitemap', () => {
    let res: request.Response;
    let urls: SitemapUrl[];
    let locs: Set<string>;
    const origin = 'http://shop.test';
    beforeAll(async () => {
      res = await request(app()).get('/sitemap.xml').set('Host', 'shop.test');
      urls = readSitemap(res.text);
      locs = new Set(urls.map((url) => url.loc));
    });
    const inEveryLocale = (rest: string) => LOCALES.map((locale) => `${origin}/${locale}${rest === '/' ? '' : rest}`);

    it('is XML with a short public cache, and lists each URL once; one file, so no numbered file', async () => {
      expect((await request(app()).get('/sitemaps/1.xml').set('Host', 'shop.test')).status).toBe(404);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(locs.size).toBe(urls.length);
    });

    it('has absolute, same-origin URLs of at most 2,048 characters', () => {
      for (const url of [...locs, ...urls.flatMap((entry) => [...entry.alternates.map((alternate) => alternate.href), ...entry.images])]) {
        expect(url.length).toBeLessThanOrEqual(2048);
        const parsed = new URL(url);
        expect(parsed.origin).toBe(origin);
        expect(parsed.href).toBe(url);
        expect(parsed.search + parsed.hash).toBe('');
      }
    });

    it('gives every URL the four locales and x-default (Italian), as the page head of that URL does', () => {
      expect(DEFAULT_LOCALE).toBe('it');
      for (const url of urls) {
        const { pathname } = new URL(url.loc);
        const locale = pathname.split('/')[1] as Locale;
        expect(LOCALES).toContain(locale);
        const rest = restOf(pathname);
        expect(url.alternates.map((alternate) => alternate.hreflang).sort()).toEqual(['de', 'en', 'es', 'it', 'x-default']);
        expect(url.alternates.find((alternate) => alternate.hreflang === 'x-default')!.href).toBe(inEveryLocale(rest)[LOCALES.indexOf('it')]);
        const head = pageHeadDocument({ title: 'any' }, { origin, path: pathname, locale });
        expect(head.tags.find((tag) => tag.key === 'rel=canonical')!.attributes.href).toBe(url.loc);
        const headAlternates = head.tags.filter((tag) => tag.attributes.hreflang).map(({ attributes }) => ({ hreflang: attributes.hreflang, href: attributes.href }));
        expect(url.alternates).toEqual(headAlternates);
        // Every alternate is itself in the sitemap (x-default is the Italian URL).
        for (const alternate of url.alternates) expect(locs).toContain(alternate.href);
      }
    });

    it('has every static route the remotes announce, in all four locales', () => {
      expect(STATIC_ROUTES).toEqual(expect.arrayContaining(['/', '/about-us', '/guides/4c', '/events', '/club/terms', '/results']));
      for (const rest of STATIC_ROUTES) for (const url of inEveryLocale(rest)) expect(locs).toContain(url);
    });

    it('has every product, collection, shape and event of the database, in all four locales', async () => {
      const { db } = context();
      const skus = (await db.kysely.selectFrom('products').select('sku').execute()).map((row) => row.sku);
      const events = (await db.kysely.selectFrom('events').select('key').execute()).map((row) => row.key);
      expect(skus.length).toBeGreaterThan(0);
      expect(events).toContain('milan-showroom-evening-2024');
      const pages = [
        ...skus.map((sku) => `/product/${encodeURIComponent(sku)}`),
        ...COLLECTIONS.map((collection) => `/collections/${toSlug(collection)}`),
        ...SHAPES.map((shape) => `/shapes/${toSlug(shape)}`),
        ...events.map((key) => `/events/${key}`),
      ];
      for (const rest of pages) for (const url of inEveryLocale(rest)) expect(locs).toContain(url);
      // Nothing else: the static routes and these pages are the whole sitemap.
      expect(locs.size).toBe((STATIC_ROUTES.length + pages.length) * LOCALES.length);
    });

    it("lists each product page's pictures, the renders its page shows, at addresses that answer", async () => {
      const server = app();
      const products = urls.filter((url) => restOf(new URL(url.loc).pathname).startsWith('/product/'));
      expect(products.length).toBeGreaterThan(0);
      // Each product's pictures asked once (its four locales list the same ones), all at once: one by one,
      // the few hundred requests outlasted jest's 5 s on a slow machine.
      const picturesOf = new Map<string, Promise<string[]>>();
      const expected = (sku: string) => {
        if (!picturesOf.has(sku)) {
          const answer = request(server).get(`/api/products/${encodeURIComponent(sku)}?locale=en`);
          picturesOf.set(
            sku,
            answer.then((res) => (res.body as { images: Array<{ url: string }> }).images.map((image) => `${origin}${image.url}`)),
          );
        }
        return picturesOf.get(sku)!;
      };
      const listed = await Promise.all(
        products.map(async (url) => {
          const sku = decodeURIComponent(restOf(new URL(url.loc).pathname).slice('/product/'.length));
          return { loc: url.loc, images: url.images, expected: await expected(sku) };
        }),
      );
      for (const { loc, images, expected: pictures } of listed) expect({ loc, images }).toEqual({ loc, images: pictures });
      // Only product pages have pictures listed, and each of them is a file outside /api/ that answers.
      expect(urls.filter((url) => url.images.length > 0)).toEqual(products);
      const sample = products.filter((_url, index) => index % 40 === 0).flatMap((url) => url.images);
      for (const image of sample) {
        expect(new URL(image).pathname).toMatch(/^\/images\/products\/[A-Z0-9-]+-(yellow|white|rose)\.svg$/);
        const res = await request(server).get(new URL(image).pathname).set('Host', 'shop.test');
        expect({ image, status: res.status, type: res.type }).toEqual({ image, status: 200, type: 'image/svg+xml' });
      }
    }, 30_000); // a few hundred requests: 2 s here, more on a busy machine

    it('has no personal, one-time or unfilled page', () => {
      for (const loc of locs) {
        const rest = restOf(new URL(loc).pathname);
        expect(EXCLUDED.filter((excluded) => isUnder(rest, excluded))).toEqual([]);
        expect(rest).not.toMatch(/[:*]/);
      }
    });

    it('agrees with the head of the pages it lists: title, description, canonical and five hreflang links', async () => {
      const server = app();
      const sample = ['/it', '/en/about-us', '/de/product/', '/es/collections/', '/en/shapes/', '/it/events/'].map((prefix) =>
        urls.find((url) => new URL(url.loc).pathname.startsWith(prefix))!,
      );
      for (const url of sample) {
        const page = await request(server).get(new URL(url.loc).pathname).set('Host', 'shop.test');
        expect(page.status).toBe(200);
        expect(page.text).toMatch(/<title>Page [^<]+ \| AMA<\/title>/);
        expect(page.text).toMatch(/<meta name="description" content="About [^"]+">/);
        expect(page.text).toContain(`<link rel="canonical" href="${url.loc}">`);
        const hreflangs = [...page.text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, hreflang, href]) => ({ hreflang, href }));
        expect(hreflangs).toEqual(url.alternates);
      }
    });
  });
});
