import { eventRegistrationSchema, fieldErrors, type EventRegistration } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { registrationProblems, toRequest, type RegistrationFormValues } from './registration-problems';

/** Client-side check with the server's own schema, so both sides agree on what is valid (loaded on demand: RegistrationForm). */
export const checkRegistration: FormCheck<RegistrationFormValues, EventRegistration> = (values) => {
  const parsed = eventRegistrationSchema.safeParse(toRequest(values));
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: registrationProblems(fieldErrors(parsed.error.issues)) };
};
