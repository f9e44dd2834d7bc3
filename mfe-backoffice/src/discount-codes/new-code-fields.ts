import type { DISCOUNT_CODE_USAGES } from '@ama/contracts';
import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../components/field-problems';
import type { StaffFormOutcome } from '../session/use-staff-form-failure';

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

/** Its own refusals: only no answer (the refusals every write shares are read before: session/use-staff-form-failure.ts). */
export type NewCodeProblem = 'unavailable';

/** The BFF's answer to a refused code: a code that exists already is said at its field, as are the schema's problems. */
export function readNewCodeFailure({ status, code, fields }: SendFailure): StaffFormOutcome<NewCodeProblem> {
  if (status === 409 && code === 'DISCOUNT_CODE_TAKEN') return { fields: { code: 'code_taken' } };
  return fieldsOrUnavailable({ status, fields }, NEW_CODE_FIELDS);
}
