import type { ErrorBody } from '@ama/contracts';

/** What the renewal's form tells the shopper after an attempt to pay that gave no renewal. */
export type RenewalFailure =
  /** The card's own problems, said at its fields ('payment.cardNumber' → 'invalid_card_number'). */
  | { kind: 'fields'; fields: Record<string, string> }
  /** Declined, or a card that cannot be used: nothing was charged. */
  | { kind: 'payment'; reason: string }
  /** The piece went out of the rules meanwhile (another tab asked for it, the two years ended): the order is read again. */
  | { kind: 'notAllowed' }
  | { kind: 'rateLimited' }
  /** No answer: the same attempt (same Idempotency-Key) may be sent again, and never pays twice. */
  | { kind: 'unreachable' }
  | { kind: 'failed' };

/** The BFF's answer to POST /api/orders/:reference/renewals, as the form says it. */
export function renewalFailure(error: unknown): RenewalFailure {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: ErrorBody };
  const body = data?.error;
  if (typeof status !== 'number' || status >= 500) return { kind: 'unreachable' };
  if (status === 402) return { kind: 'payment', reason: body?.fields?.payment ?? 'declined' };
  if (status === 429) return { kind: 'rateLimited' };
  if (status === 409 && body?.code === 'RENEWAL_NOT_ALLOWED') return { kind: 'notAllowed' };
  const cardFields = Object.fromEntries(Object.entries(body?.fields ?? {}).filter(([path]) => path.startsWith('payment.')));
  if (status === 400 && Object.keys(cardFields).length > 0) return { kind: 'fields', fields: cardFields };
  return { kind: 'failed' };
}
