import type { StaffAccount, StaffRole } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ConflictError } from '../domain/errors';
import { hashPassword, oneTimePassword, passwordMatches } from './passwords';
import { clearWrongPasswords, countWrongPassword, lockedFor, type Lockout } from './sign-in-locks';

export type { Lockout } from './sign-in-locks';

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

const refused = (locked: number | null): Authentication => (locked === null ? { ok: false, reason: 'invalid' } : { ok: false, reason: 'locked', retryAfterSeconds: locked });

/**
 * Checks an e-mail and password (docs/backoffice.md). The password is always verified (against a decoy
 * for an unknown address) before anything is answered, so every answer takes as long. Wrong passwords
 * are counted per address typed, known or not (sign-in-locks.ts): `lockout.attempts` in a row lock it,
 * and a locked address answers "locked" whatever the password. A right one clears the count.
 */
export async function authenticate(db: Kysely<Database>, email: string, password: string, lockout: Lockout, now: Date): Promise<Authentication> {
  const address = email.toLowerCase();
  const row = await db.selectFrom('staff_accounts').selectAll().where('email', '=', address).executeTakeFirst();
  const matches = await passwordMatches(row?.password_hash ?? null, password);
  const locked = await lockedFor(db, address, now);
  if (locked !== null) return refused(locked);
  if (!row || !matches) return refused(await countWrongPassword(db, address, lockout, now));
  await clearWrongPasswords(db, address);
  return { ok: true, account: { id: row.id, email: row.email, role: row.role, mustChangePassword: row.must_change_password } };
}

export type PasswordChange = { ok: true } | { ok: false; reason: 'wrong' } | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * Replaces a password (the one-time one included). A wrong current password counts towards the same
 * lock-out as a sign-in: whoever holds a stolen session cannot guess the password at leisure.
 */
export async function changePassword(db: Kysely<Database>, accountId: string, current: string, next: string, lockout: Lockout, now: Date): Promise<PasswordChange> {
  const row = await db.selectFrom('staff_accounts').select(['email', 'password_hash']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const matches = await passwordMatches(row.password_hash, current);
  const locked = (await lockedFor(db, row.email, now)) ?? (matches ? null : await countWrongPassword(db, row.email, lockout, now));
  if (locked !== null) return { ok: false, reason: 'locked', retryAfterSeconds: locked };
  if (!matches) return { ok: false, reason: 'wrong' };
  await clearWrongPasswords(db, row.email);
  await db
    .updateTable('staff_accounts')
    .set({ password_hash: await hashPassword(next), must_change_password: false })
    .where('id', '=', accountId)
    .execute();
  return { ok: true };
}

/** Every account, for the managers' list. */
export async function listStaffAccounts(db: Kysely<Database>, now: Date) {
  const rows = await db
    .selectFrom('staff_accounts')
    .leftJoin('staff_sign_in_locks', 'staff_sign_in_locks.email', 'staff_accounts.email')
    .select(['staff_accounts.email', 'staff_accounts.role', 'staff_accounts.created_at', 'staff_sign_in_locks.locked_until'])
    .orderBy('staff_accounts.email')
    .execute();
  return rows.map((row) => ({ email: row.email, role: row.role, createdAt: row.created_at.toISOString(), locked: Boolean(row.locked_until && row.locked_until > now) }));
}
