import type { TotalChangedBody } from '@ama/contracts';
import type { Response } from 'express';
import { HttpError } from '../http/errors';
import { PaymentUnavailableError } from '../payment';
import { CartEmptyError, EarlierPaymentVoidedError, OrderInProgressError, TotalChangedError } from './errors';

/**
 * The HTTP answers of the placement's own errors (the shared ones, 400/404/409 PRODUCT_UNAVAILABLE and
 * INVALID_DISCOUNT_CODE, are mapped by http/errors.ts). Sent here, because TOTAL_CHANGED carries the
 * re-priced cart beside the error. true when `error` was answered.
 */
export function sendOrderError(res: Response, error: unknown): boolean {
  if (error instanceof TotalChangedError) {
    const body: TotalChangedBody = { error: { code: 'TOTAL_CHANGED', message: error.message }, cart: error.cart };
    res.status(409).json(body);
    return true;
  }
  return false;
}

/** The placement's other errors as HttpErrors for the shared error handler; undefined for the rest. */
export function orderHttpError(error: unknown): HttpError | undefined {
  // Nothing to order is the cart's state, not bad input: a conflict, like an unavailable piece.
  if (error instanceof CartEmptyError) return new HttpError(409, 'CART_EMPTY', error.message);
  if (error instanceof OrderInProgressError) return new HttpError(409, 'ORDER_IN_PROGRESS', error.message, undefined, { 'Retry-After': '2' });
  // The key's earlier payment (another amount) is voided: a conflict with the key's past, not bad input.
  if (error instanceof EarlierPaymentVoidedError) return new HttpError(409, 'PAYMENT_KEY_CONFLICT', error.message);
  // Nothing was charged; the same key may be sent again.
  if (error instanceof PaymentUnavailableError) return new HttpError(503, 'SERVICE_UNAVAILABLE', error.message, undefined, { 'Retry-After': '5' });
  return undefined;
}
