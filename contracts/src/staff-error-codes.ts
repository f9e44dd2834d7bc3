/**
 * The back office's error codes (bff/src/backoffice, docs/backoffice.md), without zod; composed with
 * every area's in error-codes.ts, so the back office team adds one here. What staff are refused by an
 * area's rules (an order's status, a return, an event's key, a discount code taken, an appointment
 * cancelled already) is that area's code, declared with the area's.
 */
export const STAFF_ERROR_CODES = [
  // The back office (staff.ts): no staff session (401); a role that may not (403; appointments' club
  // services answer it too, for a member whose status does not include the service); a write without its
  // session's CSRF token (403); a wrong e-mail or password (401); too many wrong passwords (429); a
  // one-time password not yet replaced (403); a staff account's e-mail already taken (409).
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_FAILED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'PASSWORD_CHANGE_REQUIRED',
  'EMAIL_TAKEN',
] as const;
