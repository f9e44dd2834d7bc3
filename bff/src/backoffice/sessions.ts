import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SignedInAccount } from './accounts';

export interface SessionLimits {
  /** Unused this long, a session ends. */
  idleMs: number;
  /** This long after the sign-in, a session ends. */
  maxAgeMs: number;
}

export interface StaffSessionRecord {
  tokenHash: string;
  csrfToken: string;
  account: SignedInAccount;
}

/** Only the digest is stored: a copy of the table opens no session. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
/** A session's last use is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60_000;

/** A new session for a signed-in account: the cookie's token (only ever in the cookie) and its record. */
export async function openSession(db: Kysely<Database>, account: SignedInAccount, now: Date): Promise<{ token: string; session: StaffSessionRecord }> {
  const token = randomToken();
  const csrfToken = randomToken();
  await db
    .insertInto('staff_sessions')
    .values({ token_hash: digest(token), account_id: account.id, csrf_token: csrfToken, created_at: now, last_seen_at: now })
    .execute();
  return { token, session: { tokenHash: digest(token), csrfToken, account } };
}

/** The live session a cookie's token names, or null (unknown, idle too long, too old); its use is noted. */
export async function readSession(db: Kysely<Database>, token: string, limits: SessionLimits, now: Date): Promise<StaffSessionRecord | null> {
  const tokenHash = digest(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.account_id')
    .select([
      'staff_sessions.csrf_token',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff_accounts.id',
      'staff_accounts.email',
      'staff_accounts.role',
      'staff_accounts.must_change_password',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const expired = now.getTime() - row.last_seen_at.getTime() > limits.idleMs || now.getTime() - row.created_at.getTime() > limits.maxAgeMs;
  if (expired) {
    await closeSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  }
  return { tokenHash, csrfToken: row.csrf_token, account: { id: row.id, email: row.email, role: row.role, mustChangePassword: row.must_change_password } };
}

export async function closeSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an account but `keep` (sign out everywhere; a changed password). */
export async function closeSessionsOf(db: Kysely<Database>, accountId: string, keep?: string): Promise<void> {
  let query = db.deleteFrom('staff_sessions').where('account_id', '=', accountId);
  if (keep) query = query.where('token_hash', '!=', keep);
  await query.execute();
}

/** Deletes sessions that can no longer be used (housekeeping): idle too long or too old. */
export async function pruneStaffSessions(db: Kysely<Database>, limits: SessionLimits, now: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', new Date(now.getTime() - limits.idleMs)), eb('created_at', '<', new Date(now.getTime() - limits.maxAgeMs))]))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
