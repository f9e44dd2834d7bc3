import type { DISCOUNT_CODE_USAGES } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import type { StaffFormOutcome } from '../components/use-staff-form';

/** The form that creates a code: its fields in reading order, named as the contract's (the amounts are typed in euros). */
export const NEW_CODE_FIELDS = ['code', 'kind', 'percent', 'amountCents', 'usage', 'validFrom', 'validUntil', 'minimumSubtotalCents'] as const;

export type DiscountKind = 'percent' | 'fixed';
export type DiscountUsage = (typeof DISCOUNT_CODE_USAGES)[number];

/** What is typed: every field as text; the amounts in euros ('25,50'). */
export interface NewCodeValues {
  code: string;
  kind: DiscountKind;
  percent: string;
  /** Euros, sent as cents. */
  amountCents: string;
  usage: DiscountUsage;
  validFrom: string;
  validUntil: string;
  /** Euros, sent as cents; empty: no minimum. */
  minimumSubtotalCents: string;
}

/** forbidden: the role may not (no longer a manager); stale: the page's CSRF token is older than the session's. */
export type NewCodeProblem = 'forbidden' | 'stale' | 'unavailable';

/** The BFF's answer to a refused code: a code that exists already is said at its field, as are the schema's problems. */
export function readNewCodeFailure({ status, code, fields }: SendFailure): StaffFormOutcome<NewCodeProblem> {
  if (status === 409 && code === 'DISCOUNT_CODE_TAKEN') return { fields: { code: 'code_taken' } };
  if (status === 403) return { form: code === 'CSRF_FAILED' ? 'stale' : 'forbidden' };
  const problems = status === 400 ? fieldProblems(fields, NEW_CODE_FIELDS) : {};
  return Object.keys(problems).length > 0 ? { fields: problems } : { form: 'unavailable' };
}
