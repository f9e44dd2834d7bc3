import type { SendFailure } from '@ama/platform';
import { useRefreshSession } from '../api';
import { staffWriteProblemOf, type StaffWriteProblem } from './staff-write-problem';

/**
 * Reads a refused staff write for what every write shares (staff-write-problem.ts) and does what it
 * needs: a stale CSRF token asks for the session once, so the next attempt carries the new token (the
 * writes read it from the session: api.ts). A lost session needs nothing here: the api puts the
 * sign-in form in place. Undefined: the write's own refusal, for the caller to explain.
 */
export function useStaffWriteFailure(): (failure: SendFailure) => StaffWriteProblem | undefined {
  const refreshSession = useRefreshSession();
  return (failure) => {
    const problem = staffWriteProblemOf(failure);
    if (problem === 'stale') refreshSession();
    return problem;
  };
}
