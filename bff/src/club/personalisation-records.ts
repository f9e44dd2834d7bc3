import type { ClubPersonalisation, ClubPersonalisationStatus, Locale } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import { discountCodeStates } from '../cart';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail';
import { codeState } from './codes';
import { buildPersonalisationMail } from './personalisation-mails';

/** What the personalisation's pages read: the row, with its days as YYYY-MM-DD. */
export const personalisationColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('club_personalisations as p')
    .select(['p.id', 'p.member_id', 'p.status', 'p.occasion_kind', 'p.description', 'p.order_number', 'p.order_position', 'p.piece_name'])
    .select(['p.refusal_reason', 'p.code', 'p.created_at'])
    .select(sql<string>`to_char(p.occasion_date, 'YYYY-MM-DD')`.as('occasion_day'));

export type PersonalisationRow = Awaited<ReturnType<ReturnType<typeof personalisationColumns>['executeTakeFirstOrThrow']>>;

/**
 * The rows as the contract's ClubPersonalisation, each approved new piece with its code's state now
 * (its uses are the cart's: the code is a discount code, so 'used' once an order has redeemed it).
 */
export async function toPersonalisations(db: Kysely<Database>, rows: readonly PersonalisationRow[], at: Date): Promise<ClubPersonalisation[]> {
  const states = await discountCodeStates(
    db,
    rows.flatMap((row) => (row.code ? [row.code] : [])),
  );
  return rows.map((row) => {
    const state = row.code ? states.get(row.code) : undefined;
    return {
      id: row.id,
      status: row.status,
      occasionKind: row.occasion_kind,
      occasionDate: row.occasion_day,
      description: row.description,
      piece: row.order_number !== null && row.order_position !== null ? { orderNumber: row.order_number, position: row.order_position, name: row.piece_name ?? '' } : null,
      requestedAt: new Date(row.created_at).toISOString(),
      refusalReason: row.refusal_reason,
      code:
        row.code && state?.validUntil
          ? {
              code: row.code,
              validUntil: state.validUntil.toISOString(),
              state: codeState({ ...state, validFrom: state.validFrom ?? new Date(0), validUntil: state.validUntil, donatedAt: null }, at),
            }
          : null,
    };
  });
}

/** The member's links for a step's e-mail (the club's own clubMemberLinks). */
export type PersonalisationLinks = (member: { id: string; locale: Locale }) => { member: string };

export interface PersonalisationMember {
  id: string;
  email: string;
  name: string;
  lastname: string;
  locale: string;
}

/**
 * A step of a personalisation, in the caller's transaction: its history line and the member's e-mail of
 * it (the outbox sends it once the transaction commits, never for a step that was rolled back).
 */
export async function recordPersonalisationStep(
  trx: Kysely<Database>,
  step: { personalisation: ClubPersonalisation; member: PersonalisationMember; from: ClubPersonalisationStatus | null; by: string; detail?: string; links: PersonalisationLinks },
): Promise<void> {
  const { personalisation, member } = step;
  await trx
    .insertInto('club_personalisation_changes')
    .values({ personalisation_id: personalisation.id, from_status: step.from, to_status: personalisation.status, changed_by: step.by, detail: step.detail ?? null })
    .execute();
  const locale = member.locale as Locale;
  await enqueueMail(trx, buildPersonalisationMail({ ...member, locale, memberLink: step.links({ id: member.id, locale }).member, personalisation }));
}
