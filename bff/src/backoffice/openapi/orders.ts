import {
  orderStatusChangeSchema,
  requestReturnSchema,
  returnParamsSchema,
  returnStatusChangeSchema,
  STAFF_PATHS,
  staffOrderListSchema,
  staffOrderParamsSchema,
  staffOrderResponseSchema,
  staffOrdersQuerySchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

/** Orders: the list, one order, its status and its returns (order-routes.ts). */
export function orderEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.orders),
      tag: TAG,
      summary: 'Orders, newest first, filtered and paged',
      auth: 'staff',
      query: staffOrdersQuerySchema,
      success: { status: 200, description: 'A page of orders', json: staffOrderListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.order),
      tag: TAG,
      summary: 'An order as sold, its status and history',
      auth: 'staff',
      params: staffOrderParamsSchema,
      success: { status: 200, description: 'The order', json: staffOrderResponseSchema },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.orderStatus),
      tag: TAG,
      summary: 'Move an order on (the shopper is e-mailed; cancelling refunds)',
      auth: 'staffWrite',
      params: staffOrderParamsSchema,
      body: orderStatusChangeSchema,
      success: { status: 200, description: 'The order, moved', json: staffOrderResponseSchema },
      errors: {
        ...WRITE,
        404: 'NOT_FOUND',
        409: 'STATUS_CHANGE_REFUSED | CHANGE_IN_PROGRESS (a refund holds it) | REFUND_REFUSED',
        503: 'SERVICE_UNAVAILABLE (the refund had no answer; ask again)',
      },
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.orderReturns),
      tag: TAG,
      summary: 'Open a return the shopper asked for by e-mail (the same rules as their own button)',
      auth: 'staffWrite',
      params: staffOrderParamsSchema,
      body: requestReturnSchema,
      success: { status: 201, description: 'The order with its new return', json: staffOrderResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND', 409: 'RETURN_NOT_ALLOWED: fields name each refused position’s reason' },
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.orderReturnStatus),
      tag: TAG,
      summary: 'Move a return on: received, refunded (through the payment provider), exchanged (a voucher) or refused',
      auth: 'staffWrite',
      params: returnParamsSchema,
      body: returnStatusChangeSchema,
      success: { status: 200, description: 'The order, its return moved', json: staffOrderResponseSchema },
      errors: {
        ...WRITE,
        404: 'NOT_FOUND',
        409: 'STATUS_CHANGE_REFUSED | CHANGE_IN_PROGRESS (a refund holds it) | REFUND_REFUSED',
        503: 'SERVICE_UNAVAILABLE (the refund had no answer; ask again)',
      },
      rateLimit: calls,
    },
  ];
}
