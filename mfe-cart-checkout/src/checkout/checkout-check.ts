import { checkoutFormSchema, fieldErrors, paymentInputSchema, type PaymentInput } from '@ama/contracts';
import { toCheckoutInput, type CheckoutDraft } from './draft';
import { STEPS, stepOf, type Step } from './steps';

/*
 * The checkout's checks with the BFF's own schemas. The page loads this module when the shopper first
 * focuses the form (docs/forms.md): zod and the phone metadata are not needed to draw the checkout.
 */

/** A number written with its country (+44…, 0044…) is judged on its own, whatever the shipping country. */
const isInternational = (phone: string) => /^\s*(\+|00)/.test(phone);

/**
 * The form's problems as `{ 'shipping.zipCode': 'invalid_zip' }`, by the same schema the BFF applies.
 * Before the shipping country is known a national phone number cannot be judged: only a missing one is
 * reported until then (the country itself is required on the next step). An international one can, and is.
 */
export function problemsOf(draft: CheckoutDraft, upTo: Step): Record<string, string> {
  const result = checkoutFormSchema.safeParse(toCheckoutInput(draft));
  if (result.success) return {};
  const all = fieldErrors(result.error.issues);
  const last = STEPS.indexOf(upTo);
  const shown: Record<string, string> = {};
  for (const [path, problem] of Object.entries(all)) {
    if (STEPS.indexOf(stepOf(path)) > last) continue;
    if (path === 'contact.phone' && problem === 'invalid_phone' && !draft.shipping.country && !isInternational(draft.contact.phone)) continue;
    shown[path] = problem;
  }
  return shown;
}

/** The card's problems as `{ 'payment.cardNumber': 'invalid_card_number' }`, keyed like the BFF's. */
export function cardProblems(card: PaymentInput): Record<string, string> {
  const result = paymentInputSchema.safeParse(card);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(fieldErrors(result.error.issues)).map(([path, problem]) => [`payment.${path}`, problem]));
}
