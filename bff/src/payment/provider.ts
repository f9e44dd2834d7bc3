/**
 * What the shop needs from a payment service: one idempotent charge. The card travels from the
 * checkout request to `charge` and no further: the shop keeps the brand and the last four digits the
 * provider answers with, never the number or the CVC, in the database or in a log line.
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

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  card: CardDetails;
  /**
   * The order request's Idempotency-Key: the provider answers a repeat with the first answer and
   * charges once, so a request retried after a crash between the charge and the order's commit is safe.
   */
  idempotencyKey: string;
}

export type ChargeResult =
  | { ok: true; paymentId: string; brand: string; last4: string }
  | { ok: false; reason: 'declined' | 'invalid_card' };

export interface PaymentProvider {
  /** The provider's name, stored with each payment. */
  readonly name: string;
  /** Resolves with the outcome; rejects (PaymentUnavailableError) when the provider cannot be reached. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The provider did not answer: nothing is known to be charged, and the same key may be tried again. */
export class PaymentUnavailableError extends Error {
  constructor(message = 'The payment service is unavailable') {
    super(message);
    this.name = 'PaymentUnavailableError';
  }
}
