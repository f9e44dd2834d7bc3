import type { SendFailure } from '@ama/platform';

/**
 * The refusals every staff write means the same way, whichever form or button sent it: the session
 * ended (the page's gate shows the sign-in form), the page's CSRF token is older than the session's
 * (signed in again in another tab), or the role may not. Anything else is the write's own to explain.
 */
export type StaffWriteProblem = 'signed_out' | 'stale' | 'forbidden';

export function staffWriteProblemOf({ status, code }: SendFailure): StaffWriteProblem | undefined {
  // A wrong current password is the password form's own answer, not a lost session.
  if (status === 401 && code !== 'INVALID_CREDENTIALS') return 'signed_out';
  if (status === 403 && code === 'CSRF_FAILED') return 'stale';
  if (status === 403) return 'forbidden';
  return undefined;
}

/** The one line each problem reads (none for a lost session: the sign-in form replaces the page). */
export const STAFF_WRITE_MESSAGE_KEYS: Record<StaffWriteProblem, string | undefined> = {
  signed_out: undefined,
  stale: 'problems.stale',
  forbidden: 'problems.forbidden',
};
