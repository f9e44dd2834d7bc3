import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../components/field-problems';
import type { StaffFormOutcome } from './use-staff-form-failure';

/** The password change form's fields, in reading order. */
export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword'] as const;

export type PasswordChangeProblem = 'locked' | 'unavailable';

/** The BFF's answer to a refused change: a wrong current password (400, `incorrect`) is said at its field. */
export function readPasswordChangeFailure({ status, fields }: SendFailure): StaffFormOutcome<PasswordChangeProblem> {
  if (status === 429) return { form: 'locked' };
  return fieldsOrUnavailable({ status, fields }, PASSWORD_CHANGE_FIELDS);
}
