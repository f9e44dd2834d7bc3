import { GOLD_COLOURS, PRODUCT_IMAGES_PATH, PRODUCT_RASTER_WIDTHS, skuSchema, type GoldColour, type ProductRasterWidth } from '@ama/contracts';
import { Router, type Response } from 'express';
import { NotFoundError } from '../domain/errors';
import { OptionNotOfferedError } from './errors';
import { ProductRasters } from './image-raster';
import type { CatalogService } from './service';

/**
 * A render's URL names the SKU and the gold, all that determines the picture (the category and the
 * stone of a SKU do not change): a month in any cache, then a cheap revalidation with the ETag
 * Express derives from the body (304 when unchanged). Not `immutable`: the drawing may still improve.
 */
export const PRODUCT_IMAGE_CACHE = 'public, max-age=2592000';

/** `<sku>-<gold>.<svg|webp>`, the gold in lower case: the SKU is all before the last dash. */
const renderFile = (extension: 'svg' | 'webp') => new RegExp(`^(.+)-(${GOLD_COLOURS.map((gold) => gold.toLowerCase()).join('|')})\\.${extension}$`);
const RENDER_FILES = { svg: renderFile('svg'), webp: renderFile('webp') };

/** The SKU and gold a render's file name stands for; null for a name no render has. */
export function parseRenderFile(file: string, extension: 'svg' | 'webp' = 'svg'): { sku: string; gold: GoldColour } | null {
  const match = RENDER_FILES[extension].exec(file);
  const sku = match && skuSchema.safeParse(match[1]);
  if (!match || !sku?.success) return null;
  return { sku: sku.data, gold: match[2]!.toUpperCase() as GoldColour };
}

/** A width the WebP pictures are drawn at (contracts' PRODUCT_RASTER_WIDTHS); null for any other. */
export function parseRasterWidth(width: string): ProductRasterWidth | null {
  return PRODUCT_RASTER_WIDTHS.find((known) => String(known) === width) ?? null;
}

/** An image that does not exist: a short plain 404, as for a missing build file (web/static-assets.ts). */
const noSuchImage = (res: Response) => res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not found');

/**
 * Sends a render drawn by `draw`, or the plain 404 when the piece or its gold does not exist. Like the
 * build's files (web/static-assets.ts): a page on a configured remote origin may show it.
 */
async function sendRender(res: Response, type: string, draw: () => Promise<string | Buffer>): Promise<void> {
  try {
    const body = await draw();
    res.set({ 'Cache-Control': PRODUCT_IMAGE_CACHE, 'Cross-Origin-Resource-Policy': 'cross-origin' }).type(type).send(body);
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof OptionNotOfferedError) return void noSuchImage(res);
    throw error;
  }
}

/**
 * GET /images/products/<sku>-<gold>.svg: a product's render as a file outside /api/, where robots.txt
 * lets search engines in and the sitemap lists it (docs/seo.md). Mounted before the web router, whose
 * page route would otherwise answer with the 404 page. An unknown SKU, a gold the piece is not made in
 * and a malformed name are all the same plain 404: there is no such picture.
 * GET /images/products/<width>/<sku>-<gold>.webp: the same render as a WebP picture of a width the
 * shop's pages ask for in their srcset (contracts' PRODUCT_RASTER_WIDTHS): Chromium decodes it off the
 * page's main thread, where it draws an SVG on it. Same caching, same 404s.
 */
export function productImagesRouter(catalog: Pick<CatalogService, 'productImage'>, rasters = new ProductRasters(catalog)): Router {
  const router = Router();
  router.get(`${PRODUCT_IMAGES_PATH}/:width/:file`, async (req, res) => {
    const width = parseRasterWidth(req.params.width);
    const render = parseRenderFile(req.params.file, 'webp');
    if (!width || !render) return noSuchImage(res);
    await sendRender(res, 'image/webp', () => rasters.webp(render.sku, render.gold, width));
  });
  router.get(`${PRODUCT_IMAGES_PATH}/:file`, async (req, res) => {
    const render = parseRenderFile(req.params.file);
    if (!render) return noSuchImage(res);
    await sendRender(res, 'image/svg+xml', async () => (await catalog.productImage(render.sku, render.gold)).svg);
  });
  // Nothing else below it is a page either (a deeper path, another method).
  router.use(PRODUCT_IMAGES_PATH, (_req, res) => noSuchImage(res));
  return router;
}
