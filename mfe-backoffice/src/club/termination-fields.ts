import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../components/field-problems';
import type { StaffFormOutcome } from '../session/use-staff-form-failure';

/** The termination form's one field, named as the contract's (staffTerminationSchema). */
export const TERMINATION_FIELDS = ['reason'] as const;

/** At most this many characters of reason (staffTerminationSchema). */
export const REASON_MAX = 500;

export interface TerminationValues {
  reason: string;
}

/**
 * already: the membership changed meanwhile (ended by the member, or by another manager); notFound: the
 * member is gone. The refusals every write shares are read before (session/use-staff-form-failure.ts).
 */
export type TerminationProblem = 'already' | 'notFound' | 'unavailable';

export function readTerminationFailure({ status, fields }: SendFailure): StaffFormOutcome<TerminationProblem> {
  if (status === 409) return { form: 'already' };
  if (status === 404) return { form: 'notFound' };
  return fieldsOrUnavailable({ status, fields }, TERMINATION_FIELDS);
}
