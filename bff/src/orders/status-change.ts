import { ORDER_STATUS_NEXT, type Locale, type OrderStatus, type OrderStatusChange, type StaffOrder } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { NotFoundError } from '../domain/errors';
import { enqueueMail } from '../mail';
import { refundClaimed, type PaymentProvider } from '../payment';
import { StatusChangeRefusedError } from './errors';
import { findPaymentId } from './repository';
import { claimFor, finishEach, NO_CLAIM, refuseClaimed, STALLED, staleBefore, stillClaimed } from './row-claims';
import { findStaffOrder } from './staff-orders';
import { buildStatusMail } from './status-mail';

/** Written in the change's own transaction by the caller (the back office's audit log): all of it, or none. */
export type StatusChangeRecorder = (trx: Kysely<Database>, change: { number: string; from: OrderStatus; to: OrderStatus; by: string }) => Promise<void>;

export interface StatusChangeDeps {
  db: Kysely<Database>;
  payments: PaymentProvider;
  record?: StatusChangeRecorder;
  now?: () => Date;
}

const refuseUnlessAllowed = (from: OrderStatus, to: OrderStatus) => {
  if (!ORDER_STATUS_NEXT[from].includes(to)) throw new StatusChangeRefusedError(from, to);
};

const lockOrder = (trx: Kysely<Database>, id: string) =>
  trx
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'locale', 'email', 'name', 'surname', 'claim_id', 'claim_change', 'claimed_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/** The change itself, in the caller's transaction with the row locked: status (its claim cleared), history, the shopper's e-mail, the audit line. */
async function apply(deps: StatusChangeDeps, trx: Kysely<Database>, order: LockedOrder, change: OrderStatusChange, by: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: change.status, ...NO_CLAIM })
    .where('id', '=', order.id)
    .execute();
  const shipped = change.status === 'shipped';
  await trx
    .insertInto('order_status_history')
    .values({
      order_id: order.id,
      status: change.status,
      by_staff: by,
      carrier: shipped ? (change.carrier ?? null) : null,
      tracking_number: shipped ? (change.trackingNumber ?? null) : null,
      note: change.note || null,
    })
    .execute();
  await enqueueMail(
    trx,
    buildStatusMail({
      number: order.number,
      locale: order.locale as Locale,
      email: order.email,
      name: order.name,
      surname: order.surname,
      status: change.status,
      carrier: change.carrier,
      trackingNumber: change.trackingNumber,
    }),
  );
  await deps.record?.(trx, { number: order.number, from: order.status, to: change.status, by });
}

/** A cancellation: the order claimed, the payment refunded in full, then the cancellation applied (payment/claimed-refund.ts). */
async function cancelWithRefund(deps: StatusChangeDeps, orderId: string, change: OrderStatusChange, by: string): Promise<void> {
  const { db } = deps;
  let claimId = '';
  const mark = (set: typeof NO_CLAIM | typeof STALLED) =>
    db
      .updateTable('orders')
      .set(set)
      .where('claim_id', '=', claimId)
      .execute()
      .then(() => undefined);
  await refundClaimed(deps.payments, {
    claim: () =>
      db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, orderId);
        refuseUnlessAllowed(order.status, change.status);
        const claim = claimFor(order, change, by, deps.now?.() ?? new Date());
        claimId = claim.claim_id;
        await trx.updateTable('orders').set(claim).where('id', '=', orderId).execute();
        return { paymentId: (await findPaymentId(trx, orderId)) ?? null };
      }),
    finish: () =>
      db.transaction().execute(async (trx) => {
        const order = await lockOrder(trx, orderId);
        // Taken over when stale and finished by another request: this one's refund was that one's too.
        if (!stillClaimed(order, claimId)) {
          refuseClaimed(order);
          throw new StatusChangeRefusedError(order.status, change.status);
        }
        await apply(deps, trx, order, change, by);
      }),
    release: () => mark(NO_CLAIM),
    stall: () => mark(STALLED),
  });
}

/**
 * Moves an order on (docs/backoffice.md#orders): the new status, its history row, the shopper's e-mail in
 * the order's language and the caller's audit entry are one transaction with the order row locked, so
 * two staff members cannot ship it twice. A cancellation gives the payment back, and money moves only
 * once the order is claimed for it (docs/adr-010-claimed-refunds.md): a shipment arriving meanwhile is refused,
 * and a cancellation that loses to a shipment never reaches the provider.
 */
export async function changeOrderStatus(deps: StatusChangeDeps, number: string, change: OrderStatusChange, by: string): Promise<StaffOrder> {
  const found = await deps.db.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirst();
  if (!found) throw new NotFoundError('No such order');
  if (change.status === 'cancelled') {
    await cancelWithRefund(deps, found.id, change, by);
  } else {
    await deps.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, found.id);
      refuseClaimed(order);
      refuseUnlessAllowed(order.status, change.status);
      await apply(deps, trx, order, change, by);
    });
  }
  return (await findStaffOrder(deps.db, number))!;
}

/** Cancellations whose claim went stale (a crash, a provider that never answered): asked again as their staff member asked them. */
export async function finishStaleOrderClaims(deps: StatusChangeDeps): Promise<{ finished: number; failed: number }> {
  const before = staleBefore(deps.now?.() ?? new Date());
  const stale = await deps.db.selectFrom('orders').select(['number', 'claim_change', 'claim_by']).where('claim_id', 'is not', null).where('claimed_at', '<', before).execute();
  return finishEach(stale, (row) => changeOrderStatus(deps, row.number, row.claim_change!, row.claim_by!));
}
