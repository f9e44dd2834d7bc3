import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChargeResult, PaymentProvider } from './provider';
import { createTestGateway, type TestGateway } from './test-gateway';

/** Kysely's view of migrations/020's ledger of the test gateway. */
interface TestGatewayChargesTable {
  idempotency_key: string;
  amount_cents: number;
  result: ColumnType<ChargeResult, string, string>;
  created_at: ColumnType<Date, never, never>;
}
const withLedger = (db: Kysely<Database>) => db.withTables<{ test_gateway_charges: TestGatewayChargesTable }>();

/**
 * The test gateway with its memory in the database, as a real provider keeps its own: the answer to
 * each idempotency key is written at once on the pool (never in the order's transaction), so it
 * survives the order rolling back or the process being killed, and every shop instance on the
 * database replays it. Without this, a key retried on another instance would be charged twice.
 */
export function createRecordedTestGateway(db: Kysely<Database>, gateway: TestGateway = createTestGateway()): PaymentProvider {
  // Taken per call, not at creation: an app built over a stand-in database never charges, and never needs it.
  const ledger = () => withLedger(db);
  const earlier = (key: string) => ledger().selectFrom('test_gateway_charges').select(['amount_cents', 'result']).where('idempotency_key', '=', key).executeTakeFirst();
  return {
    name: gateway.name,
    async charge(request) {
      const known = await earlier(request.idempotencyKey);
      if (!known) {
        const result = await gateway.charge(request);
        const inserted = await ledger()
          .insertInto('test_gateway_charges')
          .values({ idempotency_key: request.idempotencyKey, amount_cents: request.amountCents, result: JSON.stringify(result) })
          .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
          .returning('idempotency_key')
          .executeTakeFirst();
        if (inserted) return result;
      }
      // A repeat, or another instance answered this key first: its answer stands.
      const stored = known ?? (await earlier(request.idempotencyKey))!;
      if (stored.amount_cents !== request.amountCents) throw new Error('Idempotency key reused with another amount');
      return stored.result;
    },
  };
}
