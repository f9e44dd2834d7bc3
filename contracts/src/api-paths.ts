/** Paths of the BFF's HTTP API (the server mounts them, the clients call them). */
export const API_PATHS = {
  products: '/api/products',
  product: '/api/products/:sku',
  /** The render's first address, kept answering for old links (PRODUCT_IMAGES_PATH is its file path). */
  productImage: '/api/products/:sku/image.svg',
  productPrice: '/api/products/:sku/price',
  collections: '/api/collections',
  shapes: '/api/shapes',
  categories: '/api/categories',
  registry: '/api/registry',
  liveness: '/healthz',
  readiness: '/readyz',
} as const;

/** The server cart (cart.ts), under the API root. */
export const CART_PATHS = {
  cart: '/cart',
  lines: '/cart/lines',
  line: '/cart/lines/:lineId',
  discount: '/cart/discount',
} as const;

/** The wishlist (wishlist.ts), under the API root. */
export const WISHLIST_PATHS = {
  wishlist: '/wishlist',
  item: '/wishlist/items/:sku',
  moveToCart: '/wishlist/items/:sku/move-to-cart',
} as const;

/**
 * Where the BFF serves the products' SVG renders: a file path outside /api/, so search engines may index
 * the pictures (docs/seo.md). The old API path (API_PATHS.productImage) still answers.
 */
export const PRODUCT_IMAGES_PATH = '/images/products';

/**
 * Root-relative URL of a product's SVG render in one gold, `/images/products/<sku>-<gold>.svg`: the URL
 * names all that determines the picture, so it can be cached for long.
 */
export const productImageUrl = (sku: string, gold: string): string => `${PRODUCT_IMAGES_PATH}/${encodeURIComponent(sku)}-${gold.toLowerCase()}.svg`;

/**
 * The widths, in pixels, a product's render is also served at as a WebP picture: a card's on a phone
 * (320), a card's at twice the density or the product page's on a phone (640), the product page's at
 * twice the density (960). Chromium draws an SVG `<img>` on the page's main thread, each in a document
 * of its own (about 30 ms on a slow phone), and a listing shows two dozen: a WebP is decoded off it
 * (docs/performance.md).
 */
export const PRODUCT_RASTER_WIDTHS = [320, 640, 960] as const;
export type ProductRasterWidth = (typeof PRODUCT_RASTER_WIDTHS)[number];

/** `/images/products/<width>/<sku>-<gold>.webp`: the same render as `productImageUrl`'s, in pixels. */
export const productRasterUrl = (svgUrl: string, width: ProductRasterWidth): string | null => {
  const file = svgUrl.startsWith(`${PRODUCT_IMAGES_PATH}/`) ? svgUrl.slice(PRODUCT_IMAGES_PATH.length + 1) : '';
  if (!/^[^/]+\.svg$/.test(file)) return null;
  return `${PRODUCT_IMAGES_PATH}/${width}/${file.slice(0, -'.svg'.length)}.webp`;
};

/**
 * The widths an illustration of a build (`/images/<name>.<hash>.svg`: the content pages' figures, drawn
 * as SVG) is also served at as a WebP picture: a card's on a phone (320), a figure's on a phone or a
 * card's at twice the density (640), a figure's at twice the density on a phone (960) and the reading
 * column's 736 px at twice the density (1440). For the same reason as the products' renders: Chromium
 * draws an SVG `<img>` on the page's main thread, and the content page's largest picture is one.
 */
export const ILLUSTRATION_RASTER_WIDTHS = [320, 640, 960, 1440] as const;
export type IllustrationRasterWidth = (typeof ILLUSTRATION_RASTER_WIDTHS)[number];

/** A build's picture at the root path: `<name>.<8 hex of its content>.svg` (rspack.base.js names them so). */
const BUILD_SVG = /^\/images\/([A-Za-z0-9_-]+\.[0-9a-f]{8})\.svg$/;

/** `/images/<width>/<name>.<hash>.webp`: a build's SVG picture drawn `width` pixels wide; null for any other URL. */
export const illustrationRasterUrl = (svgUrl: string, width: IllustrationRasterWidth): string | null => {
  const name = BUILD_SVG.exec(svgUrl)?.[1];
  return name ? `/images/${width}/${name}.webp` : null;
};

/** An `<img srcset>` of a build's SVG picture as WebP pictures; undefined for any other picture (its `src` is all). */
export const illustrationSrcSet = (svgUrl: string): string | undefined =>
  BUILD_SVG.test(svgUrl) ? ILLUSTRATION_RASTER_WIDTHS.map((width) => `${illustrationRasterUrl(svgUrl, width)} ${width}w`).join(', ') : undefined;

/**
 * An `<img srcset>` of a product render's WebP pictures, for a URL productImageUrl wrote; undefined for
 * any other picture (it stays as it is). The `src` keeps the SVG for a browser without srcset.
 */
export const productImageSrcSet = (svgUrl: string): string | undefined => {
  const candidates = PRODUCT_RASTER_WIDTHS.map((width) => [productRasterUrl(svgUrl, width), width] as const);
  return candidates.every(([url]) => url) ? candidates.map(([url, width]) => `${url} ${width}w`).join(', ') : undefined;
};
