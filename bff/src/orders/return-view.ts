import type { CartSelection, OrderHistoryEntry, OrderReturn, OrderStatus, Returnability } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { paidPerLine, returnBlock, returnWindowEnd, type ReturnContext } from './return-rules';

/** An order line as the returns need it. */
export interface ReturnSourceLine {
  position: number;
  name: string;
  quantity: number;
  lineTotalCents: number;
  selection: CartSelection[];
}

export interface ReturnSourceOrder {
  id: string;
  subtotalCents: number;
  discountCents: number;
  lines: ReturnSourceLine[];
}

/** When the order was (last) marked delivered; null while it is not delivered. */
export async function deliveredAt(db: Kysely<Database>, orderId: string): Promise<Date | null> {
  const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
  if (order?.status !== 'delivered') return null;
  const step = await db.selectFrom('order_status_history').select('at').where('order_id', '=', orderId).where('status', '=', 'delivered').orderBy('id', 'desc').executeTakeFirst();
  return step?.at ?? null;
}

const returnColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('order_returns')
    .selectAll()
    .select([sql<string | null>`to_char(refund_due_by, 'YYYY-MM-DD')`.as('refund_due_day'), sql<string | null>`to_char(voucher_valid_until, 'YYYY-MM-DD')`.as('voucher_last_day')]);

/** The order's returns, newest first, each with its lines as sold. */
export async function readReturns(db: Kysely<Database>, order: ReturnSourceOrder): Promise<OrderReturn[]> {
  const rows = await returnColumns(db).where('order_id', '=', order.id).orderBy('requested_at', 'desc').orderBy('id').execute();
  const paid = paidPerLine(order.lines, order);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    lines: row.positions.flatMap((position) => {
      const line = order.lines.find((candidate) => candidate.position === position);
      return line ? [{ position, name: line.name, quantity: line.quantity, amountCents: paid.get(position)! }] : [];
    }),
    amountCents: row.amount_cents,
    requestedAt: row.requested_at.toISOString(),
    receivedAt: row.received_at?.toISOString() ?? null,
    refundDueBy: row.refund_due_day,
    settledAt: row.settled_at?.toISOString() ?? null,
    voucher:
      row.voucher_code && row.voucher_amount_cents && row.voucher_last_day
        ? { code: row.voucher_code, amountCents: row.voucher_amount_cents, validUntil: row.voucher_last_day }
        : null,
    refusal: row.refusal,
  }));
}

/** What the rules need to judge a line: delivery, now, and the positions already in a live return. */
export async function returnContext(db: Kysely<Database>, orderId: string, now: Date): Promise<ReturnContext> {
  const live = await db.selectFrom('order_returns').select('positions').where('order_id', '=', orderId).where('status', '!=', 'refused').execute();
  const { personal_design: personalDesign } = await db.selectFrom('orders').select('personal_design').where('id', '=', orderId).executeTakeFirstOrThrow();
  return { deliveredAt: await deliveredAt(db, orderId), now, inReturn: new Set(live.flatMap((row) => row.positions)), personalDesign };
}

/** The same context from what reading the order already found: its status, its history and its returns. */
export function contextOf(status: OrderStatus, history: OrderHistoryEntry[], returns: OrderReturn[], now: Date, personalDesign: boolean): ReturnContext {
  const delivered = status === 'delivered' ? history.findLast((step) => step.status === 'delivered') : undefined;
  return {
    deliveredAt: delivered ? new Date(delivered.at) : null,
    now,
    inReturn: new Set(returns.filter((item) => item.status !== 'refused').flatMap((item) => item.lines.map((line) => line.position))),
    personalDesign,
  };
}

/** Which lines may be sent back now, and until when. */
export function returnability(order: ReturnSourceOrder, context: ReturnContext): Returnability {
  return {
    until: context.deliveredAt ? returnWindowEnd(context.deliveredAt).toISOString() : null,
    lines: order.lines.map((line) => ({ position: line.position, block: returnBlock(line, context) })),
  };
}
