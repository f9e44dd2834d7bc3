import type { ColumnType } from 'kysely';
import type { JsonbOptions } from '../cart';

/*
 * Kysely's view of the wishlist's table (bff/migrations/003_visitors_cart_wishlist.sql). The tables join the shared Database type by declaration merging (below), so
 * every query in the shop is typed against them while db/ names none of them (docs/data-model.md#tables).
 */

export interface WishlistItemsTable {
  visitor_hash: string;
  sku: string;
  options: JsonbOptions;
  added_at: ColumnType<Date, never, never>;
}

declare module '../db/schema' {
  interface Database {
    wishlist_items: WishlistItemsTable;
  }
}
