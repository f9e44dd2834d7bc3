import { ROOT_FIELD, type ClubBenefitProblem } from '@ama/contracts';
import type { CommonFormProblem, FormOutcome, SendFailure } from '@ama/platform';
import { knownProblem, type ActionFailure } from './member-problems';

/** The loan's own refusals: the club's rules (409, e.g. the year's loans used), not ELITE, or the link refused. */
export type LoanRefusal = ClubBenefitProblem | 'invalid' | 'elite_only' | 'invalidLink';

/**
 * The loan request's answers before the common reading (429, field problems, no answer): 409 a rule of
 * the club refuses it (loan_limit_reached); 403 elite_only (no longer ELITE since the page was drawn);
 * any other 401/403/404 is the member link refused, as for every member action.
 */
export function readLoanFailure({ status, fields }: SendFailure): FormOutcome<LoanRefusal> | undefined {
  if (status === 409 && fields[ROOT_FIELD]) return { form: knownProblem(fields[ROOT_FIELD]) as ClubBenefitProblem | 'invalid' };
  if (status === 403 && fields.kind === 'elite_only') return { form: 'elite_only' };
  if (status === 401 || status === 403 || status === 404) return { form: 'invalidLink' };
  return undefined;
}

type FormFailure = Extract<ActionFailure, { form: unknown }>['form'];
const FORM_FAILURES: readonly string[] = ['rate_limited', 'unavailable', 'invalidLink'] satisfies FormFailure[];
const isFormFailure = (problem: string): problem is FormFailure => FORM_FAILURES.includes(problem);

/** The form's problem as the member page's outcome message shows it (ActionMessage). */
export function loanActionFailure(problem: LoanRefusal | CommonFormProblem | undefined): ActionFailure | undefined {
  if (problem === undefined) return undefined;
  // No anti-spam check on a member's form: a refusal of it would be the service failing.
  if (problem === 'captcha_failed') return { form: 'unavailable' };
  return isFormFailure(problem) ? { form: problem } : { refused: problem };
}
