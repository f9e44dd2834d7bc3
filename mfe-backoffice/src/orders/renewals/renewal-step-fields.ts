import { STAFF_LIMITS, type WarrantyRenewalStepInput } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../../components/field-problems';
import type { StaffFormOutcome } from '../../session/use-staff-form-failure';

/** The step's fields in reading order, named as the contract's (warrantyRenewalStepSchema); only the way back has any. */
export const RENEWAL_STEP_FIELDS = ['carrier', 'trackingNumber'] as const;

/** The contract's own field problem (a carrier before the way back), explained by warrantyRenewals.fieldProblems. */
export const RENEWAL_STEP_PROBLEMS = ['only_when_sent_back'] as const;

export const RENEWAL_STEP_LIMITS = { carrier: { max: STAFF_LIMITS.carrierMaxLength }, trackingNumber: { max: STAFF_LIMITS.trackingNumberMaxLength } };

/** What the form holds: the status it moves the renewal to (never typed), and the way back's carrier and tracking number ('' when none). */
export interface RenewalStepValues {
  status: WarrantyRenewalStepInput['status'];
  carrier: string;
  trackingNumber: string;
}

/**
 * state: the renewal is no longer in the status the step starts from (409 RENEWAL_STATE: another member
 * of staff moved it on meanwhile); notFound: it is gone. Either way the page reads it again
 * (staff-api/warranty-renewals.ts). The refusals every write shares are read before (use-staff-form-failure.ts).
 */
export type RenewalStepProblem = 'state' | 'notFound' | 'unavailable';

export function readRenewalStepFailure({ status, fields }: SendFailure): StaffFormOutcome<RenewalStepProblem> {
  if (status === 409) return { form: 'state' };
  if (status === 404) return { form: 'notFound' };
  return fieldsOrUnavailable({ status, fields }, RENEWAL_STEP_FIELDS, RENEWAL_STEP_PROBLEMS);
}
