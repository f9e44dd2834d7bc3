import type { GoldColour, ProductRasterWidth } from '@ama/contracts';
import { TtlCache } from './cache';
import { RENDER_PIXELS } from './image-svg';
import type { CatalogService } from './service';

/**
 * What the WebP pictures may keep in memory, in bytes: at 640 px a render is 10–20 KB, so the
 * 56 pieces in their golds at every width fit many times over; a brand-size catalogue keeps the
 * pictures asked for most recently, and a month of HTTP caching keeps the rest off the server.
 */
export const PRODUCT_RASTER_CACHE_BYTES = 24 * 1024 * 1024;

/** The drawing changes only with a release of the BFF: a day, then drawn again once. */
const RASTER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A product's render as a WebP picture `width` pixels wide, drawn from its SVG by sharp (libvips and
 * librsvg, from npm: docs/performance.md says why pictures). The SVG is drawn at the density that
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

  /** Unknown SKU or a gold the piece is not made in: the catalogue's own errors (as for the SVG). */
  async webp(sku: string, gold: GoldColour, width: ProductRasterWidth): Promise<Buffer> {
    // The SVG is asked first, so a missing piece is an error before anything is drawn or kept.
    const { svg } = await this.catalog.productImage(sku, gold);
    return this.cache.getOrCompute(`${sku}-${gold}-${width}`, () => rasterizeRender(svg, width));
  }

  /** What the kept pictures weigh now (for the tests and the bench). */
  get bytes(): number {
    return this.cache.bytes;
  }
}
