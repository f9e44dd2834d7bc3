import {
  CLUB_FIELD_PROBLEMS,
  CLUB_SIGN_UP_FIELDS,
  clubSignUpSchema,
  errorBodySchema,
  fieldErrors,
  type ClubFieldProblem,
  type ClubSignUp,
  type ClubSignUpField,
} from '@ama/contracts';

/** What the form holds: the request's fields, the privacy box possibly still unticked. */
export type SignUpValues = Record<Exclude<ClubSignUpField, 'privacy'>, string> & { privacy: boolean };

/** A problem shown at a field; 'invalid' when the server names one the form does not know. */
export type SignUpProblem = ClubFieldProblem | 'invalid';
export type SignUpProblems = Partial<Record<ClubSignUpField, SignUpProblem>>;
/** Failures of the whole form: both keep what was typed and offer to try again. */
export type SignUpFailure = 'rate_limited' | 'unavailable' | 'captcha_failed';

export const emptySignUp = (country: string): SignUpValues => ({
  name: '',
  lastname: '',
  email: '',
  phone: '',
  country,
  region: '',
  city: '',
  zipCode: '',
  address: '',
  birthDate: '',
  privacy: false,
});

const isField = (key: string): key is ClubSignUpField => (CLUB_SIGN_UP_FIELDS as readonly string[]).includes(key);
const asProblem = (code: string): SignUpProblem => ((CLUB_FIELD_PROBLEMS as readonly string[]).includes(code) ? (code as ClubFieldProblem) : 'invalid');

function toProblems(fields: Record<string, string>): SignUpProblems {
  const problems: SignUpProblems = {};
  for (const [key, code] of Object.entries(fields)) if (isField(key)) problems[key] ??= asProblem(code);
  return problems;
}

/** The contract's own schema judges the form before it is sent, as the server will again. */
export function validateSignUp(values: SignUpValues): { ok: true; value: ClubSignUp } | { ok: false; problems: SignUpProblems } {
  const parsed = clubSignUpSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: toProblems(fieldErrors(parsed.error.issues)) };
}

/** The problem one field has on its own (the form shows some at once, e.g. a country outside Italy). */
export const problemOf = (values: SignUpValues, field: ClubSignUpField): SignUpProblem | undefined => {
  const checked = validateSignUp(values);
  return checked.ok ? undefined : checked.problems[field];
};

/** Reads an RTK Query failure of the sign-up: problems at fields, or a failure of the whole form. */
export function signUpFailure(error: unknown): { fields: SignUpProblems } | { form: SignUpFailure } {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 429) return { form: 'rate_limited' };
  const body = errorBodySchema.safeParse((error as { data?: unknown } | null)?.data);
  // The anti-spam check (docs/recaptcha.md) refused the submit: nothing the shopper typed is wrong.
  if (status === 400 && body.success && body.data.error.code === 'CAPTCHA_FAILED') return { form: 'captcha_failed' };
  const fields = body.success ? toProblems(body.data.error.fields ?? {}) : {};
  // docs/requirements.md#club: an address already registered gets the same message as a malformed one.
  if (status === 409 && Object.keys(fields).length === 0) return { fields: { email: 'email_unavailable' } };
  if ((status === 400 || status === 409 || status === 422) && Object.keys(fields).length > 0) return { fields };
  return { form: 'unavailable' };
}

/** Field order on the page: the first field with a problem gets the focus. */
export const SIGN_UP_FIELD_ORDER = CLUB_SIGN_UP_FIELDS;
