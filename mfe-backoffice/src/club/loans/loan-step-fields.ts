import { CLUB, CLUB_LOAN_LIMITS, CLUB_LOAN_PROBLEMS } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { shiftDay } from '../../components/calendar-day';
import { fieldsOrUnavailable } from '../../components/field-problems';
import type { StaffFormOutcome } from '../../session/use-staff-form-failure';

/** The confirmation's fields in reading order, named as the contract's (clubLoanConfirmationSchema). */
export const CONFIRMATION_FIELDS = ['piece', 'from', 'until'] as const;
/** The refusal's one field (clubLoanRefusalSchema). */
export const REFUSAL_FIELDS = ['reason'] as const;

/** The figures the fields' messages name ("at most {{max}} characters", "at most {{max}} days"). */
export const LOAN_STEP_LIMITS = {
  piece: { max: CLUB_LOAN_LIMITS.pieceMaxLength },
  until: { max: CLUB.eliteLoan.maxDays },
  reason: { max: CLUB_LOAN_LIMITS.reasonMaxLength },
};

/**
 * What the confirmation form holds: the days as a date field gives them (YYYY-MM-DD, '' when none), and
 * the event's day, never typed, carried so that the check loaded on demand can see the period holds it.
 */
export interface ConfirmationValues {
  piece: string;
  from: string;
  until: string;
  eventDate: string;
}

export interface RefusalValues {
  reason: string;
}

/** The days first offered: from the day before the event (the piece is ready for it), as many as the member asked. */
export function firstOfferedPeriod(eventDate: string, days: number) {
  const from = shiftDay(eventDate, days > 1 ? -1 : 0);
  return { from, until: shiftDay(from, days - 1) };
}

/**
 * state: the loan is no longer in the status the step starts from (409 CLUB_LOAN_STATE: another
 * manager answered meanwhile); notFound: the loan is gone. Either way the page reads it again
 * (staff-api/club-loans.ts). The refusals every write shares are read before (use-staff-form-failure.ts).
 */
export type LoanStepProblem = 'state' | 'notFound' | 'unavailable';

/** A step's refused send, for a form of `fields`: the contract's own codes (CLUB_LOAN_PROBLEMS) come back at their fields. */
export const loanStepFailure =
  (fields: readonly string[]) =>
  ({ status, fields: found }: SendFailure): StaffFormOutcome<LoanStepProblem> => {
    if (status === 409) return { form: 'state' };
    if (status === 404) return { form: 'notFound' };
    return fieldsOrUnavailable({ status, fields: found }, fields, CLUB_LOAN_PROBLEMS);
  };
