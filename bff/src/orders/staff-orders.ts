import {
  ORDER_STATUS_NEXT,
  ORDER_STATUSES,
  SHOP_TIME_ZONE,
  STAFF_LIMITS,
  type Locale,
  type OrderStatus,
  type StaffOrder,
  type StaffOrderList,
  type StaffOrdersQuery,
} from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findOrder, orderHistory } from './repository';
import { withOptionsIn } from './staff-order-labels';

/** LIKE's own characters in a search, taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** An order's status by its place in an order's life (received first), not by its spelling. */
const statusRank = sql<number>`case status ${sql.join(
  ORDER_STATUSES.map((status, rank) => sql`when ${sql.lit(status)} then ${sql.lit(rank)}`),
  sql` `,
)} end`;

/** The list's orders (contracts' STAFF_ORDER_SORT_KEYS) as expressions; the number breaks ties. */
const SORT_EXPRESSIONS = {
  placedAt: [sql`placed_at`],
  number: [sql`number`],
  customer: [sql`lower(surname)`, sql`lower(name)`, sql`lower(email)`],
  total: [sql`total_cents`],
  status: [statusRank],
} as const;

/**
 * The back office's list (docs/backoffice.md): newest first unless sorted otherwise, filtered by status,
 * by the day placed (Italian time) and by a piece of the order number or of the e-mail, one page at a time.
 */
export async function listStaffOrders(db: Kysely<Database>, query: StaffOrdersQuery): Promise<StaffOrderList> {
  const pageSize = STAFF_LIMITS.ordersPageSize;
  const sort = query.sort ?? '-placedAt';
  const descending = sort.startsWith('-');
  const sortKey = (descending ? sort.slice(1) : sort) as keyof typeof SORT_EXPRESSIONS;
  let filtered = db.selectFrom('orders');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  // A day of the filter is a day in Italy, where the shop is.
  if (query.from) filtered = filtered.where(sql<boolean>`(placed_at at time zone ${SHOP_TIME_ZONE})::date >= ${query.from}::date`);
  if (query.to) filtered = filtered.where(sql<boolean>`(placed_at at time zone ${SHOP_TIME_ZONE})::date <= ${query.to}::date`);
  if (query.q) {
    const pattern = `%${likeLiteral(query.q.toLowerCase())}%`;
    filtered = filtered.where((eb) => eb.or([eb(eb.fn('lower', ['number']), 'like', pattern), eb(eb.fn('lower', ['email']), 'like', pattern)]));
  }
  const [{ total }, rows] = await Promise.all([
    filtered.select(sql<string>`count(*)::bigint`.as('total')).executeTakeFirstOrThrow(),
    filtered
      .select(['number', 'placed_at', 'email', 'name', 'surname', 'locale', 'status', 'total_cents', 'currency'])
      .$call((rows) => SORT_EXPRESSIONS[sortKey].reduce((sorted, expression) => sorted.orderBy(expression, descending ? 'desc' : 'asc'), rows))
      .orderBy('number')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
  ]);
  return {
    orders: rows.map((row) => ({
      number: row.number,
      placedAt: row.placed_at.toISOString(),
      email: row.email,
      name: row.name,
      surname: row.surname,
      locale: row.locale as StaffOrder['locale'],
      status: row.status as OrderStatus,
      totalCents: row.total_cents,
      currency: row.currency as StaffOrder['totals']['currency'],
    })),
    page: query.page,
    pageSize,
    total: Number(total),
  };
}

/**
 * One order as the back office shows it: as sold, with its status, its history and where it may go
 * next; its options named in `locale` (the staff member's page) when given, else as stored.
 */
export async function findStaffOrder(db: Kysely<Database>, number: string, locale?: Locale): Promise<StaffOrder | null> {
  const row = await db.selectFrom('orders').select(['id', 'status']).where('number', '=', number).executeTakeFirst();
  if (!row) return null;
  const order = await findOrder(db, { id: row.id });
  if (!order) return null;
  const { reference: _reference, ...sold } = order;
  const staffOrder: StaffOrder = { ...sold, history: await orderHistory(db, row.id, order.placedAt), next: [...ORDER_STATUS_NEXT[row.status]] };
  return locale ? withOptionsIn(db, staffOrder, locale) : staffOrder;
}
