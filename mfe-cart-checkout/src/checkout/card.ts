import { fieldErrors, paymentInputSchema, type PaymentInput } from '@ama/contracts';

export const emptyCard = (): PaymentInput => ({ cardNumber: '', expiry: '', cvc: '', cardholderName: '' });

/** The card's problems as `{ 'payment.cardNumber': 'invalid_card_number' }`, keyed like the BFF's. */
export function cardProblems(card: PaymentInput): Record<string, string> {
  const result = paymentInputSchema.safeParse(card);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(fieldErrors(result.error.issues)).map(([path, problem]) => [`payment.${path}`, problem]));
}

/** '4242424242424242' → '4242 4242 4242 4242' as the shopper types: groups of four are easier to check. */
export const groupCardNumber = (text: string) =>
  text
    .replace(/[^\d]/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '0729' → '07/29'. */
export const formatExpiry = (text: string) => {
  const digits = text.replace(/[^\d]/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};
