import {
  STAFF_LIMITS,
  type ClubStatus,
  type Locale,
  type StaffClubMember,
  type StaffClubMemberList,
  type StaffClubMemberResponse,
  type StaffClubMembersQuery,
} from '@ama/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { effectiveStatus } from './lifecycle';
import { yearSpendCents } from './member-view';
import type { ClubMembersTable } from './tables';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const toStaffMember = (row: Selectable<ClubMembersTable>, now: Date): StaffClubMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  lastname: row.lastname,
  locale: row.locale as Locale,
  // An ELITE whose years are over reads as member at once, as on the member's own page.
  status: effectiveStatus({ status: row.status, elite_until_year: row.elite_until_year }, now),
  registeredAt: row.registered_at.toISOString(),
  memberSince: row.member_since?.toISOString() ?? null,
  eliteUntilYear: row.elite_until_year,
});

/** Club AMA's members for managers (docs/backoffice.md), newest first, by status and a piece of the e-mail or name. */
export async function listClubMembers(db: Kysely<Database>, query: StaffClubMembersQuery, now: Date): Promise<StaffClubMemberList> {
  const pageSize = STAFF_LIMITS.clubMembersPageSize;
  let filtered = db.selectFrom('club_members');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.q) {
    const pattern = `%${likeLiteral(query.q.toLowerCase())}%`;
    filtered = filtered.where((eb) => eb.or([eb(eb.fn('lower', ['email']), 'like', pattern), eb(sql<string>`lower(name || ' ' || lastname)`, 'like', pattern)]));
  }
  const [{ total }, rows] = await Promise.all([
    filtered.select(sql<string>`count(*)::bigint`.as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('registered_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((query.page - 1) * pageSize)
      .execute(),
  ]);
  return { members: rows.map((row) => toStaffMember(row, now)), page: query.page, pageSize, total: Number(total) };
}

/** One member: status, the year's spend (what ELITE counts), how many codes, and every status change with who made it. */
export async function findClubMemberForStaff(db: Kysely<Database>, id: string, now: Date): Promise<StaffClubMemberResponse | null> {
  const row = await db.selectFrom('club_members').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [spend, codes, history] = await Promise.all([
    yearSpendCents(db, row.email, now),
    db
      .selectFrom('club_codes')
      .select(sql<string>`count(*)::bigint`.as('n'))
      .where('member_id', '=', id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('club_status_changes').selectAll().where('member_id', '=', id).orderBy('changed_at').orderBy('id').execute(),
  ]);
  return {
    member: {
      ...toStaffMember(row, now),
      yearSpendCents: spend,
      codes: Number(codes.n),
      history: history.map((change) => ({
        at: change.changed_at.toISOString(),
        from: change.from_status as ClubStatus | null,
        to: change.to_status,
        reason: change.reason,
        actor: change.actor,
        detail: change.detail,
      })),
    },
  };
}
