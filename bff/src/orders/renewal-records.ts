import type { Locale, WarrantyRenewal, WarrantyRenewalStatus } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail';
import { buildRenewalMail } from './renewal-mails';

/** Who asks for a renewal in its history: the customer, from the order's page (staff steps carry their e-mail). */
export const CUSTOMER = 'customer';

/** What a renewal's pages read: the row with the piece's name as sold. */
export const renewalColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('order_renewals')
    .innerJoin('order_lines', (join) => join.onRef('order_lines.order_id', '=', 'order_renewals.order_id').onRef('order_lines.position', '=', 'order_renewals.position'))
    .selectAll('order_renewals')
    .select('order_lines.name');

type RenewalRow = Awaited<ReturnType<ReturnType<typeof renewalColumns>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The row as the contract's WarrantyRenewal. */
export const toRenewal = (row: RenewalRow): WarrantyRenewal => ({
  id: row.id,
  position: row.position,
  name: row.name,
  status: row.status,
  amountCents: row.amount_cents,
  currency: row.currency as WarrantyRenewal['currency'],
  payment: { brand: row.card_brand, last4: row.card_last4, status: row.payment_status },
  requestedAt: new Date(row.requested_at).toISOString(),
  receivedAt: iso(row.received_at),
  inServiceAt: iso(row.in_service_at),
  sentBackAt: iso(row.sent_back_at),
  carrier: row.carrier,
  trackingNumber: row.tracking_number,
});

/** An order's renewals, oldest first. */
export async function readRenewals(db: Kysely<Database>, orderId: string): Promise<WarrantyRenewal[]> {
  const rows = await renewalColumns(db).where('order_renewals.order_id', '=', orderId).orderBy('order_renewals.requested_at').orderBy('order_renewals.id').execute();
  return rows.map(toRenewal);
}

/** The order a renewal's e-mail goes to, in its language. */
export interface RenewalMailOrder {
  number: string;
  email: string;
  name: string;
  surname: string;
  locale: string;
}

/** The order of a renewal as its e-mails need it. */
export const renewalMailOrder = (db: Kysely<Database>, orderId: string): Promise<RenewalMailOrder> =>
  db.selectFrom('orders').select(['number', 'email', 'name', 'surname', 'locale']).where('id', '=', orderId).executeTakeFirstOrThrow();

/**
 * A step of a renewal, in the caller's transaction: its history line and the customer's e-mail of it
 * (the outbox sends it once the transaction commits, never for a step that was rolled back).
 */
export async function recordRenewalStep(
  trx: Kysely<Database>,
  step: { renewal: WarrantyRenewal; order: RenewalMailOrder; from: WarrantyRenewalStatus | null; by: string; detail?: string | null },
): Promise<void> {
  const { renewal, order } = step;
  await trx
    .insertInto('order_renewal_changes')
    .values({ renewal_id: renewal.id, from_status: step.from, to_status: renewal.status, changed_by: step.by, detail: step.detail ?? null })
    .execute();
  await enqueueMail(trx, buildRenewalMail({ number: order.number, locale: order.locale as Locale, email: order.email, name: order.name, surname: order.surname, renewal }));
}
