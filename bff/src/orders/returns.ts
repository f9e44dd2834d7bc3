import { RETURN_STATUS_NEXT, SHOP_TIME_ZONE, type Locale, type Order, type RequestReturn, type ReturnStatus, type ReturnStatusChange } from '@ama/contracts';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertDiscountCode } from '../cart';
import type { Database } from '../db/schema';
import { NotFoundError, RuleViolationError } from '../domain/errors';
import { addDays, zonedInstant } from '../domain/time-zones';
import { enqueueMail } from '../mail';
import { refundClaimed, type PaymentProvider } from '../payment';
import { ReturnChangeRefusedError, ReturnNotAllowedError } from './errors';
import { findOrder, findPaymentId } from './repository';
import { buildReturnMail } from './return-mail';
import { paidPerLine, refundDueBy, returnBlock, voucherValidUntil } from './return-rules';
import { returnContext } from './return-view';
import { claimFor, finishEach, NO_CLAIM, refuseClaimed, STALLED, staleBefore, stillClaimed } from './row-claims';

/** Written in the change's own transaction by the caller (the back office's audit log): all of it, or none. */
export type ReturnRecorder = (trx: Kysely<Database>, change: { number: string; returnId: string; to: ReturnStatus; by: string }) => Promise<void>;

export interface ReturnDeps {
  db: Kysely<Database>;
  payments: PaymentProvider;
  record?: ReturnRecorder;
  now?: () => Date;
}

/** Who asked: the shopper from the status page, or a staff member from the shopper's e-mail. */
export const SHOPPER = 'shopper';

/** Crockford's base32 (no I, L, O or U): a code read from an e-mail is typed back right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 'AMAVOUCHER-7KQ2-9XHD-M4TB-R8VN': 16 symbols of 5 random bits each. */
const voucherCode = () =>
  `AMAVOUCHER-${[...randomBytes(16)]
    .map((byte) => ALPHABET[byte & 31])
    .join('')
    .match(/.{4}/g)!
    .join('-')}`;

/** Writes the e-mail of the return's new step, read back as the shopper will see it. */
async function mailStep(trx: Kysely<Database>, orderId: string, returnId: string, now: Date): Promise<Order> {
  const order = (await findOrder(trx, { id: orderId }, now))!;
  const step = order.returns.find((candidate) => candidate.id === returnId)!;
  await enqueueMail(
    trx,
    buildReturnMail({
      number: order.number,
      locale: order.locale as Locale,
      currency: order.totals.currency,
      email: order.email,
      name: order.customer.name,
      surname: order.customer.surname,
      return: step,
    }),
  );
  return order;
}

/**
 * Opens a return of some of an order's pieces (docs/backoffice.md#returns), when the rules allow every
 * one of them: delivered, within 14 days, not engraved, no stone of 1 ct or more, not in another return.
 * The order row is locked, so two requests cannot send one piece back twice. The shopper is e-mailed
 * what to do next. Returns the order as it stands after.
 */
export async function requestReturn(deps: ReturnDeps, which: { id: string } | { number: string }, input: RequestReturn, by: string): Promise<Order> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'number', 'subtotal_cents', 'discount_cents'])
      .where((eb) => ('id' in which ? eb('id', '=', which.id) : eb('number', '=', which.number)))
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new NotFoundError('No such order');
    const orderId = order.id;
    const lines = await trx.selectFrom('order_lines').select(['position', 'line_total_cents', 'selection']).where('order_id', '=', orderId).execute();
    const context = await returnContext(trx, orderId, now);
    const unknown: Record<string, string> = {};
    const blocked: Record<string, string> = {};
    input.positions.forEach((position, index) => {
      const line = lines.find((candidate) => candidate.position === position);
      const block = line && returnBlock(line, context);
      if (!line) unknown[`positions.${index}`] = 'unknown';
      else if (block) blocked[`positions.${index}`] = block;
    });
    if (Object.keys(unknown).length > 0) throw new RuleViolationError('No such line in this order', unknown);
    if (Object.keys(blocked).length > 0) throw new ReturnNotAllowedError(blocked);

    const paid = paidPerLine(
      lines.map((line) => ({ position: line.position, lineTotalCents: line.line_total_cents })),
      { subtotalCents: order.subtotal_cents, discountCents: order.discount_cents },
    );
    const amountCents = input.positions.reduce((sum, position) => sum + paid.get(position)!, 0);
    const { id } = await trx
      .insertInto('order_returns')
      .values({
        order_id: orderId,
        positions: JSON.stringify([...input.positions].sort((a, b) => a - b)),
        amount_cents: amountCents,
        comment: input.comment || null,
        requested_by: by,
        requested_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.record?.(trx, { number: order.number, returnId: id, to: 'requested', by });
    return mailStep(trx, orderId, id, now);
  });
}

const lockReturn = (trx: Kysely<Database>, returnId: string) =>
  trx.selectFrom('order_returns').select(['status', 'claim_id', 'claim_change', 'claimed_at']).where('id', '=', returnId).forUpdate().executeTakeFirstOrThrow();

interface ReturnRow {
  status: ReturnStatus;
  amount_cents: number;
  order_id: string;
  email: string;
}

