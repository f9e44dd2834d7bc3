import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { finishStaleDesignClaims, type DesignChangeRecorder, type DesignLinks } from '../club';
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
export async function finishStaleClaims(db: Kysely<Database>, payments: PaymentProvider, now: () => Date, designLinks?: DesignLinks) {
  const orders = await finishStaleOrderClaims({ db, payments, now, record: orderStatusAudit({ finishedBy: 'housekeeping' }) });
  const returns = await finishStaleReturnClaims({ db, payments, now, record: returnAudit({ finishedBy: 'housekeeping' }) });
  // A custom design's fee released or charged (club/design-changes.ts): its e-mail needs the request page's link.
  const designs = designLinks ? await finishStaleDesignClaims({ db, payments, now, links: designLinks, record: designAudit }) : { finished: 0, failed: 0 };
  return { finished: orders.finished + returns.finished + designs.finished, failed: orders.failed + returns.failed + designs.failed };
}

/** The audit line of a custom design's step finished by housekeeping, as the one who asked it. */
export const designAudit: DesignChangeRecorder = (trx, entry) =>
  recordAudit(trx, { staffEmail: entry.by, action: 'club.custom-design', subject: entry.id, detail: { from: entry.from, to: entry.to, finishedBy: 'housekeeping' } });
