import type { PaymentFailureReason } from '@ama/contracts';

/**
 * What the shop needs from a payment service: an idempotent authorisation, then its capture or its void.
 *
 * Checkout authorises the card before the order's transaction, captures after the order committed and
 * voids when it did not (orders/place-order.ts, docs/checkout.md). Money moves only on capture, and only
 * for an order that exists; and no call of the provider ever happens inside the order's transaction, so
 * a provider that keeps its books in the shop's own database (the test gateway on PostgreSQL) never
 * needs a second pool connection while the transaction holds one.
 *
 * The card travels from the checkout request to `authorise` and no further: the shop keeps the brand and
 * the last four digits the provider answers with, never the number or the CVC, in the database or in a
 * log line.
 */

export interface CardDetails {
  /** Digits only. */
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvc: string;
  holderName: string;
}

export interface AuthoriseRequest {
  amountCents: number;
  currency: string;
  card: CardDetails;
  /**
   * Derived from the order request's Idempotency-Key: the provider answers a repeat with the first
   * authorisation, so a request retried after a crash between the authorisation and the order's commit
   * takes the same authorisation up again instead of holding the amount twice.
   */
  idempotencyKey: string;
}

/** Money held on the card, not yet taken: capture takes it, void releases it. */
export interface Authorisation {
  paymentId: string;
  brand: string;
  last4: string;
  amountCents: number;
}

export type AuthoriseResult = { ok: true; authorisation: Authorisation } | { ok: false; reason: PaymentFailureReason };

export interface PaymentProvider {
  /** The provider's name, stored with each payment. */
  readonly name: string;
  /**
   * Holds the amount on the card. Rejects with PaymentUnavailableError when the provider cannot be
   * reached, and with PaymentKeyConflictError when the key already stands for another amount or for an
   * authorisation that was voided (a provider never reinterprets a key).
   */
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Takes the authorised money. Idempotent; rejects for a voided or unknown payment. */
  capture(paymentId: string): Promise<void>;
  /** Releases an authorisation that will never be captured. Idempotent; rejects for a captured or unknown payment. */
  void(paymentId: string): Promise<void>;
  /**
   * Gives a captured payment back: in full without `part` (an order cancelled by staff), or `part` of it
   * (a returned piece), once per `part.idempotencyKey`. Idempotent; rejects for a payment never captured,
   * with PaymentStateError for more than is left, and with PaymentKeyConflictError for a key that
   * already stands for another refund.
   */
  refund(paymentId: string, part?: RefundPart): Promise<void>;
}

export interface RefundPart {
  amountCents: number;
  idempotencyKey: string;
}

/** The provider did not answer: nothing is known to be authorised, and the same key may be tried again. */
export class PaymentUnavailableError extends Error {
  constructor(message = 'The payment service is unavailable') {
    super(message);
    this.name = 'PaymentUnavailableError';
  }
}

/**
 * The idempotency key already stands for another payment: another amount, or an authorisation voided
 * since. `earlier` is that authorisation (null when the key's earlier answer was a decline), so the
 * caller can void it once it is sure no order uses it.
 */
export class PaymentKeyConflictError extends Error {
  constructor(
    readonly earlier: (Authorisation & { status: PaymentStatus }) | null,
    message = 'This idempotency key was used for another payment',
  ) {
    super(message);
    this.name = 'PaymentKeyConflictError';
  }
}

/** Capture or void asked of a payment in a state that forbids it (a voided one captured, a captured one voided). */
export class PaymentStateError extends Error {
  constructor(
    readonly paymentId: string,
    readonly status: PaymentStatus | 'unknown',
    action: 'capture' | 'void' | 'refund',
  ) {
    super(`Cannot ${action} payment ${paymentId}: it is ${status}`);
    this.name = 'PaymentStateError';
  }
}

export type PaymentStatus = 'authorised' | 'captured' | 'voided' | 'refunded';
