import { ORDER_STATUS_NEXT, type Locale, type OrderStatus, type OrderStatusChange, type StaffOrder } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { NotFoundError } from '../domain/errors';
import { enqueueMail } from '../mail';
import type { PaymentProvider } from '../payment';
import { StatusChangeRefusedError } from './errors';
import { findPaymentId } from './repository';
import { findStaffOrder } from './staff-orders';
import { buildStatusMail } from './status-mail';

/** Written in the change's own transaction by the caller (the back office's audit log): all of it, or none. */
export type StatusChangeRecorder = (trx: Kysely<Database>, change: { number: string; from: OrderStatus; to: OrderStatus; by: string }) => Promise<void>;

export interface StatusChangeDeps {
  db: Kysely<Database>;
  payments: PaymentProvider;
  record?: StatusChangeRecorder;
}

const refuseUnlessAllowed = (from: OrderStatus, to: OrderStatus) => {
  if (!ORDER_STATUS_NEXT[from].includes(to)) throw new StatusChangeRefusedError(from, to);
};

/**
 * Moves an order on (docs/backoffice.md): the new status, its history row, the shopper's e-mail in the
 * order's language and the caller's audit entry are one transaction, the order row locked so two staff
 * members cannot ship it twice. Cancelling refunds the payment first, outside the transaction (no
 * provider call ever runs inside one, as at checkout): a refund is idempotent, so if the transaction
 * then fails the cancellation can simply be asked again, and no order reads cancelled without its refund.
 */
export async function changeOrderStatus(deps: StatusChangeDeps, number: string, change: OrderStatusChange, by: string): Promise<StaffOrder> {
  const current = await deps.db.selectFrom('orders').select(['id', 'status']).where('number', '=', number).executeTakeFirst();
  if (!current) throw new NotFoundError('No such order');
  refuseUnlessAllowed(current.status, change.status);
  if (change.status === 'cancelled') {
    const paymentId = await findPaymentId(deps.db, current.id);
    if (paymentId) await deps.payments.refund(paymentId);
  }

  await deps.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'locale', 'email', 'name', 'surname']).where('id', '=', current.id).forUpdate().executeTakeFirstOrThrow();
    refuseUnlessAllowed(order.status, change.status);
    await trx.updateTable('orders').set({ status: change.status }).where('id', '=', order.id).execute();
    await trx
      .insertInto('order_status_history')
      .values({
        order_id: order.id,
        status: change.status,
        by_staff: by,
        carrier: change.status === 'shipped' ? (change.carrier ?? null) : null,
        tracking_number: change.status === 'shipped' ? (change.trackingNumber ?? null) : null,
        note: change.note || null,
      })
      .execute();
    await enqueueMail(
      trx,
      buildStatusMail({
        number,
        locale: order.locale as Locale,
        email: order.email,
        name: order.name,
        surname: order.surname,
        status: change.status,
        carrier: change.carrier,
        trackingNumber: change.trackingNumber,
      }),
    );
    await deps.record?.(trx, { number, from: order.status, to: change.status, by });
  });
  return (await findStaffOrder(deps.db, number))!;
}
