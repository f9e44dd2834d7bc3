import type { ColumnType, Generated } from 'kysely';

/*
 * Kysely's view of the cart's and the discount codes' tables (bff/migrations/003, migrations/004_discount_codes.sql in this module). The tables join the shared Database type by declaration merging (below), so
 * every query in the shop is typed against them while db/ names none of them (docs/data-model.md#tables).
 */

/** A visitor's resolved choice, as stored in jsonb: { gold: 'ROSE', size: '14', engraving: 'Ti amo' }. */
export type StoredOptions = Record<string, string>;
/** jsonb columns: read as an object, written as its JSON text. */
export type JsonbOptions = ColumnType<StoredOptions, string | undefined, string>;

export interface CartsTable {
  visitor_hash: string;
  discount_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface CartLinesTable {
  id: Generated<string>;
  visitor_hash: string;
  sku: string;
  options: JsonbOptions;
  quantity: number;
  created_at: ColumnType<Date, never, never>;
}

/**
 * migrations/004. Codes are stored upper-case; `percent` is set for kind 'percent', `amount_cents` for
 * 'fixed', neither for 'engraving' (the fee of one engraved piece, migrations/202611300900).
 */
export interface DiscountCodesTable {
  code: string;
  kind: 'percent' | 'fixed' | 'engraving';
  percent: ColumnType<number | null, number | null | undefined, number | null>;
  amount_cents: ColumnType<number | null, number | null | undefined, number | null>;
  valid_from: ColumnType<Date | null, Date | null | undefined, Date | null>;
  valid_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  usage: 'unlimited' | 'single_use' | 'once_per_email';
  bound_email: ColumnType<string | null, string | null | undefined, string | null>;
  minimum_subtotal_cents: ColumnType<number | null, number | null | undefined, number | null>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** migrations/202611290130: refused once the bound e-mail has an order (the newsletter's code). */
  first_order_only: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface DiscountRedemptionsTable {
  id: Generated<number>;
  code: string;
  order_ref: ColumnType<string | null, string | null | undefined, string | null>;
  email: string;
  redeemed_at: ColumnType<Date, Date | undefined, Date>;
}

declare module '../db/schema' {
  interface Database {
    carts: CartsTable;
    cart_lines: CartLinesTable;
    discount_codes: DiscountCodesTable;
    discount_redemptions: DiscountRedemptionsTable;
  }
}
