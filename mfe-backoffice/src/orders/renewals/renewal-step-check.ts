import { fieldErrors, warrantyRenewalStepSchema, type WarrantyRenewalStep } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../../components/field-problems';
import { RENEWAL_STEP_FIELDS, RENEWAL_STEP_PROBLEMS, type RenewalStepValues } from './renewal-step-fields';

/**
 * The server's own schema judges the step before it is sent (loaded on demand: RenewalStepForm). Only
 * the way back sends a carrier and a tracking number, and only those given.
 */
export const checkRenewalStep: FormCheck<RenewalStepValues, WarrantyRenewalStep> = ({ status, carrier, trackingNumber }) => {
  const back = status === 'sent_back';
  const parsed = warrantyRenewalStepSchema.safeParse({
    status,
    ...(back && carrier.trim() !== '' && { carrier }),
    ...(back && trackingNumber.trim() !== '' && { trackingNumber }),
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), RENEWAL_STEP_FIELDS, RENEWAL_STEP_PROBLEMS) };
};
