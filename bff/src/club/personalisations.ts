import {
  CLUB,
  CLUB_PERSONALISATION_COUNTED_STATUSES,
  NEW_PIECE,
  orderPieceKey,
  type ClubPersonalisation,
  type ClubPersonalisationsResponse,
  type clubPersonalisationRequestSchema,
} from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { RuleViolationError } from '../domain/errors';
import { ownedPieces } from '../orders';
import { romeYear } from './calendar';
import { BenefitRefusedError } from './errors';
import { enjoysBenefits, findMember } from './members';
import { personalisationColumns, recordPersonalisationStep, toPersonalisations, type PersonalisationLinks } from './personalisation-records';

/**
 * The free personalisation for one documented occasion a year, the member's side
 * (docs/services.md#free-personalisation): what is left this year and next, the member's pieces and
 * requests, and a new request. A request runs in one transaction that starts by locking the member's
 * row, so ten requests at once are counted one after the other; the partial unique index
 * club_personalisations_one_a_year holds the limit even for a writer that forgot the lock.
 */

type PersonalisationRequest = z.output<typeof clubPersonalisationRequestSchema>;

/** Requests of `year` that use its personalisation (all but the refused). */
async function countedPersonalisations(db: Kysely<Database>, memberId: string, year: number): Promise<number> {
  const { counted } = await db
    .selectFrom('club_personalisations')
    .select(sql<number>`count(*)::int`.as('counted'))
    .where('member_id', '=', memberId)
    .where('year', '=', year)
    .where('status', 'in', CLUB_PERSONALISATION_COUNTED_STATUSES)
    .executeTakeFirstOrThrow();
  return counted;
}

/** GET: whether the member may ask, what is left this year and next, their pieces and requests, newest first. */
export async function memberPersonalisations(db: Kysely<Database>, memberId: string, now: Date): Promise<ClubPersonalisationsResponse> {
  const member = await findMember(db, memberId);
  const thisYear = romeYear(now);
  const perYear = CLUB.freePersonalisationsPerYear;
  const allowances = await Promise.all(
    [thisYear, thisYear + 1].map(async (year) => ({ year, perYear, left: Math.max(0, perYear - (await countedPersonalisations(db, member.id, year))) })),
  );
  const pieces = (await ownedPieces(db, member.email)).map((piece) => ({ ...piece, key: orderPieceKey(piece.orderNumber, piece.position) }));
  const rows = await personalisationColumns(db).where('p.member_id', '=', member.id).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute();
  return { entitled: enjoysBenefits(member.status), allowances, pieces, personalisations: await toPersonalisations(db, rows, now) };
}

/**
 * POST: a request for the occasion of `input.occasionDate`. 409 members_only for a pending sign-up or
 * an ended membership; 409 personalisation_limit_reached once the occasion's year has its one (a
 * refusal frees it); 400 piece unknown_piece for an order line that is not the member's.
 */
export async function requestPersonalisation(
  db: Kysely<Database>,
  memberId: string,
  input: PersonalisationRequest,
  now: Date,
  links: PersonalisationLinks,
): Promise<ClubPersonalisation> {
  return db.transaction().execute(async (trx) => {
    const member = await findMember(trx, memberId, { forUpdate: true });
    if (!enjoysBenefits(member.status)) throw new BenefitRefusedError('members_only');
    const year = Number(input.occasionDate.slice(0, 4));
    if ((await countedPersonalisations(trx, member.id, year)) >= CLUB.freePersonalisationsPerYear) throw new BenefitRefusedError('personalisation_limit_reached');
    const piece = input.piece === NEW_PIECE ? null : (await ownedPieces(trx, member.email)).find((owned) => orderPieceKey(owned.orderNumber, owned.position) === input.piece);
    if (piece === undefined) throw new RuleViolationError('This piece is not one of your orders', { piece: 'unknown_piece' });
    const { id } = await trx
      .insertInto('club_personalisations')
      .values({
        member_id: member.id,
        occasion_kind: input.occasionKind,
        occasion_date: input.occasionDate,
        year,
        description: input.description,
        order_number: piece?.orderNumber ?? null,
        order_position: piece?.position ?? null,
        piece_name: piece?.name ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [personalisation] = await toPersonalisations(trx, [await personalisationColumns(trx).where('p.id', '=', id).executeTakeFirstOrThrow()], now);
    await recordPersonalisationStep(trx, { personalisation: personalisation!, member, from: null, by: 'member', links });
    return personalisation!;
  });
}
