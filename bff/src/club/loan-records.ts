import type { ClubLoan, ClubLoanStatus, Locale } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail';
import { buildLoanMail } from './loan-mails';

/** What the loan's pages read: the row as the contract's ClubLoan (days as YYYY-MM-DD, instants ISO). */
export const loanColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('club_loans')
    .select(['club_loans.id', 'club_loans.member_id', 'club_loans.status', 'club_loans.days', 'club_loans.occasion', 'club_loans.piece'])
    .select(['club_loans.refusal_reason', 'club_loans.handed_over_at', 'club_loans.returned_at', 'club_loans.created_at'])
    .select(sql<string>`to_char(club_loans.event_date, 'YYYY-MM-DD')`.as('event_day'))
    .select(sql<string | null>`to_char(club_loans.loan_from, 'YYYY-MM-DD')`.as('from_day'))
    .select(sql<string | null>`to_char(club_loans.loan_until, 'YYYY-MM-DD')`.as('until_day'));

type LoanRow = Awaited<ReturnType<ReturnType<typeof loanColumns>['executeTakeFirstOrThrow']>>;

export const toLoan = (row: LoanRow): ClubLoan => ({
  id: row.id,
  status: row.status,
  eventDate: row.event_day,
  days: row.days,
  occasion: row.occasion,
  requestedAt: new Date(row.created_at).toISOString(),
  piece: row.piece,
  from: row.from_day,
  until: row.until_day,
  refusalReason: row.refusal_reason,
  handedOverAt: row.handed_over_at ? new Date(row.handed_over_at).toISOString() : null,
  returnedAt: row.returned_at ? new Date(row.returned_at).toISOString() : null,
});

/** The member's links for a step's e-mail (the club's own clubMemberLinks). */
export type LoanLinks = (member: { id: string; locale: Locale }) => { member: string };

export interface LoanMember {
  email: string;
  name: string;
  lastname: string;
  locale: string;
}

/**
 * A step of a loan, in the caller's transaction: its history line and the member's e-mail of it (the
 * outbox sends it once the transaction commits, never for a step that was rolled back).
 */
export async function recordLoanStep(
  trx: Kysely<Database>,
  step: { loan: ClubLoan; member: LoanMember; from: ClubLoanStatus | null; by: string; detail?: string; memberLink: string },
): Promise<void> {
  const { loan, member } = step;
  await trx
    .insertInto('club_loan_changes')
    .values({ loan_id: loan.id, from_status: step.from, to_status: loan.status, changed_by: step.by, detail: step.detail ?? null })
    .execute();
  await enqueueMail(
    trx,
    buildLoanMail({
      email: member.email,
      name: member.name,
      lastname: member.lastname,
      locale: member.locale as Locale,
      memberLink: step.memberLink,
      status: loan.status,
      eventDate: loan.eventDate,
      piece: loan.piece,
      from: loan.from,
      until: loan.until,
      reason: loan.refusalReason,
    }),
  );
}
