import { ConflictError } from '../domain/errors';
import { PaymentKeyConflictError, PaymentStateError, type PaymentProvider, type RefundPart } from './provider';

/** What a claim asks the provider to give back: nothing (no payment, or nothing paid), all of it, or a part. */
export interface RefundClaim {
  paymentId: string | null;
  /** Omitted: the whole payment (an order cancelled). */
  part?: RefundPart;
}

/**
 * The steps of a state change that gives money back, each its own transaction with the row locked:
 * - claim: checks the change is allowed and marks the row claimed for it (every competing change now
 *   refuses the row); throws to refuse, and nothing has moved;
 * - finish: checks the claim is still this change's, applies it and clears the claim;
 * - release: the provider refused the refund, so nothing moved: the claim is dropped;
 * - stall: the provider's answer is unknown (no answer, a crash of its client): the claim stays and is
 *   open at once to the same change asked again, by staff or by housekeeping.
 */
export interface ClaimedRefundSteps<T> {
  claim(): Promise<RefundClaim>;
  finish(): Promise<T>;
  release(): Promise<void>;
  stall(): Promise<void>;
}

/** The provider refused the refund (more than is left, a payment never captured): nothing moved, and staff must look. */
export class RefundRefusedError extends ConflictError {
  constructor(reason: string) {
    super(`The payment service refused the refund (${reason}); nothing was given back and nothing changed`, 'REFUND_REFUSED');
  }
}

/**
 * The one way money goes back (docs/adr-010-claimed-refunds.md): claim the row, then call the provider outside
 * any transaction (it may keep its books in the shop's own database), then finish. Money therefore moves
 * only for a change the database has already given to this request; a change that loses the race never
 * reaches the provider. Refunds are idempotent (a whole payment, or a part under its own key), so
 * finishing a stalled claim asks the provider again without paying twice.
 */
export async function refundClaimed<T>(payments: PaymentProvider, steps: ClaimedRefundSteps<T>): Promise<T> {
  const { paymentId, part } = await steps.claim();
  if (paymentId) {
    try {
      await payments.refund(paymentId, part);
    } catch (error) {
      if (error instanceof PaymentStateError || error instanceof PaymentKeyConflictError) {
        await steps.release();
        throw new RefundRefusedError(error instanceof PaymentStateError ? `the payment is ${error.status}` : 'its key stands for another refund');
      }
      await steps.stall();
      throw error;
    }
  }
  return steps.finish();
}
