import type { PaymentFailureReason } from '@ama/contracts';
import { ConflictError } from '../domain/errors';
import { PaymentKeyConflictError, PaymentStateError, type Authorisation, type CardDetails, type PaymentProvider } from './provider';

/** Where a fee's capture or void that failed is told (the request's logger): the answer does not change. */
export interface FeeLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface HeldFeeRequest<Row> {
  amountCents: number;
  card: CardDetails;
  /** The request's own key (the client's, with the service's prefix): a repeat takes up the same authorisation. */
  idempotencyKey: string;
  /**
   * The service's transaction: checks its rules again with its rows locked and writes its row with the
   * authorisation, or finds the row this key already wrote (a repeat, or the same request twice at once:
   * `insert … on conflict do nothing`, then read). Throws to refuse: then no row holds the authorisation
   * and it is voided.
   */
  write(authorisation: Authorisation): Promise<Row>;
}

export type HeldFeeOutcome<Row> = { ok: true; row: Row; authorisation: Authorisation } | { ok: false; reason: PaymentFailureReason };

/** No logger given (a script, a test): the failures are still answered, only not told. */
export const SILENT_FEE_LOG: FeeLog = { warn: () => undefined, error: () => undefined };

/** The request's key already stands for another payment (another amount): nothing was held, and a new request needs a new key. */
export class FeeKeyConflictError extends ConflictError {
  constructor() {
    super('This request key was used for another payment; send the request again as a new one', 'PAYMENT_KEY_CONFLICT');
  }
}

/**
 * A service's fee held on the card for a row that exists (docs/services.md#fees): the card is
 * AUTHORISED first, outside any transaction (the provider may keep its books in the shop's own
 * database); the row is written with that authorisation in the service's transaction; a transaction
 * that refuses or fails VOIDS it. So no row is written without its authorisation, and no authorisation
 * outlives a refused request. What happens to the money next (captured at once, or later, or voided) is
 * the service's: `captureHeld` here, or `settleClaimed` for a row that moves on.
 */
export async function holdFee<Row>(payments: PaymentProvider, request: HeldFeeRequest<Row>, log: FeeLog): Promise<HeldFeeOutcome<Row>> {
  let answer;
  try {
    answer = await payments.authorise({ amountCents: request.amountCents, currency: 'EUR', card: request.card, idempotencyKey: request.idempotencyKey });
  } catch (error) {
    if (error instanceof PaymentKeyConflictError) throw new FeeKeyConflictError();
    throw error;
  }
  if (!answer.ok) return { ok: false, reason: answer.reason };
  const { authorisation } = answer;
  try {
    return { ok: true, row: await request.write(authorisation), authorisation };
  } catch (error) {
    await voidQuietly(payments, authorisation.paymentId, log);
    throw error;
  }
}

/**
 * Takes a held fee whose row is written. A failure is logged and leaves the row's payment 'authorised':
 * the same request sent again (same key, same row) captures it, and capture is idempotent.
 */
export async function captureHeld(payments: PaymentProvider, paymentId: string, log: FeeLog): Promise<boolean> {
  try {
    await payments.capture(paymentId);
    return true;
  } catch (error) {
    log.warn({ err: error, paymentId }, 'fee capture failed; its row holds the authorisation and a repeat of the request captures it');
    return false;
  }
}

async function voidQuietly(payments: PaymentProvider, paymentId: string, log: FeeLog): Promise<void> {
  try {
    await payments.void(paymentId);
  } catch (error) {
    if (error instanceof PaymentStateError && error.status === 'captured') log.error({ err: error, paymentId }, 'a captured fee has no row: refund it');
    else log.warn({ err: error, paymentId }, 'fee void failed; the authorisation expires at the provider');
  }
}
