import { CLUB, CLUB_LOAN_COUNTED_STATUSES, type ClubLoan, type ClubLoansResponse, type clubLoanRequestSchema, type Locale } from '@ama/contracts';
import type { z } from 'zod';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { romeYear } from './calendar';
import { BenefitRefusedError } from './errors';
import { effectiveStatus } from './lifecycle';
import { loanColumns, recordLoanStep, toLoan, type LoanLinks } from './loan-records';
import { findMember, type MemberRecord } from './members';

/**
 * The ELITE jewellery loan, the member's side (docs/services.md#elite-jewellery-loan): what is left of
 * the year's loans, the member's requests, and a new request. A request runs in one transaction that
 * starts by locking the member's row, so ten requests at once are counted one after the other.
 */

type LoanRequest = z.output<typeof clubLoanRequestSchema>;

const isElite = (member: MemberRecord, now: Date) => effectiveStatus({ status: member.status, elite_until_year: member.eliteUntilYear }, now) === 'elite';

/** Loans of `year` that use one of its CLUB.eliteLoan.perYear (all but the refused). */
async function countedLoans(db: Kysely<Database>, memberId: string, year: number): Promise<number> {
  const { counted } = await db
    .selectFrom('club_loans')
    .select(sql<number>`count(*)::int`.as('counted'))
    .where('member_id', '=', memberId)
    .where('year', '=', year)
    .where('status', 'in', CLUB_LOAN_COUNTED_STATUSES)
    .executeTakeFirstOrThrow();
  return counted;
}

/** GET: whether the member may borrow, what is left this year and next, and their loans, newest first. */
export async function memberLoans(db: Kysely<Database>, memberId: string, now: Date): Promise<ClubLoansResponse> {
  const member = await findMember(db, memberId);
  const thisYear = romeYear(now);
  const allowances = await Promise.all(
    [thisYear, thisYear + 1].map(async (year) => ({
      year,
      perYear: CLUB.eliteLoan.perYear,
      left: Math.max(0, CLUB.eliteLoan.perYear - (await countedLoans(db, member.id, year))),
    })),
  );
  const rows = await loanColumns(db).where('member_id', '=', member.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return { entitled: isElite(member, now), allowances, maxDays: CLUB.eliteLoan.maxDays, loans: rows.map(toLoan) };
}

/**
 * POST: a request for the event of `input.eventDate`. 403 elite_only for anyone but an ELITE member (who
 * is asking forbids it); 409 loan_limit_reached once the event's year has its loans (a refusal frees one).
 */
export async function requestLoan(db: Kysely<Database>, memberId: string, input: LoanRequest, now: Date, links: LoanLinks): Promise<ClubLoan> {
  return db.transaction().execute(async (trx) => {
    const member = await findMember(trx, memberId, { forUpdate: true });
    if (!isElite(member, now)) throw new HttpError(403, 'FORBIDDEN', 'The jewellery loan is for ELITE members', { kind: 'elite_only' });
    const year = Number(input.eventDate.slice(0, 4));
    if ((await countedLoans(trx, member.id, year)) >= CLUB.eliteLoan.perYear) throw new BenefitRefusedError('loan_limit_reached');
    const { id } = await trx
      .insertInto('club_loans')
      .values({ member_id: member.id, event_date: input.eventDate, year, days: input.days, occasion: input.occasion })
      .returning('id')
      .executeTakeFirstOrThrow();
    const loan = toLoan(await loanColumns(trx).where('id', '=', id).executeTakeFirstOrThrow());
    await recordLoanStep(trx, { loan, member, from: null, by: 'member', memberLink: links({ id: member.id, locale: member.locale as Locale }).member });
    return loan;
  });
}
