/** Placing an order: its paths and header, without zod (orders.ts has the schemas). */

/** Paths under the API root (`/api`). */
export const ORDER_PATHS = {
  orders: '/orders',
  order: '/orders/:reference',
  orderReturns: '/orders/:reference/returns',
} as const;

/**
 * One key per attempt to pay (a UUID the front end draws when the shopper presses "complete purchase"
 * and keeps for the repeats of that request). The same key again answers what the first request
 * answered; after a decline the shopper's next attempt needs a new key.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** An order's life: made to order, so "in production" sits between received and shipped (docs/backoffice.md). */
export const ORDER_STATUSES = ['received', 'in_production', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
