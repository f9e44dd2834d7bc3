import { SHOP_TIME_ZONE } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A piece someone bought: an order line of an order of theirs that was not cancelled. */
export interface OwnedPiece {
  orderNumber: string;
  position: number;
  name: string;
  /** The order's day in Italy, YYYY-MM-DD. */
  orderedOn: string;
}

/**
 * The pieces `email` (any letter case) bought, newest order first, at most `limit`: what a Club AMA
 * member may ask the free personalisation for (club/personalisations.ts). One row per order line.
 */
export async function ownedPieces(db: Kysely<Database>, email: string, limit = 50): Promise<OwnedPiece[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .select(['o.number', 'l.position', 'l.name'])
    .select(sql<string>`to_char(o.placed_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`.as('ordered_on'))
    .where(sql<boolean>`lower(o.email) = lower(${email})`)
    .where('o.status', '<>', 'cancelled')
    .orderBy('o.placed_at', 'desc')
    .orderBy('o.number', 'desc')
    .orderBy('l.position', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ orderNumber: row.number, position: row.position, name: row.name, orderedOn: row.ordered_on }));
}
