import type { CheckoutForm, PaymentFailureReason } from '@ama/contracts';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RuleViolationError } from '../domain/errors';
import { withOrderTables } from './tables';

/**
 * The Idempotency-Key of POST /api/orders (migrations/005 `order_requests`). The key's row is the first
 * write of the order's transaction: a second request with the same key blocks on its primary key until
 * the first transaction ends, then answers what the first one stored. Waiting, rather than answering
 * "in progress" at once, gives a double click or a retried request the order itself.
 */

export type KeyClaim = { kind: 'new' } | { kind: 'placed'; orderId: string } | { kind: 'declined'; reason: PaymentFailureReason };

/** The request a key stands for. No card data: the same form and total with another card is the same request. */
export const requestFingerprint = (checkout: CheckoutForm, expectedTotalCents: number): string =>
  createHash('sha256').update(JSON.stringify({ checkout, expectedTotalCents })).digest('hex');

/** The field the problem is reported under: the header's name as Express reads it. */
const KEY_FIELD = 'idempotency-key';

/** Takes the key for this request, or reads what an earlier request with it ended with. */
export async function claimKey(trx: Kysely<Database>, key: string, visitorHash: string, fingerprint: string): Promise<KeyClaim> {
  const db = withOrderTables(trx);
  const inserted = await db
    .insertInto('order_requests')
    .values({ idempotency_key: key, visitor_hash: visitorHash, fingerprint, outcome: 'pending' })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (inserted) return { kind: 'new' };
  const earlier = await db.selectFrom('order_requests').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  // Another visitor's key, or this key for another order: refused, and nothing of the earlier one is told.
  if (earlier.visitor_hash !== visitorHash || earlier.fingerprint !== fingerprint) {
    throw new RuleViolationError('This Idempotency-Key was used for another order request', { [KEY_FIELD]: 'already_used' });
  }
  if (earlier.outcome === 'placed' && earlier.order_id) return { kind: 'placed', orderId: earlier.order_id };
  if (earlier.outcome === 'declined' && earlier.decline_reason) return { kind: 'declined', reason: earlier.decline_reason };
  // 'pending' is never committed (the transaction that wrote it ends placed, declined or rolled back).
  throw new Error(`order request ${key} is ${earlier.outcome}`);
}

export async function recordPlaced(trx: Kysely<Database>, key: string, orderId: string): Promise<void> {
  await withOrderTables(trx).updateTable('order_requests').set({ outcome: 'placed', order_id: orderId }).where('idempotency_key', '=', key).execute();
}

/** A decline is kept with its key, so the same request repeated is declined again without a new charge attempt. */
export async function recordDecline(trx: Kysely<Database>, key: string, reason: PaymentFailureReason): Promise<void> {
  await withOrderTables(trx).updateTable('order_requests').set({ outcome: 'declined', decline_reason: reason }).where('idempotency_key', '=', key).execute();
}

/**
 * How long a declined attempt answers its key. A retry comes within seconds or minutes (a double click,
 * a dropped connection); after a day the shopper's checkout page has long made a new key. Placed
 * requests stay: they are one small row per order and tie the key to it.
 */
export const DECLINED_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Forgets declined attempts older than the retention; returns how many went. */
export async function pruneDeclinedRequests(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await withOrderTables(db)
    .deleteFrom('order_requests')
    .where('outcome', '=', 'declined')
    .where('created_at', '<', new Date(now.getTime() - DECLINED_KEY_RETENTION_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
