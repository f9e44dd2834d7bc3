import {
  STAFF_LIMITS,
  WARRANTY_RENEWAL_NEXT,
  type Locale,
  type StaffWarrantyRenewal,
  type StaffWarrantyRenewalList,
  type StaffWarrantyRenewalResponse,
  type StaffWarrantyRenewalsQuery,
  type WarrantyRenewal,
  type WarrantyRenewalStatus,
  type WarrantyRenewalStep,
} from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { NotFoundError } from '../domain/errors';
import { captureHeld, type FeeLog, type PaymentProvider } from '../payment';
import { RenewalStateError } from './errors';
import { recordRenewalStep, renewalColumns, renewalMailOrder, toRenewal } from './renewal-records';
import { toStatusHistory } from '../domain/status-history';

/**
 * The warranty renewals for staff (docs/services.md#warranty-renewal): the requests, one with its order
 * and history, and the steps the workshop takes as the piece travels: received → in service → sent back.
 * A step runs in the caller's transaction (the back office's audit line goes with it), locks the
 * renewal's row first, and is refused with 409 RENEWAL_STATE from any other status than the one before.
 */

const withOrder = (db: Kysely<Database>) =>
  renewalColumns(db)
    .innerJoin('orders', 'orders.id', 'order_renewals.order_id')
    .select(['orders.number', 'orders.email', 'orders.name as customer_name', 'orders.surname', 'orders.locale', sql<string>`orders.shipping_address->>'country'`.as('country')]);

type Row = Awaited<ReturnType<ReturnType<typeof withOrder>['executeTakeFirstOrThrow']>>;
const toStaffRenewal = ({ number, email, customer_name, surname, locale, country, ...row }: Row): StaffWarrantyRenewal => ({
  ...toRenewal(row),
  order: { number, email, name: customer_name, surname, locale: locale as Locale, country },
});

/** The requests, by status: those still at the workshop's end first, each kind the longest waiting first, a page at a time. */
export async function listWarrantyRenewals(db: Kysely<Database>, query: StaffWarrantyRenewalsQuery): Promise<StaffWarrantyRenewalList> {
  const pageSize = STAFF_LIMITS.warrantyRenewalsPageSize;
  let counted = db.selectFrom('order_renewals');
  if (query.status) counted = counted.where('status', '=', query.status);
  const { total } = await counted.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  let rows = withOrder(db);
  if (query.status) rows = rows.where('order_renewals.status', '=', query.status);
  const page = await rows
    .orderBy(sql`order_renewals.status = 'sent_back'`)
    .orderBy('order_renewals.requested_at', 'asc')
    .orderBy('order_renewals.id', 'asc')
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
  return { renewals: page.map(toStaffRenewal), page: query.page, pageSize, total };
}

/** One renewal with its order, next status and history; null when there is none. */
export async function findWarrantyRenewal(db: Kysely<Database>, id: string): Promise<StaffWarrantyRenewalResponse | null> {
  const row = await withOrder(db).where('order_renewals.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const history = await db.selectFrom('order_renewal_changes').selectAll().where('renewal_id', '=', id).orderBy('id', 'asc').execute();
  return {
    renewal: {
      ...toStaffRenewal(row),
      next: WARRANTY_RENEWAL_NEXT[row.status],
      history: toStatusHistory(history),
    },
  };
}

/** When each status was reached. */
const STEP_TIME = { received: 'received_at', in_service: 'in_service_at', sent_back: 'sent_back_at' } as const;

export interface RenewalStepTaken {
  renewal: WarrantyRenewal;
  from: WarrantyRenewalStatus;
  orderNumber: string;
}

/**
 * Moves the renewal `id` on to `step.status` for `by`, with its history line and the customer's e-mail
 * in the order's language; the way back names its carrier and tracking number when staff gave them.
 */
export async function stepWarrantyRenewal(trx: Kysely<Database>, id: string, step: WarrantyRenewalStep, by: string, now: Date): Promise<RenewalStepTaken> {
  const locked = await trx.selectFrom('order_renewals').select(['status', 'order_id']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!locked) throw new NotFoundError('No such renewal');
  if (WARRANTY_RENEWAL_NEXT[locked.status] !== step.status) throw new RenewalStateError(locked.status);
  const back = step.status === 'sent_back' ? { carrier: step.carrier ?? null, tracking_number: step.trackingNumber ?? null } : {};
  await trx
    .updateTable('order_renewals')
    .set({ status: step.status, [STEP_TIME[step.status]]: now, ...back })
    .where('id', '=', id)
    .execute();
  const renewal = toRenewal(await renewalColumns(trx).where('order_renewals.id', '=', id).executeTakeFirstOrThrow());
  const order = await renewalMailOrder(trx, locked.order_id);
  const detail = [step.carrier, step.trackingNumber].filter(Boolean).join(' ') || null;
  await recordRenewalStep(trx, { renewal, order, from: locked.status, by, detail });
  return { renewal, from: locked.status, orderNumber: order.number };
}

/**
 * A contribution whose capture failed after its renewal committed (the row still 'authorised') is taken
 * before the workshop handles the piece: capture is idempotent, and the row exists, so no money is taken
 * without its service. A failure is logged and leaves the row as it was.
 */
export async function captureHeldRenewal(db: Kysely<Database>, payments: PaymentProvider, id: string, log: FeeLog): Promise<void> {
  const row = await db.selectFrom('order_renewals').select(['payment_id', 'payment_status']).where('id', '=', id).executeTakeFirst();
  if (row?.payment_status !== 'authorised') return;
  if (await captureHeld(payments, row.payment_id, log)) await db.updateTable('order_renewals').set({ payment_status: 'captured' }).where('id', '=', id).execute();
}
