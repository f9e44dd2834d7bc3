import type { SendFailure } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import type { StaffFormOutcome } from '../components/use-staff-form';

/** The sign-in form's fields, in reading order. */
export const SIGN_IN_FIELDS = ['email', 'password'] as const;

export type SignInProblem = 'invalid_credentials' | 'locked' | 'unavailable';

/**
 * The BFF's answer to a refused sign-in. A wrong e-mail and a wrong password read the same (saying
 * which would tell a stranger the address has an account); too many attempts lock the account for a while.
 */
export function readSignInFailure({ status, fields }: SendFailure): StaffFormOutcome<SignInProblem> {
  if (status === 401) return { form: 'invalid_credentials' };
  if (status === 429) return { form: 'locked' };
  const problems = status === 400 ? fieldProblems(fields, SIGN_IN_FIELDS) : {};
  return Object.keys(problems).length > 0 ? { fields: problems } : { form: 'unavailable' };
}
