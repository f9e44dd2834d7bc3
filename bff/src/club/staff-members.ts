import {
  CLUB_STATUSES,
  readStaffSort,
  STAFF_LIMITS,
  type ClubStatus,
  type Locale,
  type StaffClubMember,
  type StaffClubMemberList,
  type StaffClubMemberResponse,
  type StaffClubMembersQuery,
  type STAFF_CLUB_MEMBER_SORT_KEYS,
} from '@ama/contracts';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { romeYear } from './calendar';
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

const statusRankOf = (status: ClubStatus) => sql.lit(CLUB_STATUSES.indexOf(status));

/**
 * A member's status as the list shows it at `now` (effectiveStatus: an ELITE whose last year has passed
 * reads member), ranked by its place in a membership's life (pending first), not by its spelling.
 */
const statusRank = (now: Date) =>
  sql<number>`case when status = 'elite' and coalesce(elite_until_year, 0) < ${romeYear(now)} then ${statusRankOf('member')} ${sql.join(
    CLUB_STATUSES.map((status) => sql`when status = ${sql.lit(status)} then ${statusRankOf(status)}`),
    sql` `,
  )} end`;

/** The list's orders (contracts' STAFF_CLUB_MEMBER_SORT_KEYS) at `now` as expressions; the id breaks ties. */
const sortExpressions = (now: Date): Record<(typeof STAFF_CLUB_MEMBER_SORT_KEYS)[number], readonly RawBuilder<unknown>[]> => ({
  name: [sql`lower(lastname)`, sql`lower(name)`, sql`lower(email)`],
  status: [statusRank(now)],
  registeredAt: [sql`registered_at`],
  memberSince: [sql`member_since`],
});

/**
 * Club AMA's members for managers (docs/backoffice.md), newest first unless sorted otherwise, by status
 * and a piece of the e-mail or name, one page at a time.
 */
export async function listClubMembers(db: Kysely<Database>, query: StaffClubMembersQuery, now: Date): Promise<StaffClubMemberList> {
  const pageSize = STAFF_LIMITS.clubMembersPageSize;
  const { key, descending } = readStaffSort(query.sort ?? '-registeredAt');
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
      .$call((rows) => sortExpressions(now)[key].reduce((sorted, expression) => sorted.orderBy(expression, descending ? 'desc' : 'asc'), rows))
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
