/** Paths of the BFF's HTTP API (the server mounts them, the clients call them). */
export const API_PATHS = {
  products: '/api/products',
  product: '/api/products/:sku',
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

/** Root-relative URL of a product's SVG render. */
export const productImageUrl = (sku: string, gold: string): string =>
  `/api/products/${encodeURIComponent(sku)}/image.svg?gold=${gold}`;
