import type { SendFailure } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import type { StaffFormOutcome } from '../components/use-staff-form';

/** The termination form's one field, named as the contract's (staffTerminationSchema). */
export const TERMINATION_FIELDS = ['reason'] as const;

/** At most this many characters of reason (staffTerminationSchema). */
export const REASON_MAX = 500;

export interface TerminationValues {
  reason: string;
}

/**
 * already: the membership changed meanwhile (ended by the member, or by another manager); notFound: the
 * member is gone; forbidden: the role may not; stale: the page's CSRF token is older than the session's.
 */
export type TerminationProblem = 'already' | 'notFound' | 'forbidden' | 'stale' | 'unavailable';

export function readTerminationFailure({ status, code, fields }: SendFailure): StaffFormOutcome<TerminationProblem> {
  if (status === 409) return { form: 'already' };
  if (status === 404) return { form: 'notFound' };
  if (status === 403) return { form: code === 'CSRF_FAILED' ? 'stale' : 'forbidden' };
  const problems = status === 400 ? fieldProblems(fields, TERMINATION_FIELDS) : {};
  return Object.keys(problems).length > 0 ? { fields: problems } : { form: 'unavailable' };
}
