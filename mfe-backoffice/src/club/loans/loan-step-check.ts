import { CLUB_LOAN_PROBLEMS, clubLoanConfirmationSchema, clubLoanRefusalSchema, fieldErrors, type ClubLoanConfirmationInput } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../../components/field-problems';
import { CONFIRMATION_FIELDS, REFUSAL_FIELDS, type ConfirmationValues, type RefusalValues } from './loan-step-fields';

/**
 * The server's own schemas judge a step before it is sent (loaded on demand: ConfirmLoanForm,
 * RefuseLoanForm), and so does the rule the confirmation's schema cannot know: the event's day is one
 * of the loan's days (the server says the same at `from`).
 */
export const checkLoanConfirmation: FormCheck<ConfirmationValues, ClubLoanConfirmationInput> = ({ eventDate, ...values }) => {
  const parsed = clubLoanConfirmationSchema.safeParse(values);
  const problems = parsed.success ? {} : fieldProblems(fieldErrors(parsed.error.issues), CONFIRMATION_FIELDS, CLUB_LOAN_PROBLEMS);
  if (parsed.success && (values.from > eventDate || values.until < eventDate)) problems.from = 'event_outside_period';
  return parsed.success && Object.keys(problems).length === 0 ? { ok: true, value: parsed.data } : { ok: false, problems };
};

export const checkLoanRefusal: FormCheck<RefusalValues, RefusalValues> = (values) => {
  const parsed = clubLoanRefusalSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), REFUSAL_FIELDS, CLUB_LOAN_PROBLEMS) };
};
