import { addCartLineSchema, applyDiscountSchema, cartLineParamsSchema, cartSchema, localeQuerySchema, updateCartLineSchema } from '@ama/contracts';
import type { RateLimitSetting } from '../config';
import { limitOf, JSON_WRITE_ERRORS, type Endpoint } from '../openapi/endpoint';

/** The cart's and its discount code's endpoints (the visitor cookie). */
export function cartEndpoints(config: { cartRateLimit: RateLimitSetting; discountRateLimit: RateLimitSetting }): Endpoint[] {
  const cartWrites = limitOf('cart and wishlist writes', config.cartRateLimit);
  return [
    {
      method: 'get',
      path: '/api/cart',
      tag: 'cart',
      summary: "The visitor's cart",
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The cart (empty without a cookie)', json: cartSchema },
    },
    {
      method: 'post',
      path: '/api/cart/lines',
      tag: 'cart',
      summary: 'Add a line',
      query: localeQuerySchema,
      body: addCartLineSchema,
      auth: 'visitor',
      success: { status: 201, description: 'The whole cart', json: cartSchema },
      errors: { 404: 'NOT_FOUND: no such product', 409: 'PRODUCT_UNAVAILABLE', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
    {
      method: 'patch',
      path: '/api/cart/lines/:lineId',
      tag: 'cart',
      summary: "Change a line's quantity",
      params: cartLineParamsSchema,
      query: localeQuerySchema,
      body: updateCartLineSchema,
      auth: 'visitor',
      success: { status: 200, description: 'The whole cart', json: cartSchema },
      errors: { 404: 'NOT_FOUND: no such line in this cart', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
    {
      method: 'delete',
      path: '/api/cart/lines/:lineId',
      tag: 'cart',
      summary: 'Remove a line',
      params: cartLineParamsSchema,
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The whole cart', json: cartSchema },
      errors: { 404: 'NOT_FOUND: no such line in this cart', ...JSON_WRITE_ERRORS },
      rateLimit: cartWrites,
    },
    {
      method: 'put',
      path: '/api/cart/discount',
      tag: 'cart',
      summary: 'Apply a discount code',
      description: 'A refused code is 400 INVALID_DISCOUNT_CODE with fields.code naming why.',
      query: localeQuerySchema,
      body: applyDiscountSchema,
      auth: 'visitor',
      success: { status: 200, description: 'The whole cart with the code', json: cartSchema },
      errors: JSON_WRITE_ERRORS,
      rateLimit: limitOf('discount code attempts (on top of the cart writes)', config.discountRateLimit),
    },
    {
      method: 'delete',
      path: '/api/cart/discount',
      tag: 'cart',
      summary: 'Remove the discount code',
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The whole cart without a code', json: cartSchema },
      errors: JSON_WRITE_ERRORS,
      rateLimit: cartWrites,
    },
  ];
}
