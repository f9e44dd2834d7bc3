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
