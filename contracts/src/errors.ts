import { z } from 'zod';

/**
 * Machine-readable error codes of the BFF. Front ends translate the code; `message` is an English
 * fallback for logs and developers.
 */
export const ERROR_CODES = [
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
  // Business errors, for the endpoints that follow.
  'INVALID_DISCOUNT_CODE',
  'EMAIL_ALREADY_REGISTERED',
  'PRODUCT_UNAVAILABLE',
  'PAYMENT_FAILED',
  // Checkout (orders.ts): the cart's total moved since the shopper saw it; no cart to order; the same
  // Idempotency-Key is still being processed by another request; the key had authorised a payment of
  // another amount, now voided (send the order again).
  'TOTAL_CHANGED',
  'CART_EMPTY',
  'ORDER_IN_PROGRESS',
  'PAYMENT_KEY_CONFLICT',
  'SOLD_OUT',
  // Appointments (appointments.ts): the slot was booked by someone else first.
  'SLOT_TAKEN',
  // A Club AMA service (ultrasonic cleaning, ELITE polishing) the member has already booked this calendar year.
  'CLUB_SERVICE_ALREADY_USED',
  // Events (events.ts): the event has started or is over, or the organiser cancelled it.
  'EVENT_PAST',
  'EVENT_CANCELLED',
  // Club AMA (club.ts): a member's benefit request the club's rules refuse; error.fields names why
  // (CLUB_BENEFIT_PROBLEMS).
  'CLUB_BENEFIT_REFUSED',
  // A protected form (newsletter, club sign-up) sent no reCAPTCHA token, or one that failed the check.
  'CAPTCHA_FAILED',
  // The back office (staff.ts): no staff session (401); a role that may not (403); a write without its
  // session's CSRF token (403); a wrong e-mail or password (401); too many wrong passwords (429); an
  // order status change its rules refuse (409); a one-time password not yet replaced (403); a staff
  // account's e-mail already taken (409).
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_FAILED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'STATUS_CHANGE_REFUSED',
  'PASSWORD_CHANGE_REQUIRED',
  'EMAIL_TAKEN',
  // An appointment staff would change is cancelled already.
  'APPOINTMENT_CANCELLED',
  // A discount code staff would create exists already (active or not).
  'DISCOUNT_CODE_TAKEN',
  // A piece the return rules keep (returns.ts): not delivered, after 14 days, engraved, a stone of 1 ct or more, or returned already.
  'RETURN_NOT_ALLOWED',
  // An event staff would create has a key (its page's address) another event has.
  'EVENT_KEY_TAKEN',
  // A change that gives money back holds the order or return (its refund on its way): every other change waits.
  'CHANGE_IN_PROGRESS',
  // The payment service refused a refund (more than is left, a payment never captured): nothing moved.
  'REFUND_REFUSED',
] as const;
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
