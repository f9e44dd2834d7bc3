import { readSendFailure } from '@ama/platform';

/**
 * Why staff data could not be shown: the session ended (the page shows the sign-in form), the role
 * may not see it, nothing has that name, or the back office did not answer (no network, a 5xx).
 */
export type LoadProblemKind = 'signed_out' | 'password_change' | 'forbidden' | 'not_found' | 'unavailable';

export function loadProblemOf(error: unknown): LoadProblemKind {
  const { status, code } = readSendFailure(error);
  if (status === 401) return 'signed_out';
  // A one-time password still to replace: the page's gate asks for it once the session is read again.
  if (status === 403 && code === 'PASSWORD_CHANGE_REQUIRED') return 'password_change';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  return 'unavailable';
}
