import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../components/field-problems';
import type { StaffFormOutcome } from './use-staff-form-failure';

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
  return fieldsOrUnavailable({ status, fields }, SIGN_IN_FIELDS);
}
