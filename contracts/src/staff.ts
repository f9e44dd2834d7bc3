/**
 * The back office's API (mfe-backoffice + bff/src/backoffice, docs/backoffice.md), under /api.
 * Every call but the sign-in needs the staff session cookie; every write also needs the session's
 * CSRF token in the `X-CSRF-Token` header. Without a session → 401 UNAUTHENTICATED; with a role that
 * may not do it → 403 FORBIDDEN; without the right token → 403 CSRF_FAILED; before a one-time password
 * is replaced, anything but the session and the password change → 403 PASSWORD_CHANGE_REQUIRED. Never cached.
 *
 * Each area's endpoints and schemas are in a file of their own, listed here; the paths, header, roles and
 * limits, without zod, are staff-fields.ts's.
 */
export * from './staff-fields';
export * from './staff-sorting';
export { emptyStaffBodySchema } from './staff-inputs';
/** Signing in and out, the password, the staff accounts. */
export * from './staff-session';
/** Orders: the list, one order, its status and its returns. */
export * from './staff-orders';
/** Events: the list, one event's guests, creating, editing and cancelling one. */
export * from './staff-events';
/** A day's appointments, a video call's link, cancelling one. */
export * from './staff-appointments';
/** Discount codes (manager). */
export * from './staff-discount-codes';
/** Club AMA's members and terms changes (manager). */
export * from './staff-club';
export * from './staff-club-loans';
export * from './staff-club-personalisations';
export * from './staff-custom-designs';
/** The warranty's renewal service: the requests and their steps. */
export * from './staff-warranty-renewals';
/** The catalogue and a product's availability (manager). */
export * from './staff-products';
