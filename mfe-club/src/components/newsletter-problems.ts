import {
  errorBodySchema,
  fieldErrors,
  NEWSLETTER_FIELD_PROBLEMS,
  NEWSLETTER_FIELDS,
  newsletterSubscriptionSchema,
  type NewsletterField,
  type NewsletterFieldProblem,
  type NewsletterSubscription,
  type NewsletterSubscriptionInput,
} from '@ama/contracts';

/** What the form holds: the request's fields, with the privacy box possibly still unticked. */
export type NewsletterFormValues = Omit<NewsletterSubscriptionInput, 'privacy'> & { privacy: boolean };

/** A problem code shown under a field; 'invalid' when the server names one the form does not know. */
export type FieldProblem = NewsletterFieldProblem | 'invalid';
export type FieldProblems = Partial<Record<NewsletterField, FieldProblem>>;
/** Failures that belong to the whole form rather than to one field. */
export type FormProblem = 'rate_limited' | 'unavailable' | 'captcha_failed';

const isField = (key: string): key is NewsletterField => (NEWSLETTER_FIELDS as readonly string[]).includes(key);
const asProblem = (code: string): FieldProblem => ((NEWSLETTER_FIELD_PROBLEMS as readonly string[]).includes(code) ? (code as NewsletterFieldProblem) : 'invalid');

/** Keeps the field entries of an error `fields` map (first problem per field, as the server sends it). */
function toFieldProblems(fields: Record<string, string>): FieldProblems {
  const problems: FieldProblems = {};
  for (const [key, code] of Object.entries(fields)) if (isField(key)) problems[key] = asProblem(code);
  return problems;
}

/** Client-side check with the server's own schema, so both sides agree on what is valid. */
export function validate(values: NewsletterFormValues): { ok: true; value: NewsletterSubscription } | { ok: false; problems: FieldProblems } {
  const parsed = newsletterSubscriptionSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: toFieldProblems(fieldErrors(parsed.error.issues)) };
}

/** Reads an RTK Query failure: field problems to show in place, or a problem of the whole form. */
export function fromServerError(error: unknown): { fields: FieldProblems } | { form: FormProblem } {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 429) return { form: 'rate_limited' };
  const body = errorBodySchema.safeParse((error as { data?: unknown } | null)?.data);
  if (status === 409 && body.success && body.data.error.code === 'EMAIL_ALREADY_REGISTERED') return { fields: { email: 'already_registered' } };
  // The anti-spam check (docs/recaptcha.md) refused the submit: nothing the shopper typed is wrong.
  if (status === 400 && body.success && body.data.error.code === 'CAPTCHA_FAILED') return { form: 'captcha_failed' };
  if (status === 400 && body.success) {
    const fields = toFieldProblems(body.data.error.fields ?? {});
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { form: 'unavailable' };
}
