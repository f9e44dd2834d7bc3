import type { PaymentFailureReason } from '@ama/contracts';
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PaymentKeyConflictError, PaymentStateError, type AuthoriseResult, type PaymentProvider, type PaymentStatus, type RefundPart } from './provider';
import { decideAuthorisation } from './test-gateway';

/** The gateway's answer as the ledger keeps it (migrations/020): flat, as it always was. */
type StoredAnswer = { ok: true; paymentId: string; brand: string; last4: string } | { ok: false; reason: PaymentFailureReason };
type LedgerStatus = PaymentStatus | 'declined';

/** Kysely's view of the ledger of the test gateway (migrations/020, statuses since 021, refunds since payment/migrations). */
interface TestGatewayChargesTable {
  idempotency_key: string;
  amount_cents: number;
  result: ColumnType<StoredAnswer, string, string>;
  payment_id: string | null;
  status: LedgerStatus;
  created_at: ColumnType<Date, never, never>;
}

const toResult = (stored: StoredAnswer, amountCents: number): AuthoriseResult =>
  stored.ok ? { ok: true, authorisation: { paymentId: stored.paymentId, brand: stored.brand, last4: stored.last4, amountCents } } : { ok: false, reason: stored.reason };
const toStored = (result: AuthoriseResult): StoredAnswer =>
  result.ok ? { ok: true, paymentId: result.authorisation.paymentId, brand: result.authorisation.brand, last4: result.authorisation.last4 } : result;

/**
 * The test gateway with its books in the database, as a real provider keeps its own: each idempotency
 * key's answer and each payment's status (authorised → captured or voided) are written at once, one
 * statement each on the pool. The shop calls it only outside the order's transaction, so it takes a
 * connection only while the request holds none (inside the transaction it asked the full pool
 * for a second one, and 14 concurrent checkouts on two workers waited 5 s for a 503). The books survive
 * an order rolling back and a process being killed, every shop instance on the database reads them, and
 * the fault tests check every capture against its order.
 */
export function createRecordedTestGateway(db: Kysely<Database>, now: () => Date = () => new Date()): PaymentProvider {
  // Taken per call, not at creation: an app built over a stand-in database never pays, and never needs it.
  const ledger = () => db;
  const earlier = (key: string) => ledger().selectFrom('test_gateway_charges').select(['amount_cents', 'result', 'status']).where('idempotency_key', '=', key).executeTakeFirst();

  /** Moves a payment from one of `from` to `to`; when it was in neither, says why not. */
  async function settle(paymentId: string, to: PaymentStatus, from: LedgerStatus[], action: 'capture' | 'void' | 'refund') {
    const moved = await ledger()
      .updateTable('test_gateway_charges')
      .set({ status: to })
      .where('payment_id', '=', paymentId)
      .where('status', 'in', from)
      .returning('status')
      .executeTakeFirst();
    if (moved) return;
    const row = await ledger().selectFrom('test_gateway_charges').select('status').where('payment_id', '=', paymentId).executeTakeFirst();
    throw new PaymentStateError(paymentId, row?.status === 'declined' || !row ? 'unknown' : row.status, action);
  }

  return {
    name: 'test',
    async authorise(request) {
      const known = await earlier(request.idempotencyKey);
      if (!known) {
        const result = decideAuthorisation(request, now());
        const inserted = await ledger()
          .insertInto('test_gateway_charges')
          .values({
            idempotency_key: request.idempotencyKey,
            amount_cents: request.amountCents,
            result: JSON.stringify(toStored(result)),
            payment_id: result.ok ? result.authorisation.paymentId : null,
            status: result.ok ? 'authorised' : 'declined',
          })
          .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
          .returning('idempotency_key')
          .executeTakeFirst();
        if (inserted) return result;
      }
      // A repeat, or another instance answered this key first: its answer stands, for its amount only.
      const stored = known ?? (await earlier(request.idempotencyKey))!;
      if (stored.amount_cents !== request.amountCents || stored.status === 'voided') {
        throw new PaymentKeyConflictError(
          stored.result.ok
            ? {
                paymentId: stored.result.paymentId,
                brand: stored.result.brand,
                last4: stored.result.last4,
                amountCents: stored.amount_cents,
                status: stored.status as PaymentStatus,
              }
            : null,
        );
      }
      return toResult(stored.result, stored.amount_cents);
    },
    capture: (paymentId) => settle(paymentId, 'captured', ['authorised', 'captured'], 'capture'),
    void: (paymentId) => settle(paymentId, 'voided', ['authorised', 'voided'], 'void'),
    refund: (paymentId, part) => (part ? refundPart(ledger(), paymentId, part) : settle(paymentId, 'refunded', ['captured', 'refunded'], 'refund')),
  };
}

/** Part of a captured payment back, once per key; the payment row locked so two refunds cannot give back more than was taken. */
async function refundPart(db: Kysely<Database>, paymentId: string, part: RefundPart): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('test_gateway_charges').select(['amount_cents', 'status']).where('payment_id', '=', paymentId).forUpdate().executeTakeFirst();
    const status = payment?.status;
    if (!payment || (status !== 'captured' && status !== 'refunded')) throw new PaymentStateError(paymentId, !status || status === 'declined' ? 'unknown' : status, 'refund');
    const earlier = await trx.selectFrom('test_gateway_refunds').select(['payment_id', 'amount_cents']).where('idempotency_key', '=', part.idempotencyKey).executeTakeFirst();
    if (earlier) {
      if (earlier.payment_id !== paymentId || earlier.amount_cents !== part.amountCents) throw new PaymentKeyConflictError(null);
      return;
    }
    const { given } = await trx
      .selectFrom('test_gateway_refunds')
      .select(sql<number>`coalesce(sum(amount_cents), 0)::int`.as('given'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    if (status === 'refunded' || given + part.amountCents > payment.amount_cents) throw new PaymentStateError(paymentId, status, 'refund');
    await trx.insertInto('test_gateway_refunds').values({ idempotency_key: part.idempotencyKey, payment_id: paymentId, amount_cents: part.amountCents }).execute();
    if (given + part.amountCents === payment.amount_cents) await trx.updateTable('test_gateway_charges').set({ status: 'refunded' }).where('payment_id', '=', paymentId).execute();
  });
}

/** Partial refunds (payment/migrations/202611271500_payment_partial_refunds.sql). */
interface TestGatewayRefundsTable {
  idempotency_key: string;
  payment_id: string;
  amount_cents: number;
  created_at: ColumnType<Date, never, never>;
}

/* The ledger's table joins the shared Database type (docs/data-model.md#tables). */
declare module '../db/schema' {
  interface Database {
    test_gateway_charges: TestGatewayChargesTable;
    test_gateway_refunds: TestGatewayRefundsTable;
  }
}
