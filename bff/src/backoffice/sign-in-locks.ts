import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Lockout {
  /** Wrong passwords in a row that lock the address… */
  attempts: number;
  /** …for this long. */
  durationMs: number;
}

/** Seconds the address stays locked; null when it is not. */
export type LockState = number | null;

/** Counted rows of addresses that are neither locked nor recently wrong are forgotten after this. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The lock-out, per e-mail address typed (docs/backoffice.md#sign-in-sessions-and-csrf): the same rows
 * for a staff account and for an address no account has, so repeated wrong passwords answer alike for
 * both and the lock tells no one which addresses are staff.
 */
export async function lockedFor(db: Kysely<Database>, email: string, now: Date): Promise<LockState> {
  const row = await db.selectFrom('staff_sign_in_locks').select('locked_until').where('email', '=', email).executeTakeFirst();
  return row?.locked_until && row.locked_until > now ? Math.ceil((row.locked_until.getTime() - now.getTime()) / 1000) : null;
}

/** Counts one wrong password for the address (in SQL: two at once both count); the one that reaches the limit locks it. */
export async function countWrongPassword(db: Kysely<Database>, email: string, lockout: Lockout, now: Date): Promise<LockState> {
  const counted = await db
    .insertInto('staff_sign_in_locks')
    .values({ email, failed_attempts: 1, updated_at: now })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ failed_attempts: sql<number>`staff_sign_in_locks.failed_attempts + 1`, updated_at: now }))
    .returning('failed_attempts')
    .executeTakeFirstOrThrow();
  if (counted.failed_attempts < lockout.attempts) return null;
  await db
    .updateTable('staff_sign_in_locks')
    .set({ failed_attempts: 0, locked_until: new Date(now.getTime() + lockout.durationMs), updated_at: now })
    .where('email', '=', email)
    .execute();
  return Math.ceil(lockout.durationMs / 1000);
}

/** A right password: the count starts again. */
export async function clearWrongPasswords(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_locks').where('email', '=', email).execute();
}

/** Housekeeping: addresses whose lock has ended and that nobody got wrong for a day. */
export async function pruneSignInLocks(db: Kysely<Database>, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('staff_sign_in_locks')
    .where('updated_at', '<', new Date(now.getTime() - FORGET_AFTER_MS))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
