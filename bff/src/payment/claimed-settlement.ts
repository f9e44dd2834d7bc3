import { ConflictError } from '../domain/errors';
import { PaymentStateError, type PaymentProvider } from './provider';

/** What a held fee becomes when its row moves on: taken (the service was not taken up) or released (it was). */
export type Settlement = 'capture' | 'void';

/**
 * The steps of a state change that settles a held fee, each its own transaction with the row locked,
 * as for a refund (claimed-refund.ts): claim (the change allowed, the row marked for it, every
 * competing change now refused; throws to refuse), finish (still this claim's: the change applied and
 * the claim cleared), release (the provider refused: nothing moved) and stall (no answer: the claim
 * stays, open at once to the same change asked again).
 */
export interface ClaimedSettlementSteps<T> {
  claim(): Promise<{ paymentId: string | null }>;
  finish(): Promise<T>;
  release(): Promise<void>;
  stall(): Promise<void>;
}

/** The provider refused to capture or void (the payment is already the other way): nothing moved, and staff must look. */
export class SettlementRefusedError extends ConflictError {
  constructor(settlement: Settlement, status: string) {
    super(`The payment service refused to ${settlement} the fee (it is ${status}); nothing changed`, 'PAYMENT_SETTLEMENT_REFUSED');
  }
}

/**
 * Money moves only for a change the database has given to this request: claim the row, call the
 * provider outside any transaction, then finish. Capture and void are idempotent, so finishing a
 * stalled claim asks again without taking or releasing twice; a change that loses the race to another
 * never reaches the provider.
 */
export async function settleClaimed<T>(payments: PaymentProvider, settlement: Settlement, steps: ClaimedSettlementSteps<T>): Promise<T> {
  const { paymentId } = await steps.claim();
  if (paymentId) {
    try {
      await (settlement === 'capture' ? payments.capture(paymentId) : payments.void(paymentId));
    } catch (error) {
      if (error instanceof PaymentStateError) {
        await steps.release();
        throw new SettlementRefusedError(settlement, error.status);
      }
      await steps.stall();
      throw error;
    }
  }
  return steps.finish();
}
