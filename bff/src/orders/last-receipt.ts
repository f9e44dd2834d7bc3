import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A purchase as a receipt reads it: what was paid for it, net of the refunds of its returns. */
export interface Receipt {
  orderId: string;
  orderNumber: string;
  placedAt: Date;
  /** The order's total (after its discount, with shipping) less what its refunded returns gave back. */
  receiptCents: number;
}

/**
 * The last receipt of `email` (any letter case, as the club counts purchases): its latest order that was
 * not cancelled and still has something paid for after refunds; null when there is none. The club's
 * seasonal code is a share of it (docs/club.md "Seasonal").
 */
export async function lastReceipt(db: Kysely<Database>, email: string): Promise<Receipt | null> {
  const row = await db
    .selectFrom('orders as o')
    .select(['o.id', 'o.number', 'o.placed_at'])
    .select(sql<number>`o.total_cents - coalesce((select sum(r.amount_cents) from order_returns r where r.order_id = o.id and r.status = 'refunded'), 0)::int`.as('receipt_cents'))
    .where(sql<boolean>`lower(o.email) = lower(${email})`)
    .where('o.status', '<>', 'cancelled')
    .orderBy('o.placed_at', 'desc')
    .orderBy('o.number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || Number(row.receipt_cents) <= 0) return null;
  return { orderId: row.id, orderNumber: row.number, placedAt: row.placed_at, receiptCents: Number(row.receipt_cents) };
}
