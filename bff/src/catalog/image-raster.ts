import type { GoldColour, ProductRasterWidth } from '@ama/contracts';
import { TtlCache } from '../domain/ttl-cache';
import { RENDER_PIXELS } from './image-svg';
import type { CatalogService } from './service';

/**
 * What the WebP pictures may keep in memory, in bytes: a render is 2–4 KB at 320 px, 5–8 KB at 640 and
 * about 13 KB at 960, so the 56 pieces in their golds at every width fit many times over; a brand-size
 * catalogue keeps the pictures asked for most recently, and a month of HTTP caching keeps the rest off
 * the server.
 */
export const PRODUCT_RASTER_CACHE_BYTES = 24 * 1024 * 1024;

/** The drawing changes only with a release of the BFF: a day, then drawn again once. */
const RASTER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A product's render as a WebP picture `width` pixels wide, drawn from its SVG by sharp (libvips and
 * librsvg, from npm: docs/seo.md#pictures says why). The SVG is drawn at the density that
 * gives `width` pixels, so the drawing is sharp at every width, never scaled up from a smaller one.
 * sharp works in libuv's thread pool: the server's event loop goes on answering meanwhile.
 */
export async function rasterizeRender(svg: string, width: ProductRasterWidth): Promise<Buffer> {
  // Loaded on the first picture asked for: most of the BFF's processes (tests, tools) never need it.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: (72 * width) / RENDER_PIXELS })
    .resize(width, width)
    .webp({ quality: 82 })
    .toBuffer();
}

/** The catalogue's renders as WebP pictures, each drawn once and kept (bounded by bytes). */
export class ProductRasters {
  private readonly cache = new TtlCache<Buffer>(5_000, RASTER_TTL_MS, undefined, {
    maxBytes: PRODUCT_RASTER_CACHE_BYTES,
    sizeOf: (picture) => picture.byteLength,
  });

  constructor(private readonly catalog: Pick<CatalogService, 'productImage'>) {}

  /**
   * Unknown SKU or a gold the piece is not made in: the catalogue's own errors (as for the SVG). The SVG
   * is drawn on a miss only; a failure is never kept, so a missing piece is asked about every time.
   */
  webp(sku: string, gold: GoldColour, width: ProductRasterWidth): Promise<Buffer> {
    return this.cache.getOrCompute(`${sku}-${gold}-${width}`, async () => rasterizeRender((await this.catalog.productImage(sku, gold)).svg, width));
  }
}
