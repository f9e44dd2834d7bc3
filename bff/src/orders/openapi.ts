import {
  errorBodySchema,
  localeQuerySchema,
  orderHeadersSchema,
  orderParamsSchema,
  orderResponseSchema,
  placeOrderSchema,
  requestReturnSchema,
  totalChangedBodySchema,
} from '@ama/contracts';
import { z } from 'zod';
import type { RateLimitSetting } from '../config';
import { limitOf, JSON_WRITE_ERRORS, type Endpoint } from '../openapi/endpoint';

/** The orders' endpoints. */
export function ordersEndpoints(config: { orderRateLimit: RateLimitSetting }): Endpoint[] {
  return [
    {
      method: 'post',
      path: '/api/orders',
      tag: 'orders',
      summary: 'Place the order of the visitor’s cart and pay',
      description: 'The same Idempotency-Key again answers what the first request answered (header Idempotent-Replayed: true).',
      query: localeQuerySchema,
      headers: orderHeadersSchema,
      body: placeOrderSchema,
      auth: 'visitor',
      idempotent: true,
      success: { status: 201, description: 'The order', json: orderResponseSchema },
      errors: {
        402: 'PAYMENT_FAILED: fields.payment says why',
        409: 'CART_EMPTY | PRODUCT_UNAVAILABLE | ORDER_IN_PROGRESS | TOTAL_CHANGED (then with the re-priced cart)',
        ...JSON_WRITE_ERRORS,
        503: 'SERVICE_UNAVAILABLE: the payment service did not answer; nothing was charged, send the same key again',
      },
      // TOTAL_CHANGED carries the re-priced cart beside the error (orders/http-errors.ts).
      errorBodies: { 409: z.union([errorBodySchema, totalChangedBodySchema]) },
      rateLimit: limitOf('order attempts', config.orderRateLimit),
    },
    {
      method: 'get',
      path: '/api/orders/:reference',
      tag: 'orders',
      summary: 'An order, for the visitor who placed it',
      params: orderParamsSchema,
      query: localeQuerySchema,
      auth: 'visitor',
      success: { status: 200, description: 'The order', json: orderResponseSchema },
      errors: { 404: "NOT_FOUND: no such order, or someone else's" },
    },
    {
      method: 'post',
      path: '/api/orders/:reference/returns',
      tag: 'orders',
      summary: 'Send some of the order’s pieces back (the shopper is e-mailed what to do next)',
      description: 'Delivered within 14 days, not engraved, no stone of 1 ct or more, not in another return.',
      params: orderParamsSchema,
      query: localeQuerySchema,
      body: requestReturnSchema,
      auth: 'visitor',
      success: { status: 201, description: 'The order with its new return', json: orderResponseSchema },
      errors: { 404: "NOT_FOUND: no such order, or someone else's", 409: 'RETURN_NOT_ALLOWED: fields name each refused position’s reason', ...JSON_WRITE_ERRORS },
      rateLimit: limitOf('order attempts', config.orderRateLimit),
    },
  ];
}
