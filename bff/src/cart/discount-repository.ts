import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { DiscountCodesTable } from './tables';
import type { DiscountTerms, DiscountUses } from './discount-rules';

/**
 * discount_codes, discount_redemptions and the code a cart holds (carts.discount_code). snake_case
 * stays in this file. Codes are looked up exactly: callers pass them normalized (normalizeDiscountCode).
 */

const TERMS = ['code', 'kind', 'percent', 'amount_cents', 'valid_from', 'valid_until', 'usage', 'bound_email', 'minimum_subtotal_cents', 'active', 'first_order_only'] as const;

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
  firstOrderOnly: row.first_order_only,
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

/** A discount code's terms and how often it was used, as its owner (the club, say) shows it. */
export interface DiscountCodeState {
  percent: number | null;
  /** A fixed code's amount off; null for a percent code. */
  amountCents: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  active: boolean;
  uses: number;
}

/** The terms and uses of `codes` (stored upper-case); a code that does not exist is absent from the map. */
export async function discountCodeStates(db: Kysely<Database>, codes: readonly string[]): Promise<Map<string, DiscountCodeState>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('discount_codes as d')
    .select(['d.code', 'd.percent', 'd.amount_cents', 'd.valid_from', 'd.valid_until', 'd.active'])
    .select(sql<number>`(select count(*)::int from discount_redemptions r where r.code = d.code)`.as('uses'))
    .where('d.code', 'in', [...codes])
    .execute();
  return new Map(
    rows.map((row) => [
      row.code,
      { percent: row.percent, amountCents: row.amount_cents, validFrom: row.valid_from, validUntil: row.valid_until, active: row.active, uses: row.uses },
    ]),
  );
}

/** Locks a code's row until the transaction ends, as the order placement does before it redeems one. */
export async function lockDiscountCode(trx: Kysely<Database>, code: string): Promise<void> {
  await trx.selectFrom('discount_codes').select('code').where('code', '=', code).forUpdate().execute();
}

/** Switches a code off: the cart and the checkout refuse it as "invalid" from now on. */
export async function deactivateDiscountCode(trx: Kysely<Database>, code: string): Promise<void> {
  await trx.updateTable('discount_codes').set({ active: false }).where('code', '=', code).execute();
}
