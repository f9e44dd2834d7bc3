import { clubTermsChangeSchema, fieldErrors } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import type { ClubTermsChangeInput } from '../api';
import { fieldProblems } from '../components/field-problems';
import { TERMS_CHANGE_FIELDS, type TermsChangeValues } from './terms-change-fields';
import { earliestTermsChangeDay } from './terms-change-day';

/**
 * The server's own schema judges the change before it is sent (loaded on demand: TermsChangeForm), and
 * so does the club's rule the schema cannot know: the day is at least 30 days ahead. No day chosen
 * reads "please fill in", not "not a date".
 */
export const checkTermsChange: FormCheck<TermsChangeValues, ClubTermsChangeInput> = (values) => {
  const parsed = clubTermsChangeSchema.safeParse(values);
  const problems = parsed.success ? {} : fieldProblems(fieldErrors(parsed.error.issues), TERMS_CHANGE_FIELDS);
  if (values.effectiveFrom.trim() === '') problems.effectiveFrom = 'required';
  else if (!problems.effectiveFrom && values.effectiveFrom < earliestTermsChangeDay(new Date())) problems.effectiveFrom = 'notice_too_short';
  return parsed.success && Object.keys(problems).length === 0 ? { ok: true, value: parsed.data } : { ok: false, problems };
};
