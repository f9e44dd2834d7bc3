import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { finishStaleOrderClaims, finishStaleReturnClaims, type ReturnRecorder, type StatusChangeRecorder } from '../orders';
import type { PaymentProvider } from '../payment';
import { recordAudit } from './audit';

/** The audit line of an order's status change, as the staff member who asked it. */
export const orderStatusAudit =
  (detail: Record<string, unknown> = {}): StatusChangeRecorder =>
  (trx, entry) =>
    recordAudit(trx, { staffEmail: entry.by, action: 'order.status', subject: entry.number, detail: { from: entry.from, to: entry.to, ...detail } });

/** The audit line of a return's step, as the staff member (or 'shopper') who asked it. */
export const returnAudit =
  (detail: Record<string, unknown> = {}): ReturnRecorder =>
  (trx, entry) =>
    recordAudit(trx, { staffEmail: entry.by, action: 'order.return', subject: entry.number, detail: { returnId: entry.returnId, to: entry.to, ...detail } });

/**
 * Housekeeping of refunds left claimed (a process killed between the provider's answer and the change,
 * a provider that never answered): each is asked again as its staff member asked it, and audited as
 * theirs. A refusal of the provider releases the claim; staff then see the change as not made.
 */
export async function finishStaleClaims(db: Kysely<Database>, payments: PaymentProvider, now: () => Date) {
  const orders = await finishStaleOrderClaims({ db, payments, now, record: orderStatusAudit({ finishedBy: 'housekeeping' }) });
  const returns = await finishStaleReturnClaims({ db, payments, now, record: returnAudit({ finishedBy: 'housekeeping' }) });
  return { finished: orders.finished + returns.finished, failed: orders.failed + returns.failed };
}
