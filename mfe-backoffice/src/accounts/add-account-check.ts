import { fieldErrors, newStaffAccountSchema, type NewStaffAccountInput } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import { ADD_ACCOUNT_FIELDS, type AddAccountValues } from './add-account-fields';

/** The server's own schema judges the new account before it is sent (loaded on demand: AddAccountForm). */
export const checkAddAccount: FormCheck<AddAccountValues, NewStaffAccountInput> = (values) => {
  const parsed = newStaffAccountSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), ADD_ACCOUNT_FIELDS) };
};
