import { CLUB_LOAN_LIMITS, CLUB_LOAN_PROBLEMS, clubLoanRequestSchema, fieldErrors, TEXT_PROBLEMS, type ClubLoanRequestField } from '@ama/contracts';
import { knownProblems, type FormCheck } from '@ama/platform';
import type { ClubLoanRequest, LoanFormValues } from './loan-form-values';

/*
 * The loan request's check with the contract's own schema, loaded when the member first focuses the
 * form (docs/forms.md). The loan's limits and problem codes live in the schema's module, so what needs
 * them is here too: the member page draws without zod.
 */

export const LOAN_FIELDS: readonly ClubLoanRequestField[] = ['eventDate', 'days', 'occasion'];

export const OCCASION_MAX_LENGTH = CLUB_LOAN_LIMITS.occasionMaxLength;

/** The form's fields among a `fields` map (the schema's or the server's); a code without a message is 'invalid'. */
export const loanProblems = (fields: Record<string, string>) => knownProblems(fields, { fields: LOAN_FIELDS, problems: [...CLUB_LOAN_PROBLEMS, ...TEXT_PROBLEMS] });

export const checkLoanRequest: FormCheck<LoanFormValues, ClubLoanRequest> = (values) => {
  const parsed = clubLoanRequestSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: loanProblems(fieldErrors(parsed.error.issues)) };
};
