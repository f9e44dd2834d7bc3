import type { Cart, CheckoutForm, Locale, Order, OrderAddress, OrderHistoryEntry, OrderStatus } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readRenewals } from './renewal-records';
import { renewability } from './renewal-rules';
import { contextOf, readReturns, returnability, type ReturnSourceOrder } from './return-view';
import type { Authorisation } from '../payment';

/** The order tables (migrations/005). snake_case stays in this file. */

export interface NewOrder {
  reference: string;
  visitorHash: string;
  locale: Locale;
  form: CheckoutForm;
  /** Re-priced inside the order's transaction: its lines and totals are what is sold. */
  cart: Cart;
  now: Date;
}

/** A fresh number is drawn when one is taken; five draws in a billion numbers never all collide in practice. */
const NUMBER_DRAWS = 5;

const billingAddressOf = (form: CheckoutForm): OrderAddress => (form.billing.sameAsShipping ? form.shipping : form.billing.address);

/** Writes the order and its lines as sold; the number is unique (ON CONFLICT draws again). */
export async function insertOrder(trx: Kysely<Database>, order: NewOrder, drawNumber: () => string): Promise<{ id: string; number: string }> {
  const db = trx;
  const { form, cart } = order;
  for (let draw = 1; draw <= NUMBER_DRAWS; draw += 1) {
    const row = await db
      .insertInto('orders')
      .values({
        reference: order.reference,
        number: drawNumber(),
        visitor_hash: order.visitorHash,
        locale: order.locale,
        email: form.contact.email,
        phone: form.contact.phone,
        name: form.contact.name,
        surname: form.contact.surname,
        shipping_address: JSON.stringify(form.shipping),
        billing_address: JSON.stringify(billingAddressOf(form)),
        fiscal_code: form.billing.fiscalCode ?? null,
        gift_wrapping: form.giftWrapping,
        gift_message: form.giftMessage ?? null,
        ships_by: cart.shipsBy,
        discount_code: cart.discount?.code ?? null,
        discount_kind: cart.discount?.kind ?? null,
        subtotal_cents: cart.subtotalCents,
        discount_cents: cart.discountCents,
        shipping_cents: cart.shippingCents,
        total_cents: cart.totalCents,
        currency: cart.currency,
        privacy_accepted_at: order.now,
      })
      .onConflict((conflict) => conflict.column('number').doNothing())
      .returning(['id', 'number'])
      .executeTakeFirst();
    if (!row) continue;
    await db
      .insertInto('order_lines')
      .values(
        cart.lines.map((line, index) => ({
          order_id: row.id,
          position: index + 1,
          sku: line.sku,
          name: line.name,
          options: JSON.stringify(line.options),
          selection: JSON.stringify(line.selection),
          image_url: line.imageUrl,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          line_total_cents: line.lineTotalCents,
        })),
      )
      .execute();
    return row;
  }
  throw new Error(`No free order number in ${NUMBER_DRAWS} draws`);
}

/** The payment as the provider authorised it: its id, the brand and the last four digits, never the card. */
export async function insertPayment(trx: Kysely<Database>, orderId: string, provider: string, authorisation: Authorisation, currency: string): Promise<void> {
  await trx
    .insertInto('order_payments')
    .values({
      order_id: orderId,
      provider,
      provider_payment_id: authorisation.paymentId,
      brand: authorisation.brand,
      last4: authorisation.last4,
      amount_cents: authorisation.amountCents,
      currency,
    })
    .execute();
}

/** The provider's id of an order's payment (what capture needs), or undefined. */
export async function findPaymentId(db: Kysely<Database>, orderId: string): Promise<string | undefined> {
  const row = await db.selectFrom('order_payments').select('provider_payment_id').where('order_id', '=', orderId).executeTakeFirst();
  return row?.provider_payment_id;
}

type OrderKey = { id: string } | { reference: string; visitorHash: string };

