import type { SendFailure } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import type { StaffFormOutcome } from '../components/use-staff-form';

/** The password change form's fields, in reading order. */
export const PASSWORD_CHANGE_FIELDS = ['currentPassword', 'newPassword'] as const;

export type PasswordChangeProblem = 'locked' | 'stale' | 'unavailable';

/** The BFF's answer to a refused change: a wrong current password (400, `incorrect`) is said at its field. */
export function readPasswordChangeFailure({ status, code, fields }: SendFailure): StaffFormOutcome<PasswordChangeProblem> {
  if (status === 429) return { form: 'locked' };
  if (status === 403 && code === 'CSRF_FAILED') return { form: 'stale' };
  const problems = status === 400 ? fieldProblems(fields, PASSWORD_CHANGE_FIELDS) : {};
  return Object.keys(problems).length > 0 ? { fields: problems } : { form: 'unavailable' };
}
