import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { clubToday } from './club-fields';
import { CLUB_LOAN_LIMITS, CLUB_LOAN_STATUSES, type ClubLoanProblem } from './club-loan-fields';
import { CLUB } from './constants';
import { multiLineText, singleLineText } from './text';

/**
 * The ELITE jewellery loan for an event (docs/services.md#elite-jewellery-loan): an ELITE member asks
 * with the event's day, the days wanted and the occasion; the shop chooses the piece and the days and
 * confirms, or refuses with its reason; then hands the piece over and takes it back. At most
 * CLUB.eliteLoan.perYear loans a calendar year (the event's year), at most CLUB.eliteLoan.maxDays days each.
 *
 * GET  /api/club/member/loans (member header) → 200 ClubLoansResponse
 * POST /api/club/member/loans { eventDate, days, occasion } (member header) → 201 { loan }
 *   400 VALIDATION_FAILED (fields below); 403 FORBIDDEN { fields: { kind: 'elite_only' } };
 *   409 CLUB_BENEFIT_REFUSED { fields: { _: 'loan_limit_reached' } }
 */

const problem = (code: ClubLoanProblem) => ({ error: code });
const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });

const daysBetween = (from: string, until: string) => Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A calendar day YYYY-MM-DD. */
const calendarDay = () => text().min(1, problem('required')).refine(isCalendarDate, problem('invalid_date'));

/** The event's day: after today in Italy, at most a year ahead (`now` is the server's clock in its tests). */
const eventDay = (now?: () => Date) =>
  calendarDay().superRefine((value, ctx) => {
    if (!isCalendarDate(value)) return;
    const today = clubToday(now?.());
    if (value <= today) ctx.addIssue({ code: 'custom', message: 'date_not_in_future' });
    else if (daysBetween(today, value) > CLUB_LOAN_LIMITS.maxDaysAhead) ctx.addIssue({ code: 'custom', message: 'too_far_ahead' });
  });

const loanDays = z.coerce.number({ error: 'required' }).int(problem('required')).min(1, problem('required')).max(CLUB.eliteLoan.maxDays, problem('too_many_days'));

/** POST body of CLUB_PATHS.loans. */
export const clubLoanRequestSchemaAt = (now?: () => Date) =>
  z.strictObject({
    eventDate: eventDay(now),
    days: loanDays,
    occasion: multiLineText({ error: () => 'required' })
      .min(1, problem('required'))
      .max(CLUB_LOAN_LIMITS.occasionMaxLength, problem('too_long')),
  });
export const clubLoanRequestSchema = clubLoanRequestSchemaAt();
export type ClubLoanRequestInput = z.input<typeof clubLoanRequestSchema>;
export type ClubLoanRequestField = keyof ClubLoanRequestInput;

export const clubLoanSchema = z.object({
  id: z.string(),
  status: z.enum(CLUB_LOAN_STATUSES),
  eventDate: z.string(),
  days: z.number().int(),
  occasion: z.string(),
  requestedAt: z.string(),
  /** What the shop chose, once confirmed. */
  piece: z.string().nullable(),
  from: z.string().nullable(),
  until: z.string().nullable(),
  refusalReason: z.string().nullable(),
  handedOverAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
});
export type ClubLoan = z.infer<typeof clubLoanSchema>;

/** Loans a year allows and how many are left, for this year and the next (an event may be next year). */
export const clubLoanAllowanceSchema = z.object({ year: z.number().int(), left: z.number().int(), perYear: z.number().int() });
export type ClubLoanAllowance = z.infer<typeof clubLoanAllowanceSchema>;

export const clubLoansResponseSchema = z.object({
  /** False for a member who is not ELITE: the page explains the service instead of offering it. */
  entitled: z.boolean(),
  allowances: z.array(clubLoanAllowanceSchema),
  maxDays: z.number().int(),
  /** Newest first. */
  loans: z.array(clubLoanSchema),
});
export type ClubLoansResponse = z.infer<typeof clubLoansResponseSchema>;
export const clubLoanResponseSchema = z.object({ loan: clubLoanSchema });

/** Staff's confirmation: the piece the shop lends and the days, at most CLUB.eliteLoan.maxDays, the event's day among them. */
export const clubLoanConfirmationSchema = z
  .strictObject({
    piece: text().min(1, problem('required')).max(CLUB_LOAN_LIMITS.pieceMaxLength, problem('too_long')),
    from: calendarDay(),
    until: calendarDay(),
  })
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value.from) || !isCalendarDate(value.until)) return;
    const length = daysBetween(value.from, value.until) + 1;
    if (length < 1) ctx.addIssue({ code: 'custom', path: ['until'], message: 'until_before_from' });
    else if (length > CLUB.eliteLoan.maxDays) ctx.addIssue({ code: 'custom', path: ['until'], message: 'too_many_days' });
  });
export type ClubLoanConfirmationInput = z.input<typeof clubLoanConfirmationSchema>;

/** Staff's refusal: the reason the member reads. */
export const clubLoanRefusalSchema = z.strictObject({
  reason: multiLineText({ error: () => 'required' })
    .min(1, problem('required'))
    .max(CLUB_LOAN_LIMITS.reasonMaxLength, problem('too_long')),
});

/** The number of days from `from` to `until`, both counted. */
export const loanLength = (from: string, until: string): number => daysBetween(from, until) + 1;
