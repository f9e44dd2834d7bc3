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
 * An `<img srcset>` of a product render's WebP pictures, for a URL productImageUrl wrote; undefined for
 * any other picture (it stays as it is). The `src` keeps the SVG for a browser without srcset.
 */
export const productImageSrcSet = (svgUrl: string): string | undefined => {
  const candidates = PRODUCT_RASTER_WIDTHS.map((width) => [productRasterUrl(svgUrl, width), width] as const);
  return candidates.every(([url]) => url) ? candidates.map(([url, width]) => `${url} ${width}w`).join(', ') : undefined;
};
