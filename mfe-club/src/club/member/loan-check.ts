import { CLUB_LOAN_PROBLEMS, clubLoanRequestSchema, fieldErrors, TEXT_PROBLEMS, type ClubLoanRequestField } from '@ama/contracts';
import { knownProblems, type FormCheck } from '@ama/platform';
import type { ClubLoanRequest, LoanFormValues } from './loan-form-values';

/*
 * The loan request's check with the contract's own schema, loaded when the member first focuses the
 * form (docs/forms.md), so the member page draws without zod (its limits come from the zod-free
 * club-loan-fields.ts).
 */

export const LOAN_FIELDS: readonly ClubLoanRequestField[] = ['eventDate', 'days', 'occasion'];

/** The form's fields among a `fields` map (the schema's or the server's); a code without a message is 'invalid'. */
export const loanProblems = (fields: Record<string, string>) => knownProblems(fields, { fields: LOAN_FIELDS, problems: [...CLUB_LOAN_PROBLEMS, ...TEXT_PROBLEMS] });

export const checkLoanRequest: FormCheck<LoanFormValues, ClubLoanRequest> = (values) => {
  const parsed = clubLoanRequestSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: loanProblems(fieldErrors(parsed.error.issues)) };
};
