import {
  categoryListResponseSchema,
  collectionListResponseSchema,
  localeQuerySchema,
  productDetailSchema,
  productImageQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  productQuoteQuerySchema,
  productQuoteSchema,
  shapeListResponseSchema,
  skuParamsSchema,
} from '@ama/contracts';
import { SEARCH_SUGGESTIONS_PATH, searchSuggestionsQuerySchema, searchSuggestionsResponseSchema } from '@ama/contracts/search-suggestions';
import type { RateLimitSetting } from '../config';
import { limitOf, type Endpoint } from '../openapi/endpoint';

/** The catalogue's endpoints (catalog/routes.ts, catalog/images-router.ts). */
export function catalogEndpoints(config: { searchRateLimit: RateLimitSetting }): Endpoint[] {
  return [
    {
      method: 'get',
      path: '/api/products',
      tag: 'catalogue',
      summary: 'Search and filter products',
      query: productListQuerySchema,
      success: { status: 200, description: 'One page of products with facet counts', json: productListResponseSchema },
      errors: { 429: 'RATE_LIMITED: too many searches from this address, or the shop is busy searching; see Retry-After' },
      rateLimit: limitOf('catalogue searches: only requests with a non-blank q count', config.searchRateLimit),
    },
    {
      method: 'get',
      path: SEARCH_SUGGESTIONS_PATH,
      tag: 'catalogue',
      summary: 'Suggestions while the shopper types a search',
      query: searchSuggestionsQuerySchema,
      success: { status: 200, description: "Texts to search for: categories' and products' names, best first", json: searchSuggestionsResponseSchema },
      errors: { 429: 'RATE_LIMITED: too many suggestions asked from this address, or the shop is busy searching; see Retry-After' },
      rateLimit: limitOf('search suggestions: only requests with a non-blank q count', config.searchRateLimit),
    },
    {
      method: 'get',
      path: '/api/products/:sku',
      tag: 'catalogue',
      summary: 'One product with its options',
      params: skuParamsSchema,
      query: localeQuerySchema,
      success: { status: 200, description: 'The product', json: productDetailSchema },
      errors: { 404: 'NOT_FOUND: no such product' },
    },
    {
      method: 'get',
      path: '/api/products/:sku/image.svg',
      tag: 'catalogue',
      summary: "A product's SVG render in a gold colour",
      params: skuParamsSchema,
      query: productImageQuerySchema,
      success: { status: 200, description: 'The image', svg: true },
      errors: { 404: 'NOT_FOUND: no such product' },
    },
    {
      method: 'get',
      path: '/api/products/:sku/price',
      tag: 'catalogue',
      summary: 'The server-side price of one configuration',
      params: skuParamsSchema,
      query: productQuoteQuerySchema,
      success: { status: 200, description: 'The quote', json: productQuoteSchema },
      errors: { 404: 'NOT_FOUND: no such product' },
    },
    {
      method: 'get',
      path: '/api/collections',
      tag: 'catalogue',
      summary: 'The collections',
      query: localeQuerySchema,
      success: { status: 200, description: 'Collections', json: collectionListResponseSchema },
    },
    {
      method: 'get',
      path: '/api/shapes',
      tag: 'catalogue',
      summary: 'The shapes',
      query: localeQuerySchema,
      success: { status: 200, description: 'Shapes', json: shapeListResponseSchema },
    },
    {
      method: 'get',
      path: '/api/categories',
      tag: 'catalogue',
      summary: 'The categories',
      query: localeQuerySchema,
      success: { status: 200, description: 'Categories', json: categoryListResponseSchema },
    },
  ];
}
