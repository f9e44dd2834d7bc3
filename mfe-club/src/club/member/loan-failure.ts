import type { FormOutcome, SendFailure } from '@ama/platform';
import { readBenefitRefusal, type BenefitRefusal } from './member-form-failure';

/** The loan's own refusals: the club's rules (409, e.g. the year's loans used), not ELITE, or the link refused. */
export type LoanRefusal = BenefitRefusal | 'elite_only';

/**
 * The loan request's answers before the common reading: 403 elite_only (no longer ELITE since the page
 * was drawn), then what every member request form reads (a rule of the club, the link refused).
 */
export function readLoanFailure(failure: SendFailure): FormOutcome<LoanRefusal> | undefined {
  if (failure.status === 403 && failure.fields.kind === 'elite_only') return { form: 'elite_only' };
  return readBenefitRefusal(failure);
}
