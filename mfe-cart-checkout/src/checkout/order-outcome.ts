import type { Cart, ErrorBody } from '@ama/contracts';

/** What the checkout tells the shopper after an attempt to pay that did not give an order. */
export type OrderFailure =
  | { kind: 'payment'; reason: string }
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'totalChanged'; cart: Cart }
  | { kind: 'unavailable' | 'emptyCart' | 'rateLimited' | 'inProgress' }
  /** The code was checked again and refused: `reason` is the BFF's DISCOUNT_PROBLEMS entry, when given. */
  | { kind: 'discount'; reason?: string }
  /** No answer: the same attempt (same Idempotency-Key) may be sent again safely. */
  | { kind: 'unreachable' };

export function orderFailure(error: unknown): OrderFailure {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: ErrorBody & { cart?: Cart } };
  const body = data?.error;
  if (typeof status !== 'number' || status >= 500) return { kind: 'unreachable' };
  if (status === 402) return { kind: 'payment', reason: body?.fields?.payment ?? 'declined' };
  if (status === 429) return { kind: 'rateLimited' };
  if (status === 409 && body?.code === 'TOTAL_CHANGED' && data?.cart) return { kind: 'totalChanged', cart: data.cart };
  if (status === 409 && body?.code === 'PRODUCT_UNAVAILABLE') return { kind: 'unavailable' };
  if (status === 409 && body?.code === 'CART_EMPTY') return { kind: 'emptyCart' };
  if (status === 409) return { kind: 'inProgress' };
  if (body?.code === 'INVALID_DISCOUNT_CODE') return { kind: 'discount', reason: body.fields?.code };
  // The BFF names the form's fields under `checkout.` ('checkout.shipping.zipCode'); the page without it.
  const fields = Object.fromEntries(
    Object.entries(body?.fields ?? {})
      .filter(([path]) => path !== '_')
      .map(([path, problem]) => [path.replace(/^checkout\./, ''), problem]),
  );
  return { kind: 'fields', fields: { ...fields, ...(Object.keys(fields).length === 0 ? { _: 'invalid' } : {}) } };
}

/** A fresh Idempotency-Key for an attempt to pay. */
export const newAttemptKey = (): string => crypto.randomUUID();
