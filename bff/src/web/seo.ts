import express, { type Request, type Router } from 'express';
import { LOCALES, matchesAnyRoute, ROUTES, STAFF_AREA, toSlug, type Registry } from '@ama/contracts';
import type { RegistrySource } from './registry-source';
import type { SitemapData } from './sitemap-data';
import { SITEMAP_FILE_ROUTE, sitemapEntries, sitemapIndexXml, splitSitemap, urlsetXml } from './sitemap-files';

export { SITEMAP_MAX_URLS } from './sitemap-files';

/**
 * Search-engine files of the whole shop (docs/seo.md): GET /robots.txt and GET /sitemap.xml. The
 * sitemap is made from the route patterns the remotes announce in the registry, with the parameters
 * filled from the catalogue, and its language alternates come from pageHeadDocument, so a URL's
 * alternates in the sitemap and in the page's own head are the same by construction.
 */

/**
 * Pages no search engine should index: a shopper's own pages, one-time or personal links, steps of a
 * purchase or a booking, and the design system's catalogue. They are left out of the sitemap and
 * disallowed in robots.txt; a pattern's parameter ends its robots prefix ('/club/elite-').
 */
export const NOT_INDEXED: readonly string[] = [
  ROUTES.cart,
  ROUTES.checkout,
  ROUTES.orderConfirmation,
  ROUTES.wishlist,
  '/club/member',
  ROUTES.clubElite,
  ROUTES.eventBooking,
  '/dev/ui',
  STAFF_AREA,
];

/**
 * The back office's pages (docs/backoffice.md): besides being left out of the sitemap and disallowed,
 * they are never kept by this server's page cache, a CDN or the browser (no-store), and say noindex in a
 * header too. Their frame holds no staff data (the browser fetches it with the staff cookie), but a
 * stale frame could outlive a release of the back office or a sign-out.
 */
export const PRIVATE_PAGES: readonly string[] = [STAFF_AREA];

/** Whether a path without its locale ('/staff/orders') is one of PRIVATE_PAGES or below one. */
export const isPrivatePage = (path: string): boolean => PRIVATE_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Patterns with a parameter, and the values the catalogue gives it. Any other parameter stays out. */
const FILLED_FROM_DATA: Record<string, (data: SitemapData) => string[]> = {
  [ROUTES.product]: (data) => data.skus,
  '/collections/:collection': (data) => data.collections.map(toSlug),
  '/shapes/:shape': (data) => data.shapes.map(toSlug),
  [ROUTES.event]: (data) => data.events,
};

/** How long a browser, a crawler or a shared cache may keep both files; this server keeps the sitemap as long as SITEMAP_MEMO_MS. */
const CACHE_CONTROL = 'public, max-age=3600';
const SITEMAP_MEMO_MS = 5 * 60_000;

const hasParameter = (pattern: string) => pattern.includes(':') || pattern.includes('*');

/** A pattern with its parameter filled: ('/product/:sku', 'GA-1') → '/product/GA-1'. */
const filled = (pattern: string, value: string) => pattern.replace(/:[A-Za-z][A-Za-z0-9]*/, encodeURIComponent(value));

/** The prefix of a pattern up to its first parameter: what robots.txt can match. */
const robotsPrefix = (pattern: string) => pattern.replace(/[:*].*$/, '');

/**
 * robots.txt (RFC 9309): everything allowed but the API and the pages of NOT_INDEXED, in every locale.
 * The pictures are files outside /api/ (/images/products/… and the builds' /images/…), so they are allowed.
 */
export function robotsTxt(origin: string): string {
  const disallowed = ['/api/', ...LOCALES.flatMap((locale) => NOT_INDEXED.map((pattern) => `/${locale}${robotsPrefix(pattern)}`))];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * The public pages, without the locale prefix, in registry order: every static pattern a remote
 * announces, and every pattern of FILLED_FROM_DATA filled with each value from the catalogue. Each is
 * listed once, whichever remote announced it.
 */
export function publicPages(registry: Registry, data: SitemapData): string[] {
  const pages = new Set<string>();
  for (const pattern of registry.remotes.flatMap((entry) => entry.routes)) {
    if (NOT_INDEXED.includes(pattern)) continue;
    const fill = FILLED_FROM_DATA[pattern];
    if (fill) {
      for (const value of fill(data)) pages.add(filled(pattern, value));
    } else if (!hasParameter(pattern)) {
      pages.add(pattern);
    }
  }
  // A value may still land on an excluded page (an event keyed 'booking' is /events/booking).
  // …and the back office's pages are excluded with everything below them.
  return [...pages].filter((page) => !matchesAnyRoute(NOT_INDEXED, page) && !isPrivatePage(page));
}

/**
 * The pictures of each page (the path without its locale → root-relative image URLs): a product page's
 * renders, one per gold. The same in every locale: a render has no language.
 */
export function pageImages(data: SitemapData): Map<string, string[]> {
  return new Map(Object.entries(data.productImages ?? {}).map(([sku, images]) => [filled(ROUTES.product, sku), images]));
}

/** The sitemap as one file: its first SITEMAP_MAX_URLS URLs (the route splits a larger one into files). */
export const sitemapXml = (origin: string, pages: readonly string[], images: ReadonlyMap<string, readonly string[]> = new Map()): string =>
  urlsetXml(splitSitemap(sitemapEntries(origin, pages, images))[0]!);

export interface SeoOptions {
  registry: RegistrySource;
  /** The shop's public URL (PUBLIC_URL); the request's own origin otherwise, as for canonical links. */
  publicUrl?: string;
  /** The catalogue's products, collections, shapes and events; without it the sitemap has the static pages only. */
  data?: () => Promise<SitemapData>;
}

const NO_DATA: SitemapData = { skus: [], collections: [], shapes: [], events: [] };

/** GET /robots.txt and GET /sitemap.xml. */
export function seoRouter(options: SeoOptions): Router {
  const router = express.Router();
  const originOf = (req: Request) => options.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  // The last sitemap made, for one origin and release: a crawler's requests do not each read the catalogue.
  let memo: { key: string; until: number; files: string[][] } | undefined;
  const filesFor = async (req: Request) => {
    const origin = originOf(req);
    const registry = options.registry.current();
    const key = `${origin} ${registry.release}`;
    if (!memo || memo.key !== key || memo.until < Date.now()) {
      const data = options.data ? await options.data() : NO_DATA;
      memo = { key, until: Date.now() + SITEMAP_MEMO_MS, files: splitSitemap(sitemapEntries(origin, publicPages(registry, data), pageImages(data))) };
    }
    return { origin, files: memo.files };
  };

  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type('text/plain')
      .send(robotsTxt(originOf(req)));
  });

  // One file while the shop fits in one (50,000 URLs, 50 MB); past that, the index of its files.
  router.get('/sitemap.xml', async (req, res) => {
    const { origin, files } = await filesFor(req);
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type('application/xml')
      .send(files.length === 1 ? urlsetXml(files[0]!) : sitemapIndexXml(origin, files.length));
  });

  router.get(SITEMAP_FILE_ROUTE, async (req, res) => {
    const number = /^[1-9]\d{0,5}$/.test(String(req.params.number)) ? Number(req.params.number) : 0;
    const { files } = await filesFor(req);
    if (files.length === 1 || number < 1 || number > files.length) {
      res.status(404).type('text/plain').send('No such sitemap file');
      return;
    }
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type('application/xml')
      .send(urlsetXml(files[number - 1]!));
  });

  return router;
}
