import {
  SHOP_TIME_ZONE,
  STAFF_LIMITS,
  type DiscountCodeState,
  type NewDiscountCode,
  type StaffDiscountCode,
  type StaffDiscountCodeList,
  type StaffDiscountCodeResponse,
  type StaffDiscountCodesQuery,
} from '@ama/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { ConflictError } from '../domain/errors';
import { addDays, todayIn, zonedInstant } from '../domain/time-zones';
import type { DiscountCodesTable } from './tables';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

type DiscountCodeRow = Selectable<DiscountCodesTable> & { redemptions: string | number | null };

/** The state a shopper meets at `now`: the cart's own rule (discount-rules.ts), from the same instants. */
function stateAt(row: DiscountCodeRow, now: Date): DiscountCodeState {
  if (!row.active) return 'off';
  if (row.valid_from && now < row.valid_from) return 'scheduled';
  if (row.valid_until && now >= row.valid_until) return 'expired';
  return 'active';
}

/** The list's orders (contracts' STAFF_DISCOUNT_CODE_SORT_KEYS) as columns; the code breaks ties. */
const SORT_COLUMNS = { createdAt: 'created_at', code: 'code', validUntil: 'valid_until', redemptions: 'redemptions' } as const;

const toStaffCode = (row: DiscountCodeRow, now: Date): StaffDiscountCode => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amountCents: row.amount_cents,
  usage: row.usage,
  // Days in Italy, as staff typed them: valid_until is the midnight after the last day.
  validFrom: row.valid_from ? todayIn(SHOP_TIME_ZONE, row.valid_from) : null,
  validUntil: row.valid_until ? todayIn(SHOP_TIME_ZONE, new Date(row.valid_until.getTime() - 1)) : null,
  minimumSubtotalCents: row.minimum_subtotal_cents,
  boundEmail: row.bound_email,
  active: row.active,
  state: stateAt(row, now),
  createdAt: row.created_at.toISOString(),
  redemptions: Number(row.redemptions ?? 0),
});

const withRedemptions = (db: Kysely<Database>) =>
  db
    .selectFrom('discount_codes')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('discount_redemptions as r')
        .select(sql<string>`count(*)::bigint`.as('n'))
        .whereRef('r.code', '=', 'discount_codes.code')
        .as('redemptions'),
    );

/** The codes for the back office, newest first unless sorted otherwise: the shop's own, and the personal ones on request. */
export async function listDiscountCodes(db: Kysely<Database>, query: StaffDiscountCodesQuery, now: Date = new Date()): Promise<StaffDiscountCodeList> {
  const pageSize = STAFF_LIMITS.discountCodesPageSize;
  const sort = query.sort ?? '-createdAt';
  const descending = sort.startsWith('-');
  const sortKey = (descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  let filtered = db.selectFrom('discount_codes');
  if (query.personal !== 'true') filtered = filtered.where('bound_email', 'is', null);
  if (query.q) filtered = filtered.where('code', 'like', `%${likeLiteral(query.q.toUpperCase())}%`);
  const codes = filtered.select('code');
  const [{ total }, rows] = await Promise.all([
    filtered.select(sql<string>`count(*)::bigint`.as('total')).executeTakeFirstOrThrow(),
    withRedemptions(db)
      .where('discount_codes.code', 'in', codes)
      .orderBy(sql.ref(SORT_COLUMNS[sortKey]), descending ? 'desc' : 'asc')
      .orderBy('code')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
  ]);
  return { codes: rows.map((row) => toStaffCode(row, now)), page: query.page, pageSize, total: Number(total) };
}

/** One code and who used it (newest first); null when there is no such code. */
export async function findDiscountCodeForStaff(db: Kysely<Database>, code: string, now: Date = new Date()): Promise<StaffDiscountCodeResponse | null> {
  const row = await withRedemptions(db).where('discount_codes.code', '=', code).executeTakeFirst();
  if (!row) return null;
  const redemptions = await db
    .selectFrom('discount_redemptions')
    .select(['email', 'order_ref', 'redeemed_at'])
    .where('code', '=', code)
    .orderBy('redeemed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    code: toStaffCode(row, now),
    redemptions: redemptions.map((redemption) => ({ email: redemption.email, orderNumber: redemption.order_ref, redeemedAt: redemption.redeemed_at.toISOString() })),
  };
}

/** Creates a code with the cart's one set of rules (docs/discount-codes.md); a code that exists, active or not, is refused. */
export async function createDiscountCode(db: Kysely<Database>, code: NewDiscountCode, now: Date = new Date()): Promise<StaffDiscountCodeResponse> {
  const inserted = await db
    .insertInto('discount_codes')
    .values({
      code: code.code,
      kind: code.kind,
      percent: code.kind === 'percent' ? code.percent : null,
      amount_cents: code.kind === 'fixed' ? code.amountCents : null,
      usage: code.usage,
      valid_from: code.validFrom ? zonedInstant(code.validFrom, '00:00', SHOP_TIME_ZONE) : null,
      valid_until: code.validUntil ? zonedInstant(addDays(code.validUntil, 1), '00:00', SHOP_TIME_ZONE) : null,
      minimum_subtotal_cents: code.minimumSubtotalCents ?? null,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('code')
    .executeTakeFirst();
  if (!inserted) throw new ConflictError('This discount code exists already', 'DISCOUNT_CODE_TAKEN');
  return (await findDiscountCodeForStaff(db, code.code, now))!;
}

/** Switches a code off (shoppers read "invalid", its redemptions stay) or on again; null: no such code. */
export async function setDiscountCodeActive(db: Kysely<Database>, code: string, active: boolean, now: Date = new Date()): Promise<StaffDiscountCodeResponse | null> {
  const updated = await db.updateTable('discount_codes').set({ active }).where('code', '=', code).returning('code').executeTakeFirst();
  return updated ? findDiscountCodeForStaff(db, code, now) : null;
}
