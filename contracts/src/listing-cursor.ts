import type { SortOption } from './catalog-enums';
import { CATALOG_LIMITS } from './constants';

/**
 * Where a listing page starts or ends, so the next or previous page is read from there (keyset
 * pagination, docs/search.md#pages): the sort's keys of a product, then its SKU, e.g. `120.GA-SOL-OV1234`
 * (suggested order: its rank) or `189000.120.GA-SOL-OV1234` (by price: its price, then its rank).
 * Readable, short, and stable for as long as the product keeps its price and rank.
 */
export interface ListingCursor {
  keys: number[];
  sku: string;
}

/** The number of keys before the SKU in a cursor of each sort. A relevance order (a search) has no cursor. */
export const CURSOR_KEYS: Record<SortOption, number> = { suggested: 1, price: 2, price_desc: 2 };

/** Ranks and prices are the database's 4-byte integers: a larger key could only fail the query. */
const MAX_KEY = 2_147_483_647;

const CURSOR = new RegExp(`^((?:\\d{1,10}\\.){1,2})([A-Za-z0-9-]{1,${CATALOG_LIMITS.skuMaxLength}})$`);

export const formatListingCursor = (cursor: ListingCursor): string => [...cursor.keys, cursor.sku].join('.');

/** A cursor's text read back; null when it is not one (any malformed or oversized text). */
export function parseListingCursor(text: string): ListingCursor | null {
  const match = CURSOR.exec(text);
  if (!match) return null;
  const keys = match[1]!.slice(0, -1).split('.').map(Number);
  return keys.every((key) => key <= MAX_KEY) ? { keys, sku: match[2]!.toUpperCase() } : null;
}

/** Whether a listing of this order (and search text) pages with cursors of this shape. */
export const cursorFits = (cursor: ListingCursor, sort: SortOption, q: string | undefined): boolean => !(sort === 'suggested' && q) && cursor.keys.length === CURSOR_KEYS[sort];
