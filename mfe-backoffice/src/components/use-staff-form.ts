import { useFormController, type FormCheck, type OnDemand, type SendFailure } from '@ama/platform';
import { useStaffFormFailure, type StaffFormOutcome } from '../session/use-staff-form-failure';
import type { FieldLimits } from './use-field-error';
import { useTextFields } from './use-text-fields';

interface StaffFormOptions<Values, Valid, Sent, Problem extends string> {
  initialValues: Values;
  /** The contract's schema, loaded when the form is first focused (docs/forms.md). */
  check: OnDemand<FormCheck<Values, Valid>>;
  /** The fields in reading order: the first with a problem takes the focus. */
  fieldOrder: readonly string[];
  /** The figures the fields' messages name ("at most {{max}} characters"). */
  limits?: FieldLimits;
  /** Where the messages of the form's own problem codes are, beside the shared `fieldProblems` (use-field-error.ts). */
  fieldMessages?: string;
  /** The form's own reading of a refusal (its fields, a 409…), after the refusals every staff write shares. */
  readOwnFailure: (failure: SendFailure) => StaffFormOutcome<Problem>;
  send: (valid: Valid) => Promise<Sent>;
  onSent: (sent: Sent) => void;
}

/**
 * A staff form: platform's form controller without a reCAPTCHA action (no third party's script on a
 * staff page), the refusals every staff write shares read first (FormProblem says them in their one
 * line), and `field` to bind each of its fields.
 */
export function useStaffForm<Values, Valid, Sent, Problem extends string>({ limits, fieldMessages, readOwnFailure, ...options }: StaffFormOptions<Values, Valid, Sent, Problem>) {
  const form = useFormController({ ...options, readFailure: useStaffFormFailure(readOwnFailure) });
  return { form, field: useTextFields(form, limits, fieldMessages) };
}
