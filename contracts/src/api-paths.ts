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

/** Root-relative URL of a product's SVG render. */
export const productImageUrl = (sku: string, gold: string): string =>
  `/api/products/${encodeURIComponent(sku)}/image.svg?gold=${gold}`;
