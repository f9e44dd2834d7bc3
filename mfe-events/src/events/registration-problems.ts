import {
  errorBodySchema,
  EVENT_FIELD_PROBLEMS,
  eventRegistrationSchema,
  fieldErrors,
  type EventFieldProblem,
  type EventPresence,
  type EventRegistration,
} from '@ama/contracts';

/** What the form holds: text as typed, presence not chosen yet (''), boxes possibly unticked. */
export interface RegistrationFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  company: string;
  /** Each with a key of its own, so removing one keeps the others' inputs (and focus) in place. */
  companions: { id: number; name: string }[];
  presence: EventPresence | '';
  conditions: boolean;
  privacy: boolean;
}

/** A problem code shown under a field; 'invalid' when the server names one the form does not know. */
export type FieldProblem = EventFieldProblem | 'invalid';
/** By field path as the contract names it: 'email', 'companions', 'companions.1.name'. */
export type FieldProblems = Record<string, FieldProblem>;
/** Failures of the whole form rather than of one field. */
export type FormProblem = 'sold_out' | 'past' | 'cancelled' | 'rate_limited' | 'unavailable' | 'captcha_failed';

const asProblem = (code: string): FieldProblem => ((EVENT_FIELD_PROBLEMS as readonly string[]).includes(code) ? (code as EventFieldProblem) : 'invalid');

const toFieldProblems = (fields: Record<string, string>): FieldProblems =>
  Object.fromEntries(Object.entries(fields).map(([key, code]) => [key, asProblem(code)]));

/** The body the form sends: a guest who will not come brings no companions. */
export const toRequest = (values: RegistrationFormValues) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  phone: values.phone,
  email: values.email,
  company: values.company,
  companions: values.presence === 'no' ? [] : values.companions.map(({ name }) => ({ name })),
  presence: values.presence === '' ? undefined : values.presence,
  conditions: values.conditions,
  privacy: values.privacy,
});

/** Client-side check with the server's own schema, so both sides agree on what is valid. */
export function validate(values: RegistrationFormValues): { ok: true; value: EventRegistration } | { ok: false; problems: FieldProblems } {
  const parsed = eventRegistrationSchema.safeParse(toRequest(values));
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: toFieldProblems(fieldErrors(parsed.error.issues)) };
}

/** Reads an RTK Query failure: field problems to show in place, or a problem of the whole form. */
export function fromServerError(error: unknown): { fields: FieldProblems } | { form: FormProblem } {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 429) return { form: 'rate_limited' };
  const body = errorBodySchema.safeParse((error as { data?: unknown } | null)?.data);
  const code = body.success ? body.data.error.code : undefined;
  if (status === 409 && code === 'SOLD_OUT') return { form: 'sold_out' };
  if (status === 409 && code === 'EVENT_PAST') return { form: 'past' };
  if (status === 409 && code === 'EVENT_CANCELLED') return { form: 'cancelled' };
  if (status === 409 && code === 'EMAIL_ALREADY_REGISTERED') return { fields: { email: 'already_registered' } };
  if (status === 400 && code === 'CAPTCHA_FAILED') return { form: 'captcha_failed' };
  if (status === 400 && body.success) {
    const fields = toFieldProblems(body.data.error.fields ?? {});
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { form: 'unavailable' };
}
