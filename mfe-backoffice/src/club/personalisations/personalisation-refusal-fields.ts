import { CLUB_PERSONALISATION_LIMITS, CLUB_PERSONALISATION_PROBLEMS } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../../components/field-problems';
import type { StaffFormOutcome } from '../../session/use-staff-form-failure';

/** The refusal's one field, named as the contract's (clubPersonalisationRefusalSchema). */
export const REFUSAL_FIELDS = ['reason'] as const;

export interface RefusalValues {
  reason: string;
}

/** The figure the reason's message names ("at most {{max}} characters"). */
export const REFUSAL_LIMITS = { reason: { max: CLUB_PERSONALISATION_LIMITS.reasonMaxLength } };

/**
 * state: the request is no longer waiting (409 CLUB_PERSONALISATION_STATE: another manager decided it
 * meanwhile); notFound: it is gone. Either way the page reads it again (staff-api/club-personalisations.ts).
 * The refusals every write shares are read before (use-staff-form-failure.ts).
 */
export type RefusalProblem = 'state' | 'notFound' | 'unavailable';

/** A refused send of the refusal: the contract's own codes come back at the reason. */
export function refusalFailure({ status, fields }: SendFailure): StaffFormOutcome<RefusalProblem> {
  if (status === 409) return { form: 'state' };
  if (status === 404) return { form: 'notFound' };
  return fieldsOrUnavailable({ status, fields }, REFUSAL_FIELDS, CLUB_PERSONALISATION_PROBLEMS);
}
