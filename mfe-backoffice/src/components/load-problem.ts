import { readSendFailure } from '@ama/platform';
import type { StaffSession } from '@ama/contracts';

/** What a staff read reports (an RTK Query hook's result): whether it failed and why, whether it is on its way, and how to ask again. */
export interface StaffRequest {
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

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

/**
 * A managers' page is not for this session: its role is not a manager's, or the server answered that the
 * role may not (403). Nothing but that is shown then: no filters, no form.
 */
export const roleMayNot = (session: StaffSession, { isError, error }: Pick<StaffRequest, 'isError' | 'error'>) =>
  session.staff.role !== 'manager' || (isError && loadProblemOf(error) === 'forbidden');