/** The step itself, in the caller's transaction with the return row locked: its voucher, its columns (the claim cleared), the audit line, the e-mail. */
async function apply(deps: ReturnDeps, trx: Kysely<Database>, ids: { number: string; returnId: string }, current: ReturnRow, change: ReturnStatusChange, by: string, now: Date) {
  let voucher: { voucher_code: string; voucher_amount_cents: number; voucher_valid_until: string } | undefined;
  if (change.status === 'exchanged') {
    voucher = { voucher_code: voucherCode(), voucher_amount_cents: change.voucherAmountCents!, voucher_valid_until: voucherValidUntil(now) };
    await insertDiscountCode(trx, {
      code: voucher.voucher_code,
      kind: 'fixed',
      amount_cents: voucher.voucher_amount_cents,
      usage: 'single_use',
      bound_email: current.email,
      valid_from: now,
      valid_until: zonedInstant(addDays(voucher.voucher_valid_until, 1), '00:00', SHOP_TIME_ZONE),
    });
  }
  await trx
    .updateTable('order_returns')
    .set({
      status: change.status,
      ...NO_CLAIM,
      ...(change.status === 'received' ? { received_at: now, refund_due_by: refundDueBy(now) } : {}),
      ...(change.status !== 'received' ? { settled_at: now } : {}),
      ...(change.status === 'refused' ? { refusal: change.refusal! } : {}),
      ...voucher,
    })
    .where('id', '=', ids.returnId)
    .execute();
  await deps.record?.(trx, { ...ids, to: change.status, by });
  return mailStep(trx, current.order_id, ids.returnId, now);
}

/** A refund: the return claimed, that part of the payment given back under the return's own key, then the step applied (payment/claimed-refund.ts). */
function refundReturn(deps: ReturnDeps, ids: { number: string; returnId: string }, current: ReturnRow, change: ReturnStatusChange, by: string, now: Date): Promise<Order> {
  const { db } = deps;
  let claimId = '';
  const mark = (set: typeof NO_CLAIM | typeof STALLED) =>
    db
      .updateTable('order_returns')
      .set(set)
      .where('claim_id', '=', claimId)
      .execute()
      .then(() => undefined);
  return refundClaimed(deps.payments, {
    claim: () =>
      db.transaction().execute(async (trx) => {
        const row = await lockReturn(trx, ids.returnId);
        refuseUnlessAllowed(row.status, change.status);
        const claim = claimFor(row, change, by, now);
        claimId = claim.claim_id;
        await trx.updateTable('order_returns').set(claim).where('id', '=', ids.returnId).execute();
        const paymentId = current.amount_cents > 0 ? await findPaymentId(trx, current.order_id) : undefined;
        return { paymentId: paymentId ?? null, part: { amountCents: current.amount_cents, idempotencyKey: `return-${ids.returnId}` } };
      }),
    finish: () =>
      db.transaction().execute(async (trx) => {
        const row = await lockReturn(trx, ids.returnId);
        if (!stillClaimed(row, claimId)) {
          refuseClaimed(row);
          throw new ReturnChangeRefusedError(row.status, change.status);
        }
        return apply(deps, trx, ids, current, change, by, now);
      }),
    release: () => mark(NO_CLAIM),
    stall: () => mark(STALLED),
  });
}

function refuseUnlessAllowed(from: ReturnStatus, to: ReturnStatus) {
  if (!RETURN_STATUS_NEXT[from].includes(to)) throw new ReturnChangeRefusedError(from, to);
}

/**
 * Moves a return on: received (checked; the refund is due 15 Italian working days later), refunded
 * (that part of the payment given back, only once the return is claimed for it: docs/adr-010-claimed-refunds.md),
 * exchanged (a voucher of at most the return's amount, valid 12 months, single use and the shopper's own)
 * or refused. Each step is a transaction with the return row locked, refused while a refund holds the
 * row; the shopper is e-mailed each step.
 */
export async function changeReturnStatus(deps: ReturnDeps, number: string, returnId: string, change: ReturnStatusChange, by: string): Promise<Order> {
  const now = deps.now?.() ?? new Date();
  const current = await deps.db
    .selectFrom('order_returns')
    .innerJoin('orders', 'orders.id', 'order_returns.order_id')
    .select(['order_returns.status', 'order_returns.amount_cents', 'orders.id as order_id', 'orders.email'])
    .where('order_returns.id', '=', returnId)
    .where('orders.number', '=', number)
    .executeTakeFirst();
  if (!current) throw new NotFoundError('No such return');
  refuseUnlessAllowed(current.status, change.status);
  if (change.status === 'exchanged' && change.voucherAmountCents! > current.amount_cents) {
    throw new RuleViolationError('A voucher is worth at most what was paid for the pieces', { voucherAmountCents: 'too_large' });
  }
  const ids = { number, returnId };
  if (change.status === 'refunded') return refundReturn(deps, ids, current, change, by, now);
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockReturn(trx, returnId);
    refuseClaimed(row);
    refuseUnlessAllowed(row.status, change.status);
    return apply(deps, trx, ids, current, change, by, now);
  });
}

/** Refunds whose claim went stale (a crash, a provider that never answered): asked again as their staff member asked them. */
export async function finishStaleReturnClaims(deps: ReturnDeps): Promise<{ finished: number; failed: number }> {
  const before = staleBefore(deps.now?.() ?? new Date());
  const stale = await deps.db
    .selectFrom('order_returns')
    .innerJoin('orders', 'orders.id', 'order_returns.order_id')
    .select(['orders.number', 'order_returns.id', 'order_returns.claim_change', 'order_returns.claim_by'])
    .where('order_returns.claim_id', 'is not', null)
    .where('order_returns.claimed_at', '<', before)
    .execute();
  return finishEach(stale, (row) => changeReturnStatus(deps, row.number, row.id, row.claim_change!, row.claim_by!));
}
