import { GOLD_COLOURS, PRODUCT_IMAGES_PATH, skuSchema, type GoldColour } from '@ama/contracts';
import { Router, type Response } from 'express';
import { NotFoundError } from '../domain/errors';
import { OptionNotOfferedError } from './errors';
import type { CatalogService } from './service';

/**
 * A render's URL names the SKU and the gold, all that determines the picture (the category and the
 * stone of a SKU do not change): a month in any cache, then a cheap revalidation with the ETag
 * Express derives from the body (304 when unchanged). Not `immutable`: the drawing may still improve.
 */
export const PRODUCT_IMAGE_CACHE = 'public, max-age=2592000';

/** `<sku>-<gold>.svg`, the gold in lower case: the SKU is all before the last dash. */
const RENDER_FILE = new RegExp(`^(.+)-(${GOLD_COLOURS.map((gold) => gold.toLowerCase()).join('|')})\\.svg$`);

/** The SKU and gold a render's file name stands for; null for a name no render has. */
export function parseRenderFile(file: string): { sku: string; gold: GoldColour } | null {
  const match = RENDER_FILE.exec(file);
  const sku = match && skuSchema.safeParse(match[1]);
  if (!match || !sku?.success) return null;
  return { sku: sku.data, gold: match[2]!.toUpperCase() as GoldColour };
}

/** An image that does not exist: a short plain 404, as for a missing build file (web/static-assets.ts). */
const noSuchImage = (res: Response) => res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not found');

/**
 * GET /images/products/<sku>-<gold>.svg: a product's render as a file outside /api/, where robots.txt
 * lets search engines in and the sitemap lists it (docs/seo.md). Mounted before the web router, whose
 * page route would otherwise answer with the 404 page. An unknown SKU, a gold the piece is not made in
 * and a malformed name are all the same plain 404: there is no such picture.
 */
export function productImagesRouter(catalog: Pick<CatalogService, 'productImage'>): Router {
  const router = Router();
  router.get(`${PRODUCT_IMAGES_PATH}/:file`, async (req, res) => {
    const render = parseRenderFile(req.params.file);
    if (!render) return noSuchImage(res);
    try {
      const { svg } = await catalog.productImage(render.sku, render.gold);
      // Like the build's files (web/static-assets.ts): a page on a configured remote origin may show it.
      res.set({ 'Cache-Control': PRODUCT_IMAGE_CACHE, 'Cross-Origin-Resource-Policy': 'cross-origin' }).type('image/svg+xml').send(svg);
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof OptionNotOfferedError) return noSuchImage(res);
      throw error;
    }
  });
  // Nothing else below it is a page either (a deeper path, another method).
  router.use(PRODUCT_IMAGES_PATH, (_req, res) => noSuchImage(res));
  return router;
}
