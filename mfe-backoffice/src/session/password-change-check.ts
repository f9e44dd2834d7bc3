import { fieldErrors, staffPasswordChangeSchema, type StaffPasswordChange } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import { PASSWORD_CHANGE_FIELDS } from './password-change-fields';

/** The server's own schema judges the change before it is sent (loaded on demand: PasswordChangeForm). */
export const checkPasswordChange: FormCheck<StaffPasswordChange, StaffPasswordChange> = (values) => {
  const parsed = staffPasswordChangeSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), PASSWORD_CHANGE_FIELDS) };
};
