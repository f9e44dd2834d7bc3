import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { DiscountCodesTable } from './tables';
import type { DiscountTerms, DiscountUses } from './discount-rules';

/**
 * discount_codes, discount_redemptions and the code a cart holds (carts.discount_code). snake_case
 * stays in this file. Codes are looked up exactly: callers pass them normalized (normalizeDiscountCode).
 */

const TERMS = ['code', 'kind', 'percent', 'amount_cents', 'valid_from', 'valid_until', 'usage', 'bound_email', 'minimum_subtotal_cents', 'active'] as const;

const toTerms = (row: Pick<Selectable<DiscountCodesTable>, (typeof TERMS)[number]>): DiscountTerms => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amountCents: row.amount_cents,
  validFrom: row.valid_from,
  validUntil: row.valid_until,
  usage: row.usage,
  boundEmail: row.bound_email,
  minimumSubtotalCents: row.minimum_subtotal_cents,
  active: row.active,
});

/**
 * The code's terms, whoever issued it (the shop, the newsletter, the club): they all live in
 * discount_codes. `forUpdate` locks the row until the transaction ends (order placement).
 */
export async function findDiscount(db: Kysely<Database>, code: string, { forUpdate = false } = {}): Promise<DiscountTerms | undefined> {
  let query = db.selectFrom('discount_codes').select(TERMS).where('code', '=', code);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toTerms(row);
}

/** Redemptions of a code, in total and (when an e-mail is given) by that e-mail in any letter case. */
export async function countRedemptions(db: Kysely<Database>, code: string, email?: string): Promise<DiscountUses> {
  const row = await db
    .selectFrom('discount_redemptions')
    .select(sql<number>`count(*)::int`.as('total'))
    .select(sql<number>`(count(*) filter (where lower(email) = lower(${email ?? null})))::int`.as('by_email'))
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return email === undefined ? { total: row.total } : { total: row.total, byEmail: row.by_email };
}

export async function insertRedemption(db: Kysely<Database>, code: string, email: string, orderRef: string | null, redeemedAt: Date): Promise<void> {
  await db.insertInto('discount_redemptions').values({ code, email, order_ref: orderRef, redeemed_at: redeemedAt }).execute();
}

/** A new code (the newsletter's welcome code, the seed's); the caller gives it upper-case. */
export async function insertDiscountCode(db: Kysely<Database>, row: Insertable<DiscountCodesTable>): Promise<void> {
  await db.insertInto('discount_codes').values(row).execute();
}

/** The code the visitor's cart holds, or null (no cart, or no code). */
export async function findCartDiscountCode(db: Kysely<Database>, visitorHash: string): Promise<string | null> {
  const row = await db.selectFrom('carts').select('discount_code').where('visitor_hash', '=', visitorHash).executeTakeFirst();
  return row?.discount_code ?? null;
}

/** Puts a code on the visitor's cart, replacing any other (one code per cart); false without a cart. */
export async function setCartDiscountCode(db: Kysely<Database>, visitorHash: string, code: string | null): Promise<boolean> {
  const row = await db
    .updateTable('carts')
    .set({ discount_code: code, updated_at: sql<Date>`now()` })
    .where('visitor_hash', '=', visitorHash)
    .returning('visitor_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a code the rules no longer accept off the cart. Only that code: a request that put another
 * one on meanwhile keeps it.
 */
export async function dropCartDiscountCode(db: Kysely<Database>, visitorHash: string, code: string): Promise<void> {
  await db.updateTable('carts').set({ discount_code: null }).where('visitor_hash', '=', visitorHash).where('discount_code', '=', code).execute();
}
