import {
  CLUB_PERSONALISATION_LIMITS,
  STAFF_LIMITS,
  type ClubPersonalisation,
  type ClubPersonalisationStatus,
  type Locale,
  type StaffClubPersonalisationList,
  type StaffClubPersonalisationResponse,
  type StaffClubPersonalisationsQuery,
} from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import { insertDiscountCode } from '../cart';
import type { Database } from '../db/schema';
import { NotFoundError } from '../domain/errors';
import { toStatusHistory } from '../domain/status-history';
import { HttpError } from '../http/errors';
import { generateClubCode } from './codes';
import { findMember } from './members';
import { personalisationColumns, recordPersonalisationStep, toPersonalisations, type PersonalisationLinks, type PersonalisationRow } from './personalisation-records';

/**
 * The free personalisation for managers (docs/services.md#free-personalisation): the requests, one
 * with its history, and the two answers: approve (a new piece gets its engraving code) or refuse (the
 * reason). A step runs in the caller's transaction (its audit line goes with it), locks the request's
 * row first, and is refused with 409 CLUB_PERSONALISATION_STATE once the request is answered.
 */

const DAY_MS = 86_400_000;

const withMember = (db: Kysely<Database>) =>
  personalisationColumns(db).innerJoin('club_members as m', 'm.id', 'p.member_id').select(['m.name', 'm.lastname', 'm.email', 'm.locale']);

type Row = PersonalisationRow & { name: string; lastname: string; email: string; locale: string };

async function toStaff(db: Kysely<Database>, rows: readonly Row[], at: Date) {
  const personalisations = await toPersonalisations(db, rows, at);
  return rows.map((row, index) => ({
    ...personalisations[index]!,
    member: { id: row.member_id, name: row.name, lastname: row.lastname, email: row.email, locale: row.locale as Locale },
  }));
}

/** The requests, by status, the soonest occasion first (what needs an answer first), a page at a time. */
export async function listClubPersonalisations(db: Kysely<Database>, query: StaffClubPersonalisationsQuery, at: Date): Promise<StaffClubPersonalisationList> {
  const pageSize = STAFF_LIMITS.clubPersonalisationsPageSize;
  let filtered = db.selectFrom('club_personalisations');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  let rows = withMember(db);
  if (query.status) rows = rows.where('p.status', '=', query.status);
  const page = await rows
    .orderBy('p.occasion_date', 'asc')
    .orderBy('p.id', 'asc')
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
  return { personalisations: await toStaff(db, page, at), page: query.page, pageSize, total };
}

/** One request with its member and history; null when there is none. */
export async function findClubPersonalisationForStaff(db: Kysely<Database>, id: string, at: Date): Promise<StaffClubPersonalisationResponse | null> {
  const row = await withMember(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const history = await db.selectFrom('club_personalisation_changes').selectAll().where('personalisation_id', '=', id).orderBy('id', 'asc').execute();
  const [personalisation] = await toStaff(db, [row], at);
  return { personalisation: { ...personalisation!, history: toStatusHistory(history) } };
}

interface Answer {
  to: Exclude<ClubPersonalisationStatus, 'requested'>;
  set: (trx: Kysely<Database>, member: { email: string }, bought: boolean) => Promise<Record<string, unknown>>;
  detail?: string;
}

/** Answers the request `id` for `by`: from requested only, with its history line and e-mail. */
async function answer(trx: Kysely<Database>, id: string, by: string, links: PersonalisationLinks, now: Date, step: Answer): Promise<ClubPersonalisation> {
  const locked = await personalisationColumns(trx).where('p.id', '=', id).forUpdate().executeTakeFirst();
  if (!locked) throw new NotFoundError('No such personalisation');
  if (locked.status !== 'requested') throw new HttpError(409, 'CLUB_PERSONALISATION_STATE', `This personalisation is ${locked.status}`, { status: locked.status });
  const member = await findMember(trx, locked.member_id);
  const set = await step.set(trx, member, locked.order_number !== null);
  await trx
    .updateTable('club_personalisations')
    .set({ status: step.to, decided_at: now, ...set })
    .where('id', '=', id)
    .execute();
  const [personalisation] = await toPersonalisations(trx, [await personalisationColumns(trx).where('p.id', '=', id).executeTakeFirstOrThrow()], now);
  await recordPersonalisationStep(trx, {
    personalisation: personalisation!,
    member,
    from: 'requested',
    by,
    detail: step.detail ?? (typeof set.code === 'string' ? set.code : undefined),
    links,
  });
  return personalisation!;
}

/**
 * Approves: a bought piece is personalised free of charge in the shop; a new piece gets a personal
 * engraving code (a discount code of kind 'engraving', single use, bound to the member's e-mail, valid
 * CLUB_PERSONALISATION_LIMITS.codeValidDays) that the cart and the order check like any other code.
 */
export const approvePersonalisation = (trx: Kysely<Database>, id: string, by: string, links: PersonalisationLinks, now: Date) =>
  answer(trx, id, by, links, now, {
    to: 'approved',
    set: async (db, member, bought) => {
      if (bought) return {};
      const code = generateClubCode('CLUBPERSONAL');
      const validUntil = new Date(now.getTime() + CLUB_PERSONALISATION_LIMITS.codeValidDays * DAY_MS);
      await insertDiscountCode(db, { code, kind: 'engraving', usage: 'single_use', bound_email: member.email, valid_from: now, valid_until: validUntil });
      return { code };
    },
  });

export const refusePersonalisation = (trx: Kysely<Database>, id: string, reason: string, by: string, links: PersonalisationLinks, now: Date) =>
  answer(trx, id, by, links, now, { to: 'refused', set: async () => ({ refusal_reason: reason }), detail: reason });
