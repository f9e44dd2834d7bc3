import { fieldErrors, staffSignInSchema, type StaffSignIn } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import { SIGN_IN_FIELDS } from './sign-in-fields';

/** The server's own schema judges the form before it is sent (loaded on demand: SignInForm). */
export const checkSignIn: FormCheck<StaffSignIn, StaffSignIn> = (values) => {
  const parsed = staffSignInSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), SIGN_IN_FIELDS) };
};
