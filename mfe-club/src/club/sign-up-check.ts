import { clubSignUpSchema, fieldErrors, type ClubSignUp } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { signUpProblems, type SignUpValues } from './sign-up-problems';

/** The contract's own schema judges the form before it is sent, as the server will again (loaded on demand: SignUpForm). */
export const checkSignUp: FormCheck<SignUpValues, ClubSignUp> = (values) => {
  const parsed = clubSignUpSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: signUpProblems(fieldErrors(parsed.error.issues)) };
};
