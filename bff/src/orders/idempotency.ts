import type { CheckoutForm, PaymentFailureReason } from '@ama/contracts';
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RuleViolationError } from '../domain/errors';
import { type OrderRequestsTable } from './tables';

/**
 * The Idempotency-Key of POST /api/orders (migrations/005 and 021, `order_requests`).
 *
 * A key's row is committed only with an answer: 'placed' (the order), 'declined' (the card's refusal),
 * or 'voided' (this attempt's authorisation was voided; the key may be sent again). While a request
 * works on a key, its row is 'pending' inside the order's transaction and nobody else sees it: a second
 * request with the same key blocks on the row until the first transaction ends, then answers what the
 * first one stored. Waiting, rather than answering "in progress" at once, gives a double click or a
 * retried request the order itself.
 *
 * The row is also where a key's authorisation is decided between the request that may commit an order
 * with it and the request that wants to void it: both go through the row's lock (claimKey, abandonAttempt).
 */

export type KeyRow = Pick<OrderRequestsTable, 'visitor_hash' | 'fingerprint' | 'outcome' | 'order_id' | 'decline_reason'> & { payment_attempt: number };

export type KeyClaim =
  | { kind: 'new' }
  | { kind: 'placed'; orderId: string }
  | { kind: 'declined'; reason: PaymentFailureReason }
  /** The key's authorisation this request holds was voided meanwhile (the key moved on to another attempt). */
  | { kind: 'stale' };

/** The request a key stands for. No card data: the same form and total with another card is the same request. */
export const requestFingerprint = (checkout: CheckoutForm, expectedTotalCents: number): string =>
  createHash('sha256').update(JSON.stringify({ checkout, expectedTotalCents })).digest('hex');

/**
 * The provider's idempotency key for the key's attempt: the Idempotency-Key itself first, then
 * `<key>/1`, `<key>/2`… after each void, because a provider answers a voided key with the void.
 */
export const paymentKey = (key: string, attempt: number): string => (attempt === 0 ? key : `${key}/${attempt}`);

/** The field the problem is reported under: the header's name as Express reads it. */
const KEY_FIELD = 'idempotency-key';

const alreadyUsed = () => new RuleViolationError('This Idempotency-Key was used for another order request', { [KEY_FIELD]: 'already_used' });

/**
 * What the key stood for when it was last answered, read without a lock (undefined: never answered).
 * Another visitor's key, or this key for another order, is refused here, telling nothing of the first.
 * A voided key may come back with another body (say, the new total after 409 TOTAL_CHANGED).
 */
export async function readKey(db: Kysely<Database>, key: string, visitorHash: string, fingerprint: string): Promise<KeyRow | undefined> {
  const row = await db
    .selectFrom('order_requests')
    .select(['visitor_hash', 'fingerprint', 'outcome', 'order_id', 'decline_reason', 'payment_attempt'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (row) assertSameRequest(row, visitorHash, fingerprint);
  return row;
}

function assertSameRequest(row: Pick<KeyRow, 'visitor_hash' | 'fingerprint' | 'outcome'>, visitorHash: string, fingerprint: string): void {
  if (row.visitor_hash !== visitorHash || (row.outcome !== 'voided' && row.fingerprint !== fingerprint)) throw alreadyUsed();
}

/**
 * Takes the key for this request's `attempt` inside the order's transaction (the row stays locked until
 * it ends), or reads what an earlier request with it ended with.
 */
export async function claimKey(trx: Kysely<Database>, key: string, visitorHash: string, fingerprint: string, attempt: number): Promise<KeyClaim> {
  const db = trx;
  const inserted = await db
    .insertInto('order_requests')
    .values({ idempotency_key: key, visitor_hash: visitorHash, fingerprint, outcome: 'pending', payment_attempt: attempt })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (inserted) return { kind: 'new' };
  // Locked, so a request voiding this attempt (abandonAttempt) waits for our outcome.
  const earlier = await db.selectFrom('order_requests').selectAll().where('idempotency_key', '=', key).forUpdate().executeTakeFirstOrThrow();
  assertSameRequest(earlier, visitorHash, fingerprint);
  if (earlier.outcome === 'placed' && earlier.order_id) return { kind: 'placed', orderId: earlier.order_id };
  if (earlier.outcome === 'declined' && earlier.decline_reason) return { kind: 'declined', reason: earlier.decline_reason };
  if (earlier.outcome === 'voided') {
    if (earlier.payment_attempt !== attempt) return { kind: 'stale' };
    await db.updateTable('order_requests').set({ outcome: 'pending', fingerprint }).where('idempotency_key', '=', key).execute();
    return { kind: 'new' };
  }
  // 'pending' is never committed (the transaction that wrote it ends placed, declined, voided or rolled back).
  throw new Error(`order request ${key} is ${earlier.outcome}`);
}

export async function recordPlaced(trx: Kysely<Database>, key: string, orderId: string): Promise<void> {
  await trx.updateTable('order_requests').set({ outcome: 'placed', order_id: orderId }).where('idempotency_key', '=', key).execute();
}

/** A decline is kept with its key, so the same request repeated is declined again without a new attempt. */
export async function recordDecline(trx: Kysely<Database>, key: string, reason: PaymentFailureReason): Promise<void> {
  await trx.updateTable('order_requests').set({ outcome: 'declined', decline_reason: reason }).where('idempotency_key', '=', key).execute();
}

/**
 * Gives up the key's `attempt`: commits the key as 'voided' with the next attempt number, so that no
 * request can place an order with this attempt's authorisation any more. true when this call did it,
 * and the caller must now void the authorisation (after this commit, never before: a request holding
 * the key could still be about to commit an order with it, and this statement waits for its outcome).
 * false when there is nothing to void: the key was placed or declined meanwhile, another request gave
 * the attempt up first, or the key is another visitor's. Throws when the key stays locked longer than
 * `waitMs` or the database is away: the attempt then stays live, and its authorisation with it, for the
 * request that holds the key or for a retry of this one.
 */
export async function abandonAttempt(db: Kysely<Database>, key: string, visitorHash: string, fingerprint: string, attempt: number, waitMs: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // SET cannot take a parameter; waitMs is a checked integer.
    await sql.raw(`set local lock_timeout = ${waitMs}`).execute(trx);
    const row = await trx
      .insertInto('order_requests')
      .values({ idempotency_key: key, visitor_hash: visitorHash, fingerprint, outcome: 'voided', payment_attempt: attempt + 1 })
      .onConflict((conflict) =>
        conflict
          .column('idempotency_key')
          .doUpdateSet({ outcome: 'voided', payment_attempt: attempt + 1, fingerprint })
          .where('order_requests.outcome', '=', 'voided')
          .where('order_requests.payment_attempt', '=', attempt)
          .where('order_requests.visitor_hash', '=', visitorHash),
      )
      .returning('idempotency_key')
      .executeTakeFirst();
    return row !== undefined;
  });
}

/**
 * How long a declined attempt answers its key. A retry comes within seconds or minutes (a double click,
 * a dropped connection); after a day the shopper's checkout page has long made a new key. Placed
 * requests stay: they are one small row per order and tie the key to it. Voided ones stay too: their
 * attempt number keeps a later retry of the key from reusing a voided authorisation.
 */
export const DECLINED_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Forgets declined attempts older than the retention; returns how many went. */
export async function pruneDeclinedRequests(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('order_requests')
    .where('outcome', '=', 'declined')
    .where('created_at', '<', new Date(now.getTime() - DECLINED_KEY_RETENTION_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
