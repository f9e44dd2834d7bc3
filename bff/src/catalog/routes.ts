import { localeQuerySchema, productImageQuerySchema, productImageUrl, productListQuerySchema, productQuoteQuerySchema, skuParamsSchema } from '@ama/contracts';
import { SEARCH_SUGGESTIONS_PATH, searchSuggestionsQuerySchema } from '@ama/contracts/search-suggestions';
import { Router, type Response } from 'express';
import { ListingAnswers, sendSerialised, serialise } from './listing-answers';
import { normaliseListingQuery, type CatalogService } from './service';

/** Catalogue answers may be reused by browsers for a minute; renders for a day. */
const publicFor = (res: Response, seconds: number) => res.set('Cache-Control', `public, max-age=${seconds}`);

/**
 * GET endpoints of the catalogue, mounted under /api. Every input goes through its contract schema;
 * the service's domain errors (unknown product, option not offered) become 404/400 in http/errors.ts.
 */
export function catalogRouter(catalog: CatalogService, answers: ListingAnswers = new ListingAnswers()): Router {
  const router = Router();
  // The serialised answers go when the service's cached ones do (they live as long, see listing-answers.ts).
  const invalidate = catalog.invalidate;
  catalog.invalidate = () => {
    answers.clear();
    invalidate();
  };

  // Keyed by the URL as sent: the fast path (fast-listing.ts) finds the answer before Express runs.
  router.get('/products', async (req, res) => {
    const cached = answers.get(req.originalUrl);
    if (cached) return sendSerialised(req, res, cached);
    const query = productListQuerySchema.parse(req.query);
    const listing = await catalog.listProducts(query);
    // A search is serialised for its own answer only: kept by URL, a flood of unique searches would
    // push out the browsing listings the fast path serves (the service keeps searches apart too).
    const search = normaliseListingQuery(query).q !== undefined;
    sendSerialised(req, res, search ? serialise(listing, 'public, max-age=60') : answers.remember(req.originalUrl, listing, 'public, max-age=60'));
  });

  // Asked while the shopper types: answered from the search's cache, reusable by the browser for a minute.
  router.get(SEARCH_SUGGESTIONS_PATH.slice('/api'.length), async (req, res) => {
    publicFor(res, 60).json(await catalog.suggest(searchSuggestionsQuerySchema.parse(req.query)));
  });

  router.get('/products/:sku', async (req, res) => {
    const { sku } = skuParamsSchema.parse(req.params);
    const { locale } = localeQuerySchema.parse(req.query);
    publicFor(res, 60).json(await catalog.getProduct(sku, locale));
  });

  // The render's first address, kept for old links, cached pages and orders that stored it: the same
  // picture, naming its file URL (image-routes.ts), the one pages and the sitemap use, as canonical.
  router.get('/products/:sku/image.svg', async (req, res) => {
    const { sku } = skuParamsSchema.parse(req.params);
    const { gold } = productImageQuerySchema.parse(req.query);
    const image = await catalog.productImage(sku, gold);
    publicFor(res, 86_400)
      .set('Link', `<${productImageUrl(sku, image.gold)}>; rel="canonical"`)
      .type('image/svg+xml')
      .send(image.svg);
  });

  router.get('/products/:sku/price', async (req, res) => {
    const { sku } = skuParamsSchema.parse(req.params);
    const query = productQuoteQuerySchema.parse(req.query);
    res.set('Cache-Control', 'no-store').json(await catalog.quote(sku, query));
  });

  router.get('/collections', async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    publicFor(res, 300).json(await catalog.collections(locale));
  });

  router.get('/shapes', async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    publicFor(res, 300).json(await catalog.shapes(locale));
  });

  router.get('/categories', async (req, res) => {
    const { locale } = localeQuerySchema.parse(req.query);
    publicFor(res, 300).json(await catalog.categories(locale));
  });

  return router;
}