/** The order as the shopper reads it (response, confirmation page, e-mail); null when there is none. */
export async function findOrder(db: Kysely<Database>, key: OrderKey, now: Date = new Date()): Promise<Order | null> {
  const tables = db;
  let query = tables
    .selectFrom('orders')
    .innerJoin('order_payments', 'order_payments.order_id', 'orders.id')
    .selectAll('orders')
    .select(['order_payments.brand', 'order_payments.last4', sql<string | null>`to_char(orders.ships_by, 'YYYY-MM-DD')`.as('ships_by_day')]);
  query = 'id' in key ? query.where('orders.id', '=', key.id) : query.where('orders.reference', '=', key.reference).where('orders.visitor_hash', '=', key.visitorHash);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const lines = await tables.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).orderBy('position').execute();
  const forReturns: ReturnSourceOrder = {
    id: row.id,
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    lines: lines.map((line) => ({ position: line.position, name: line.name, quantity: line.quantity, lineTotalCents: line.line_total_cents, selection: line.selection })),
  };
  const history = await orderHistory(tables, row.id, row.placed_at.toISOString());
  const returns = await readReturns(tables, forReturns);
  const renewals = await readRenewals(tables, row.id);
  const renewalContext = { delivered: row.status === 'delivered', placedAt: row.placed_at, now, renewed: new Set(renewals.map((renewal) => renewal.position)) };
  return {
    reference: row.reference,
    number: row.number,
    placedAt: row.placed_at.toISOString(),
    locale: row.locale as Locale,
    email: row.email,
    customer: { name: row.name, surname: row.surname, phone: row.phone },
    shippingAddress: row.shipping_address,
    billingAddress: row.billing_address,
    fiscalCode: row.fiscal_code,
    giftWrapping: row.gift_wrapping,
    giftMessage: row.gift_message,
    shipsBy: row.ships_by_day,
    discountCode: row.discount_code,
    discountKind: row.discount_kind,
    lines: lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      imageUrl: line.image_url,
      quantity: line.quantity,
      options: line.options,
      selection: line.selection,
      unitPriceCents: line.unit_price_cents,
      lineTotalCents: line.line_total_cents,
    })),
    totals: {
      subtotalCents: row.subtotal_cents,
      discountCents: row.discount_cents,
      shippingCents: row.shipping_cents,
      totalCents: row.total_cents,
      currency: row.currency as Order['totals']['currency'],
    },
    payment: { brand: row.brand, last4: row.last4 },
    status: row.status,
    // The shopper sees when and, for a shipment, how; not which staff member or their note.
    history: history.map(({ by: _by, note: _note, ...step }) => step),
    returns,
    returnable: returnability(forReturns, contextOf(row.status, history, returns, now, row.personal_design)),
    renewals,
    renewable: renewability(
      lines.map((line) => line.position),
      row.shipping_address.country,
      renewalContext,
    ),
  };
}

/** An order's steps: received when placed, then each change staff made, oldest first. */
export async function orderHistory(db: Kysely<Database>, orderId: string, placedAt: string): Promise<OrderHistoryEntry[]> {
  const rows = await db.selectFrom('order_status_history').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return [
    { status: 'received', at: placedAt, by: null, carrier: null, trackingNumber: null, note: null },
    ...rows.map((row) => ({
      status: row.status as OrderStatus,
      at: row.at.toISOString(),
      by: row.by_staff,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      note: row.note,
    })),
  ];
}

/**
 * What an e-mail address bought at list price (order subtotals, before any discount) in [from, until),
 * the address compared in any case: Club AMA's yearly spend (club/member-view.ts).
 */
export async function subtotalCentsBetween(db: Kysely<Database>, email: string, from: Date, until: Date): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string>`coalesce(sum(subtotal_cents), 0)::bigint`.as('total'))
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('placed_at', '>=', from)
    .where('placed_at', '<', until)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
