/** Placing an order: its paths and header, without zod (orders.ts has the schemas). */

/** Paths under the API root (`/api`). */
export const ORDER_PATHS = {
  orders: '/orders',
  order: '/orders/:reference',
  orderReturns: '/orders/:reference/returns',
  /** The warranty's renewal service for one piece (warranty-renewals.ts). */
  orderRenewals: '/orders/:reference/renewals',
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

/**
 * Placing an order (orders.ts): its error codes, composed with every area's in error-codes.ts (the
 * cart-checkout team adds one here).
 */
export const CHECKOUT_ERROR_CODES = [
  // The payment was declined (fields.payment: why).
  'PAYMENT_FAILED',
  // Checkout (orders.ts): the cart's total moved since the shopper saw it; no cart to order; the same
  // Idempotency-Key is still being processed by another request; the key had authorised a payment of
  // another amount, now voided (send the order again).
  'TOTAL_CHANGED',
  'CART_EMPTY',
  'ORDER_IN_PROGRESS',
  'PAYMENT_KEY_CONFLICT',
] as const;

/** An order's life after it is placed (its status, returns and refunds; staff and shopper alike): its error codes. */
export const ORDER_ERROR_CODES = [
  // An order (or return) status change its rules refuse (409).
  'STATUS_CHANGE_REFUSED',
  // A piece the return rules keep (returns.ts): not delivered, after 14 days, engraved, a stone of 1 ct or more, or returned already.
  'RETURN_NOT_ALLOWED',
  // A change that gives money back holds the order or return (its refund on its way): every other change waits.
  'CHANGE_IN_PROGRESS',
  // The payment service refused a refund (more than is left, a payment never captured): nothing moved.
  'REFUND_REFUSED',
  // The payment service refused to capture or void a service's held fee (it is already the other way): nothing moved.
  'PAYMENT_SETTLEMENT_REFUSED',
  // A piece the warranty renewal rules keep (warranty-renewals.ts): fields.position is not_delivered, too_old or already_requested.
  'RENEWAL_NOT_ALLOWED',
  // A renewal step from a status it does not start from (another staff member moved it on): fields.status is its status now.
  'RENEWAL_STATE',
] as const;
