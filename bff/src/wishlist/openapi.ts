import { localeQuerySchema, moveToCartResultSchema, saveWishlistItemSchema, skuParamsSchema, wishlistSchema } from '@ama/contracts';
import type { RateLimitSetting } from '../config';
import { limitOf, JSON_WRITE_ERRORS, type Endpoint } from '../openapi/endpoint';

/** The wishlist's endpoints (the visitor cookie). */
export function wishlistEndpoints(config: { cartRateLimit: RateLimitSetting }): Endpoint[] {
  const cartWrites = limitOf('cart and wishlist writes', config.cartRateLimit);
  return [
    {
      method: 'get',
      path: '/api/wishlist',
      tag: 'wishlist',
      summary: "The visitor's wishlist",
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The wishlist', json: wishlistSchema },
    },
    {
      method: 'put',
      path: '/api/wishlist/items/:sku',
      tag: 'wishlist',
      summary: 'Save a product (options optional)',
      params: skuParamsSchema,
      query: localeQuerySchema,
      body: saveWishlistItemSchema,
      bodyRequired: false,
      auth: 'visitor',
      success: { status: 200, description: 'The wishlist', json: wishlistSchema },
      errors: { 404: 'NOT_FOUND: no such product', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
    {
      method: 'delete',
      path: '/api/wishlist/items/:sku',
      tag: 'wishlist',
      summary: 'Remove a product (idempotent)',
      params: skuParamsSchema,
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The wishlist', json: wishlistSchema },
      errors: JSON_WRITE_ERRORS,
      rateLimit: cartWrites,
    },
    {
      method: 'post',
      path: '/api/wishlist/items/:sku/move-to-cart',
      tag: 'wishlist',
      summary: 'Move a saved product to the cart',
      params: skuParamsSchema,
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The wishlist and the cart', json: moveToCartResultSchema },
      errors: { 404: 'NOT_FOUND: not in the wishlist, or no such product', 409: 'PRODUCT_UNAVAILABLE', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
  ];
}
