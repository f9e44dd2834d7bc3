/**
 * What a form makes of a failed send (an RTK Query mutation's error), read without zod so that the form
 * needs no schema until it judges its fields. The BFF's error body is `{ error: { code, message,
 * fields? } }` (contracts/src/errors.ts); anything else is read as no answer.
 */
export interface SendFailure {
  /** The HTTP status; undefined when the request got no answer (offline, timeout). */
  status: number | undefined;
  code: string | undefined;
  /** Field path → problem code, as the server named them. */
  fields: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function readSendFailure(error: unknown): SendFailure {
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
  const body = isRecord(error) && isRecord(error.data) && isRecord(error.data.error) ? error.data.error : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const fields: Record<string, string> = {};
  if (isRecord(body?.fields)) for (const [path, problem] of Object.entries(body.fields)) if (typeof problem === 'string') fields[path] = problem;
  return { status, code, fields };
}

/** Failures of the whole form that every form explains the same way; each keeps what was typed. */
export type CommonFormProblem = 'rate_limited' | 'unavailable' | 'captcha_failed';

export type FormOutcome<FormProblem extends string> = { fields: Record<string, string> } | { form: FormProblem | CommonFormProblem };

/**
 * The reading every form shares: too many attempts, the anti-spam check refused (docs/recaptcha.md:
 * nothing typed is wrong), problems at fields, or the service unavailable. `fieldsOf` keeps the fields
 * the form shows and names their problems in its own words.
 */
export function commonOutcome(failure: SendFailure, fieldsOf: (fields: Record<string, string>) => Record<string, string>): FormOutcome<never> {
  if (failure.status === 429) return { form: 'rate_limited' };
  if (failure.status === 400 && failure.code === 'CAPTCHA_FAILED') return { form: 'captcha_failed' };
  if (failure.status === 400 || failure.status === 409 || failure.status === 422) {
    const fields = fieldsOf(failure.fields);
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { form: 'unavailable' };
}
