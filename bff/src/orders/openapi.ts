import {
  errorBodySchema,
  localeQuerySchema,
  orderHeadersSchema,
  orderParamsSchema,
  orderResponseSchema,
  placeOrderSchema,
  requestRenewalSchema,
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
    {
      method: 'post',
      path: '/api/orders/:reference/renewals',
      tag: 'orders',
      summary: 'The warranty renewal of one piece: pay the shipping contribution (the customer is e-mailed how to send the piece)',
      description:
        'Delivered, placed less than 2 years ago (Italian calendar), once per piece; €30 to the EU area, €50 elsewhere. The card is authorised, the renewal written, then the contribution captured. The same Idempotency-Key again answers what the first request answered (header Idempotent-Replayed: true) and captures a contribution still held.',
      params: orderParamsSchema,
      query: localeQuerySchema,
      headers: orderHeadersSchema,
      body: requestRenewalSchema,
      auth: 'visitor',
      idempotent: true,
      success: { status: 201, description: 'The order with its renewals', json: orderResponseSchema },
      errors: {
        402: 'PAYMENT_FAILED: fields.payment says why',
        404: "NOT_FOUND: no such order, or someone else's",
        409: 'RENEWAL_NOT_ALLOWED: fields.position is not_delivered, too_old or already_requested | PAYMENT_KEY_CONFLICT: the key stood for another amount; send again with a new key',
        ...JSON_WRITE_ERRORS,
        503: 'SERVICE_UNAVAILABLE: the payment service did not answer; nothing was held, send the same key again',
      },
      rateLimit: limitOf('order attempts', config.orderRateLimit),
    },
  ];
}
