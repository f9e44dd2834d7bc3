import { ROOT_FIELD, type ClubBenefitProblem } from '@ama/contracts';
import type { FormOutcome, SendFailure } from '@ama/platform';
import { knownProblem, type ActionFailure } from './member-problems';

/**
 * What the member page's request forms (the ELITE loan, the free personalisation) share in reading a
 * failed send, before the common reading (429, field problems, no answer).
 */

/** A rule of the club refused the request (409 under ROOT_FIELD), or the member link was refused. */
export type BenefitRefusal = ClubBenefitProblem | 'invalid' | 'invalidLink';

/** 409 a rule of the club (a year's allowance used, members only); 401/403/404 the member link refused, as for every member action. */
export function readBenefitRefusal({ status, fields }: SendFailure): FormOutcome<BenefitRefusal> | undefined {
  if (status === 409 && fields[ROOT_FIELD]) return { form: knownProblem(fields[ROOT_FIELD]) as ClubBenefitProblem | 'invalid' };
  if (status === 401 || status === 403 || status === 404) return { form: 'invalidLink' };
  return undefined;
}

type FormFailure = Extract<ActionFailure, { form: unknown }>['form'];
const FORM_FAILURES: readonly string[] = ['rate_limited', 'unavailable', 'invalidLink'] satisfies FormFailure[];
const isFormFailure = (problem: string): problem is FormFailure => FORM_FAILURES.includes(problem);

/**
 * A request form's problem (a CommonFormProblem, or a refusal with its message under member.problems)
 * as the member page's outcome message shows it (ActionMessage).
 */
export function memberFormFailure(problem: string | undefined): ActionFailure | undefined {
  if (problem === undefined) return undefined;
  // No anti-spam check on a member's form: a refusal of it would be the service failing.
  if (problem === 'captcha_failed') return { form: 'unavailable' };
  return isFormFailure(problem) ? { form: problem } : { refused: problem };
}
