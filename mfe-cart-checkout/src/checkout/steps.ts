import { checkoutFormSchema, fieldErrors } from '@ama/contracts';
import { toCheckoutInput, type CheckoutDraft } from './draft';

/** The funnel (docs/requirements.md#checkout): contact → shipping and billing → payment → complete (the confirmation page). */
export const STEPS = ['contact', 'shipping', 'payment'] as const;
export type Step = (typeof STEPS)[number];

/** Which step shows a field: 'contact.phone' → contact, 'billing.address.city' → shipping, 'privacy' → payment. */
export function stepOf(path: string): Step {
  if (path.startsWith('contact.')) return 'contact';
  if (path === 'privacy' || path.startsWith('payment')) return 'payment';
  return 'shipping';
}

export const isStep = (value: string | null): value is Step => STEPS.includes(value as Step);

/**
 * The form's problems as `{ 'shipping.zipCode': 'invalid_zip' }`, by the same schema the BFF applies.
 * Before the shipping country is known a national phone number cannot be judged: only a missing one is
 * reported until then (the country itself is required on the next step).
 */
export function problemsOf(draft: CheckoutDraft, upTo: Step): Record<string, string> {
  const result = checkoutFormSchema.safeParse(toCheckoutInput(draft));
  if (result.success) return {};
  const all = fieldErrors(result.error.issues);
  const last = STEPS.indexOf(upTo);
  const shown: Record<string, string> = {};
  for (const [path, problem] of Object.entries(all)) {
    if (STEPS.indexOf(stepOf(path)) > last) continue;
    if (path === 'contact.phone' && problem === 'invalid_phone' && !draft.shipping.country) continue;
    shown[path] = problem;
  }
  return shown;
}

/** The first step, up to `upTo`, that has a problem; null when all of them are complete. */
export function firstStepWithProblems(problems: Record<string, string>): Step | null {
  for (const step of STEPS) if (Object.keys(problems).some((path) => stepOf(path) === step)) return step;
  return null;
}
