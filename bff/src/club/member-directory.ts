import type { Locale } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { effectiveStatus } from './lifecycle';
import { enjoysBenefits } from './members';

/**
 * What other modules may ask of Club AMA's members without reading its tables (the events' invitations
 * and members-only registrations): who has a membership's benefits now (member or ELITE; a pending
 * sign-up, a revoked or terminated account has none). `db` may be the caller's transaction.
 */

export interface ActiveClubMember {
  id: string;
  email: string;
  name: string;
  lastname: string;
  locale: Locale;
}

/** Every member with benefits, oldest first. */
export async function activeClubMembers(db: Kysely<Database>, now: Date): Promise<ActiveClubMember[]> {
  const rows = await db
    .selectFrom('club_members')
    .select(['id', 'email', 'name', 'lastname', 'locale', 'status', 'elite_until_year'])
    .where('status', 'in', ['member', 'elite'])
    .orderBy('registered_at')
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => enjoysBenefits(effectiveStatus(row, now)))
    .map((row) => ({ id: row.id, email: row.email, name: row.name, lastname: row.lastname, locale: row.locale as Locale }));
}

/** Whether `email` (any letter case) is a member's with benefits. */
export async function isActiveMemberEmail(db: Kysely<Database>, email: string): Promise<boolean> {
  const wanted = email.trim().toLowerCase();
  if (wanted === '') return false;
  const found = await db
    .selectFrom('club_members')
    .select('id')
    .where(sql<string>`lower(email)`, '=', wanted)
    .where('status', 'in', ['member', 'elite'])
    .executeTakeFirst();
  return found !== undefined;
}
