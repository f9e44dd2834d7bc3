import { TEXT_PROBLEMS } from './text';

/**
 * Field problems of the checkout form and the card fields, as codes: the checkout page translates
 * them, and the BFF sends the same codes in `error.fields` (keyed by the field's path, e.g.
 * `shipping.zipCode`, `payment.cardNumber`), so both sides speak one vocabulary.
 */
export const CHECKOUT_FIELD_PROBLEMS = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'unknown_country',
  'invalid_zip',
  'invalid_province',
  'invalid_fiscal_code',
  'privacy_required',
  'invalid_card_number',
  'invalid_expiry',
  'card_expired',
  'invalid_cvc',
  // Shared with every text field of the API (text.ts).
  ...TEXT_PROBLEMS,
] as const;
export type CheckoutFieldProblem = (typeof CHECKOUT_FIELD_PROBLEMS)[number];

/** A zod message that is one of the codes above. */
export const checkoutProblem = (code: CheckoutFieldProblem) => ({ error: code });

/**
 * The message of an object-level problem: a missing part is 'required' (like a missing field), a
 * value of another type is malformed, and unknown keys are named (a client's typo must not pass).
 */
export const objectError = (issue: { code?: string; input?: unknown; keys?: string[] }): string | undefined => {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'required' : 'Expected an object';
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys?.join(', ')}`;
  return undefined;
};
