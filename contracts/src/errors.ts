import { z } from 'zod';
import { AREA_ERROR_CODES } from './error-codes';

/**
 * The generic error codes: what any route may answer, whatever its area, from the shop's shared HTTP
 * layer (bff/src/http/). A business area's codes are not here: each team declares its own beside its
 * contract (error-codes.ts lists where), so adding one edits no file another team edits.
 */
export const GENERIC_ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BAD_REQUEST',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // A protected form (newsletter, club sign-up) sent no reCAPTCHA token, or one that failed the check
  // (the shared guard, bff/src/http/recaptcha.ts, whichever area's form it protects).
  'CAPTCHA_FAILED',
] as const;

/**
 * Machine-readable error codes of the BFF: the generic ones, then every area's (error-codes.ts). Front
 * ends translate the code; `message` is an English fallback for logs and developers.
 */
export const ERROR_CODES = [...GENERIC_ERROR_CODES, ...AREA_ERROR_CODES] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every non-2xx JSON response: `{ error: { code, message, fields? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Field path ('maxPrice', 'lines.0.quantity') → first problem with that field. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Field key used for problems that belong to the whole input rather than one field. */
export const ROOT_FIELD = '_';

/** Flattens zod issues to the `fields` map of the error body (first message per field wins). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : ROOT_FIELD;
    fields[key] ??= issue.message;
  }
  return fields;
}
