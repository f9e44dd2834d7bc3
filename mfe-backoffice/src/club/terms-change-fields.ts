import type { SendFailure } from '@ama/platform';
import { fieldsOrUnavailable } from '../components/field-problems';
import type { StaffFormOutcome } from '../session/use-staff-form-failure';

/** The terms change form's fields, in reading order, named as the contract's (clubTermsChangeSchema). */
export const TERMS_CHANGE_FIELDS = ['version', 'summary', 'effectiveFrom'] as const;

/** What is typed: the day as a date field gives it (YYYY-MM-DD), '' when none is chosen. */
export interface TermsChangeValues {
  version: string;
  summary: string;
  effectiveFrom: string;
}

/**
 * conflict: the terms changed meanwhile (another manager announced a change at the same time).
 */
export type TermsChangeProblem = 'conflict' | 'unavailable';

/**
 * The BFF's answer to a refused change: a day under the 30 days' notice (notice_too_short) and a
 * version announced already (already_announced) come back as 400 at their fields, as the schema's do.
 */
export function readTermsChangeFailure({ status, fields }: SendFailure): StaffFormOutcome<TermsChangeProblem> {
  if (status === 409) return { form: 'conflict' };
  return fieldsOrUnavailable({ status, fields }, TERMS_CHANGE_FIELDS);
}
