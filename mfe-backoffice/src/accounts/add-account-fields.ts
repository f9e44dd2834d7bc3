import type { StaffRole } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import type { StaffFormOutcome } from '../components/use-staff-form';

/** The form that adds a staff account: its fields, in reading order. */
export const ADD_ACCOUNT_FIELDS = ['email', 'role'] as const;

export interface AddAccountValues {
  email: string;
  role: StaffRole;
}

/** forbidden: the role may not (no longer a manager); stale: the page's CSRF token is older than the session's. */
export type AddAccountProblem = 'forbidden' | 'stale' | 'unavailable';

/** The BFF's answer to a refused account: an address that has an account already is said at its field. */
export function readAddAccountFailure({ status, code, fields }: SendFailure): StaffFormOutcome<AddAccountProblem> {
  if (status === 409 && code === 'EMAIL_TAKEN') return { fields: { email: 'email_taken' } };
  if (status === 403) return { form: code === 'CSRF_FAILED' ? 'stale' : 'forbidden' };
  const problems = status === 400 ? fieldProblems(fields, ADD_ACCOUNT_FIELDS) : {};
  return Object.keys(problems).length > 0 ? { fields: problems } : { form: 'unavailable' };
}
