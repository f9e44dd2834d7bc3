import { CLUB_STATUSES, STAFF_CLUB_MEMBER_SORT_KEYS, STAFF_LIMITS, staffClubMemberListSchema, type ClubStatus } from '@ama/contracts';
import { createApp } from '../app';
import { itSortsOnTheServer, type SortValues } from '../catalog/__tests__/staff-sort-cases';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { insertTestMember } from '../test-support/club';
import { signedInStaff, type StaffMember } from '../test-support/staff';

/** The back office's day: in 2026, so an ELITE until 2025 reads member again. */
const NOW = new Date('2026-06-15T10:00:00.000Z');
const DAY = 86_400_000;

/** Each status as stored, with its ELITE year, and as the list shows it at NOW. */
const STATES: readonly { stored: ClubStatus; eliteUntilYear: number | null; shown: ClubStatus }[] = [
  { stored: 'pending', eliteUntilYear: null, shown: 'pending' },
  { stored: 'member', eliteUntilYear: null, shown: 'member' },
  { stored: 'elite', eliteUntilYear: 2026, shown: 'elite' },
  { stored: 'elite', eliteUntilYear: 2025, shown: 'member' },
  { stored: 'revoked', eliteUntilYear: null, shown: 'revoked' },
  { stored: 'terminated', eliteUntilYear: 2027, shown: 'terminated' },
];
const LASTNAMES = ['rossi', 'Bianchi', 'Verdi', 'bianchi', 'Esposito'];
const NAMES = ['giulia', 'Anna', 'Marco', 'luca'];

/**
 * A page and a bit of members, their names, statuses, sign-ups and first days as members shuffled
 * against each other, with ties on every key but the sign-up (and on the whole name, where the
 * e-mail decides), so the id has to break them. Names and e-mails are plain letters and digits, so
 * any collation reads them alike. A pending member has no first day: last when the earliest comes first.
 */
const MEMBER_COUNT = STAFF_LIMITS.clubMembersPageSize + 2;
const MEMBERS = Array.from({ length: MEMBER_COUNT }, (_, index) => {
  const state = STATES[index % STATES.length]!;
  return {
    ...state,
    name: NAMES[(index * 3) % NAMES.length]!,
    lastname: LASTNAMES[index % LASTNAMES.length]!,
    email: `m${String((index * 7) % MEMBER_COUNT).padStart(2, '0')}@example.com`,
    // 13 and the count share no factor: every member signs up on a day of their own, far from their place.
    registeredAt: new Date(Date.UTC(2025, 0, 1) + ((index * 13) % MEMBER_COUNT) * DAY),
    memberSince: state.stored === 'pending' ? null : new Date(Date.UTC(2025, 6, 1) + (index % 4) * DAY),
  };
});
type Member = (typeof MEMBERS)[number] & { id: string };

/** What each key sorts by, as the list shows it (compared in turn). */
const SORTED_BY: Record<(typeof STAFF_CLUB_MEMBER_SORT_KEYS)[number], (member: Member) => SortValues> = {
  name: (member) => [member.lastname.toLowerCase(), member.name.toLowerCase(), member.email],
  status: (member) => [CLUB_STATUSES.indexOf(member.shown)],
  registeredAt: (member) => [member.registeredAt.getTime()],
  // No first day sorts as the last one ascending, so first descending: the database's own rule for nulls.
  memberSince: (member) => [member.memberSince?.getTime() ?? Number.POSITIVE_INFINITY],
};

/** The managers' members list in the order a manager asks for, a page at a time. */
describeWithDatabase('the back office Club members list, sorted on the server', (context) => {
  let manager: StaffMember;
  let members: Member[];
  beforeAll(async () => {
    const app = createApp({ config: testConfig({ STAFF_SIGN_IN_RATE_LIMIT: '1000' }), db: context().db, backoffice: { now: () => NOW } });
    const db = context().db.kysely;
    members = [];
    for (const member of MEMBERS) {
      const { id } = await insertTestMember(db, { registeredAt: member.registeredAt, status: member.stored });
      await db
        .updateTable('club_members')
        .set({ name: member.name, lastname: member.lastname, email: member.email, elite_until_year: member.eliteUntilYear, member_since: member.memberSince })
        .where('id', '=', id)
        .execute();
      members.push({ ...member, id });
    }
    manager = await signedInStaff(app, db, `maria.${context().engine}@ama.example`, 'manager');
  });

  /** One page of members, in the order `sort` asks for ('' for the list's own). */
  async function pageOf(sort: string, page: number) {
    const res = await manager.get(`/api/staff/club/members?page=${page}${sort && `&sort=${sort}`}`);
    expect(res.status).toBe(200);
    const list = staffClubMemberListSchema.parse(res.body);
    expect(list.total).toBe(MEMBER_COUNT);
    return list.members;
  }

  itSortsOnTheServer({
    keys: STAFF_CLUB_MEMBER_SORT_KEYS,
    defaultSort: '-registeredAt',
    pageSize: STAFF_LIMITS.clubMembersPageSize,
    rows: () => members,
    id: (member) => member.id,
    sortedBy: SORTED_BY,
    idsOf: async (sort, page) => (await pageOf(sort, page)).map((member) => member.id),
    answerTo: (sort) => manager.get(`/api/staff/club/members?sort=${encodeURIComponent(sort)}`),
    unknown: ['spend', 'name;drop', '--name', 'registered_at', 'NAME', 'email'],
  });

  it('sorts the status as the list shows it, by its place in a membership: an ELITE whose year is past among the members', async () => {
    const shown = [...(await pageOf('status', 1)), ...(await pageOf('status', 2))].map((member) => member.status);
    expect(shown).toEqual([...shown].sort((a, b) => CLUB_STATUSES.indexOf(a) - CLUB_STATUSES.indexOf(b)));
    expect(shown.filter((status) => status === 'elite')).toHaveLength(MEMBERS.filter((member) => member.shown === 'elite').length);
    expect(shown.indexOf('elite')).toBeGreaterThan(shown.lastIndexOf('member'));
  });

  it('sorts last names as they read, not by their case: every Bianchi together, first', async () => {
    const lastnames = (await pageOf('name', 1)).map((member) => member.lastname.toLowerCase());
    const bianchi = MEMBERS.filter((member) => member.lastname.toLowerCase() === 'bianchi').length;
    expect(lastnames.slice(0, bianchi)).toEqual(Array(bianchi).fill('bianchi'));
  });
});
