import type { StaffRole } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../components/field-problems';
import type { StaffFormOutcome } from '../session/use-staff-form-failure';

/** The form that adds a staff account: its fields, in reading order. */
export const ADD_ACCOUNT_FIELDS = ['email', 'role'] as const;

export interface AddAccountValues {
  email: string;
  role: StaffRole;
}

/** Its own refusals: only no answer (the refusals every write shares are read before: session/use-staff-form-failure.ts). */
export type AddAccountProblem = 'unavailable';

/** The BFF's answer to a refused account: an address that has an account already is said at its field. */
export function readAddAccountFailure({ status, code, fields }: SendFailure): StaffFormOutcome<AddAccountProblem> {
  if (status === 409 && code === 'EMAIL_TAKEN') return { fields: { email: 'email_taken' } };
  return fieldsOrUnavailable({ status, fields }, ADD_ACCOUNT_FIELDS);
}
