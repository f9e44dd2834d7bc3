import type { ColumnType } from 'kysely';

/*
 * Kysely's view of the visitors' table (bff/migrations/003_visitors_cart_wishlist.sql). The tables join the shared Database type by declaration merging (below), so
 * every query in the shop is typed against them while db/ names none of them (docs/data-model.md#tables).
 */

export interface VisitorsTable {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  token_hash: string;
  created_at: ColumnType<Date, never, never>;
  last_seen_at: ColumnType<Date, never, Date>;
}

declare module '../db/schema' {
  interface Database {
    visitors: VisitorsTable;
  }
}
