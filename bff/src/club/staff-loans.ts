import {
  STAFF_LIMITS,
  type ClubLoan,
  type ClubLoanStatus,
  type StaffClubLoanList,
  type StaffClubLoanResponse,
  type StaffClubLoansQuery,
  type clubLoanConfirmationSchema,
  type Locale,
} from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { NotFoundError, RuleViolationError } from '../domain/errors';
import { HttpError } from '../http/errors';
import { loanColumns, recordLoanStep, toLoan, type LoanLinks } from './loan-records';
import { findMember } from './members';
import { toStatusHistory } from '../domain/status-history';

/**
 * The ELITE loan for managers (docs/services.md#elite-jewellery-loan): the requests, one with its
 * history, and the steps the shop takes: confirm (the piece and the days it chose) or refuse (the
 * reason), hand over, take back. A step runs in the caller's transaction (its audit line goes with
 * it), locks the loan's row first, and is refused with 409 CLUB_LOAN_STATE from any other status.
 */

type Confirmation = z.output<typeof clubLoanConfirmationSchema>;

const withMember = (db: Kysely<Database>) =>
  loanColumns(db)
    .innerJoin('club_members', 'club_members.id', 'club_loans.member_id')
    .select(['club_members.name', 'club_members.lastname', 'club_members.email', 'club_members.locale']);

type Row = Awaited<ReturnType<ReturnType<typeof withMember>['executeTakeFirstOrThrow']>>;
const toStaffLoan = (row: Row) => ({
  ...toLoan(row),
  member: { id: row.member_id, name: row.name, lastname: row.lastname, email: row.email, locale: row.locale as Locale },
});

/** The requests, by status, the soonest event first (what needs an answer first), a page at a time. */
export async function listClubLoans(db: Kysely<Database>, query: StaffClubLoansQuery): Promise<StaffClubLoanList> {
  const pageSize = STAFF_LIMITS.clubLoansPageSize;
  let filtered = db.selectFrom('club_loans');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  let rows = withMember(db);
  if (query.status) rows = rows.where('club_loans.status', '=', query.status);
  const page = await rows
    .orderBy('club_loans.event_date', 'asc')
    .orderBy('club_loans.id', 'asc')
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
  return { loans: page.map(toStaffLoan), page: query.page, pageSize, total };
}

/** One request with its member and history; null when there is none. */
export async function findClubLoanForStaff(db: Kysely<Database>, id: string): Promise<StaffClubLoanResponse | null> {
  const row = await withMember(db).where('club_loans.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const history = await db.selectFrom('club_loan_changes').selectAll().where('loan_id', '=', id).orderBy('id', 'asc').execute();
  return {
    loan: {
      ...toStaffLoan(row),
      history: toStatusHistory(history),
    },
  };
}

interface Step {
  from: ClubLoanStatus;
  to: ClubLoanStatus;
  set?: (loan: ClubLoan) => Record<string, unknown>;
  detail?: string;
}

/** Moves the loan `id` from `step.from` to `step.to` for `by`, with its history line and e-mail. */
async function takeStep(trx: Kysely<Database>, id: string, by: string, links: LoanLinks, step: Step): Promise<ClubLoan> {
  const locked = await loanColumns(trx).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!locked) throw new NotFoundError('No such loan');
  const current = toLoan(locked);
  if (current.status !== step.from) throw new HttpError(409, 'CLUB_LOAN_STATE', `This loan is ${current.status}`, { status: current.status });
  await trx
    .updateTable('club_loans')
    .set({ status: step.to, ...(step.set?.(current) ?? {}) })
    .where('id', '=', id)
    .execute();
  const loan = toLoan(await loanColumns(trx).where('id', '=', id).executeTakeFirstOrThrow());
  const member = await findMember(trx, locked.member_id);
  await recordLoanStep(trx, { loan, member, from: current.status, by, detail: step.detail, memberLink: links({ id: member.id, locale: member.locale as Locale }).member });
  return loan;
}

/** The piece and the days the shop chose: the event's day must be one of them. */
export function confirmLoan(trx: Kysely<Database>, id: string, choice: Confirmation, by: string, links: LoanLinks): Promise<ClubLoan> {
  return takeStep(trx, id, by, links, {
    from: 'requested',
    to: 'confirmed',
    set: (loan) => {
      if (choice.from > loan.eventDate || choice.until < loan.eventDate) {
        throw new RuleViolationError('The loan’s days must include the event’s day', { from: 'event_outside_period' });
      }
      return { piece: choice.piece, loan_from: choice.from, loan_until: choice.until };
    },
    detail: `${choice.piece}, ${choice.from} – ${choice.until}`,
  });
}

export const refuseLoan = (trx: Kysely<Database>, id: string, reason: string, by: string, links: LoanLinks) =>
  takeStep(trx, id, by, links, { from: 'requested', to: 'refused', set: () => ({ refusal_reason: reason }), detail: reason });

export const handOverLoan = (trx: Kysely<Database>, id: string, by: string, links: LoanLinks, now: Date) =>
  takeStep(trx, id, by, links, { from: 'confirmed', to: 'handed_over', set: () => ({ handed_over_at: now }) });

export const returnLoan = (trx: Kysely<Database>, id: string, by: string, links: LoanLinks, now: Date) =>
  takeStep(trx, id, by, links, { from: 'handed_over', to: 'returned', set: () => ({ returned_at: now }) });
