import type { StaffAccount, StaffRole } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ConflictError } from '../domain/errors';
import { hashPassword, oneTimePassword, passwordMatches } from './passwords';

export interface Lockout {
  /** Wrong passwords in a row that lock the account… */
  attempts: number;
  /** …for this long. */
  durationMs: number;
}

export interface SignedInAccount extends StaffAccount {
  id: string;
  mustChangePassword: boolean;
}

export type Authentication = { ok: true; account: SignedInAccount } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/** Creates an account with a one-time password (printed once by the command, shown once to the manager). */
export async function addStaffAccount(db: Kysely<Database>, email: string, role: StaffRole): Promise<{ account: StaffAccount; oneTimePassword: string }> {
  const password = oneTimePassword();
  const inserted = await db
    .insertInto('staff_accounts')
    .values({ email: email.toLowerCase(), role, password_hash: await hashPassword(password) })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning(['email', 'role'])
    .executeTakeFirst();
  if (!inserted) throw new ConflictError('A staff account with this e-mail exists already', 'EMAIL_TAKEN');
  return { account: inserted, oneTimePassword: password };
}

/**
 * Checks an e-mail and password (docs/backoffice.md). A locked account answers "locked" whatever the
 * password, so guessing stops for the lock's length; `lockout.attempts` wrong passwords in a row lock
 * it; a right one clears the count. An unknown e-mail and a wrong password read the same and take as long.
 */
export async function authenticate(db: Kysely<Database>, email: string, password: string, lockout: Lockout, now: Date): Promise<Authentication> {
  const row = await db.selectFrom('staff_accounts').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (row?.locked_until && row.locked_until > now) {
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil((row.locked_until.getTime() - now.getTime()) / 1000) };
  }
  const matches = await passwordMatches(row?.password_hash ?? null, password);
  if (!row) return { ok: false, reason: 'invalid' };
  if (!matches) {
    // Counted in SQL, not from the row read above: two wrong guesses at once both count.
    const counted = await db
      .updateTable('staff_accounts')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', row.id)
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    if (counted.failed_attempts < lockout.attempts) return { ok: false, reason: 'invalid' };
    const until = new Date(now.getTime() + lockout.durationMs);
    await db.updateTable('staff_accounts').set({ failed_attempts: 0, locked_until: until }).where('id', '=', row.id).execute();
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.ceil(lockout.durationMs / 1000) };
  }
  await db.updateTable('staff_accounts').set({ failed_attempts: 0, locked_until: null }).where('id', '=', row.id).execute();
  return { ok: true, account: { id: row.id, email: row.email, role: row.role, mustChangePassword: row.must_change_password } };
}

/** Replaces a password (the one-time one included); false when `current` is not the password now. */
export async function changePassword(db: Kysely<Database>, accountId: string, current: string, next: string): Promise<boolean> {
  const row = await db.selectFrom('staff_accounts').select('password_hash').where('id', '=', accountId).executeTakeFirstOrThrow();
  if (!(await passwordMatches(row.password_hash, current))) return false;
  await db
    .updateTable('staff_accounts')
    .set({ password_hash: await hashPassword(next), must_change_password: false })
    .where('id', '=', accountId)
    .execute();
  return true;
}

/** Every account, for the managers' list. */
export async function listStaffAccounts(db: Kysely<Database>, now: Date) {
  const rows = await db.selectFrom('staff_accounts').select(['email', 'role', 'created_at', 'locked_until']).orderBy('email').execute();
  return rows.map((row) => ({ email: row.email, role: row.role, createdAt: row.created_at.toISOString(), locked: Boolean(row.locked_until && row.locked_until > now) }));
}
