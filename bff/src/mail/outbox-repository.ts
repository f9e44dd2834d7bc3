import type { DevOutboxMail } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

import { retryDelayMs, type RetryPolicy } from './retry-policy';

/** A message as the business code writes it; the sender address is the worker's (MAIL_FROM). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ClaimedMail extends OutgoingMail {
  id: number;
  attempts: number;
  created_at: Date;
}

/** Longest an SMTP error is kept in last_error: enough to read the server's answer, bounded. */
const MAX_ERROR_LENGTH = 500;

/** Queues a mail; pass the transaction that writes the business row so both commit or neither does. */
export async function enqueueMail(kysely: Kysely<Database>, mail: OutgoingMail): Promise<number> {
  const row = await kysely.insertInto('outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` due mails and counts the attempt. Their due time moves `leaseMs` ahead, so a
 * second shop instance (or the next tick) does not send them again meanwhile, and a worker that dies
 * mid-send leaves them to be retried once the lease runs out. SKIP LOCKED keeps concurrent claims apart.
 */
export async function claimDueMails(kysely: Kysely<Database>, now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const db = kysely;
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = await db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + leaseMs) }))
    .where('id', 'in', due)
    .returning(['id', 'to', 'subject', 'text', 'html', 'attempts', 'created_at'])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

export async function markSent(kysely: Kysely<Database>, id: number, now: Date): Promise<void> {
  await kysely.updateTable('outbox').set({ status: 'sent', sent_at: now, last_error: null }).where('id', '=', id).execute();
}

/** A failed try: due again after the backoff, or 'failed' for good once the attempts are used up. */
export async function recordFailure(kysely: Kysely<Database>, mail: ClaimedMail, error: string, now: Date, policy: RetryPolicy): Promise<'retry' | 'failed'> {
  const outcome = mail.attempts >= policy.maxAttempts ? 'failed' : 'retry';
  await kysely
    .updateTable('outbox')
    .set({
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      ...(outcome === 'failed' ? { status: 'failed' as const } : { next_attempt_at: new Date(now.getTime() + retryDelayMs(mail.attempts, policy)) }),
    })
    .where('id', '=', mail.id)
    .execute();
  return outcome;
}

/** Newest first, for the dev-only outbox endpoint. */
export async function listRecentMails(kysely: Kysely<Database>, options: { limit: number; to?: string }): Promise<DevOutboxMail[]> {
  let query = kysely.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.to) query = query.where((eb) => eb(eb.fn('lower', ['to']), '=', options.to!.toLowerCase()));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
  }));
}
