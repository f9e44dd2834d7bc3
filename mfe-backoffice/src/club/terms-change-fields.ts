import type { SendFailure } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import type { StaffFormOutcome } from '../components/use-staff-form';

/** The terms change form's fields, in reading order, named as the contract's (clubTermsChangeSchema). */
export const TERMS_CHANGE_FIELDS = ['version', 'summary', 'effectiveFrom'] as const;

/** What is typed: the day as a date field gives it (YYYY-MM-DD), '' when none is chosen. */
export interface TermsChangeValues {
  version: string;
  summary: string;
  effectiveFrom: string;
}

/**
 * forbidden: the role may not (no longer a manager); stale: the page's CSRF token is older than the
 * session's; conflict: the terms changed meanwhile (another manager announced a change at the same time).
 */
export type TermsChangeProblem = 'forbidden' | 'stale' | 'conflict' | 'unavailable';

/**
 * The BFF's answer to a refused change: a day under the 30 days' notice (notice_too_short) and a
 * version announced already (already_announced) come back as 400 at their fields, as the schema's do.
 */
export function readTermsChangeFailure({ status, code, fields }: SendFailure): StaffFormOutcome<TermsChangeProblem> {
  if (status === 403) return { form: code === 'CSRF_FAILED' ? 'stale' : 'forbidden' };
  if (status === 409) return { form: 'conflict' };
  const problems = status === 400 ? fieldProblems(fields, TERMS_CHANGE_FIELDS) : {};
  return Object.keys(problems).length > 0 ? { fields: problems } : { form: 'unavailable' };
}
