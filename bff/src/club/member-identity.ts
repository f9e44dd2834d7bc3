import type { ClubStatus, Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { effectiveStatus } from './lifecycle';
import { verifyMemberToken } from './member-token';

/** Who a member link names, as other modules may know it (the club's public answer, not its rows). */
export interface ClubMemberIdentity {
  id: string;
  name: string;
  lastname: string;
  email: string;
  locale: Locale;
  /** As of `now`: an ELITE whose years are over reads 'member' before the housekeeping records it. */
  status: ClubStatus;
}

/**
 * "Is this member link a member, and who?" for modules that serve members (appointments' club services),
 * wired in app.ts so that they never read the club's tables or its token format. null for anything but
 * a valid link of an existing member, as the member page answers.
 */
export function clubMemberIdentity(db: Kysely<Database>, linkSecret: string) {
  return async (token: unknown, now: Date): Promise<ClubMemberIdentity | null> => {
    const verified = verifyMemberToken(linkSecret, token);
    if (!verified) return null;
    const row = await db
      .selectFrom('club_members')
      .select(['id', 'name', 'lastname', 'email', 'locale', 'status', 'elite_until_year'])
      .where('id', '=', verified.memberId)
      .executeTakeFirst();
    if (!row) return null;
    return { id: row.id, name: row.name, lastname: row.lastname, email: row.email, locale: row.locale as Locale, status: effectiveStatus(row, now) };
  };
}
