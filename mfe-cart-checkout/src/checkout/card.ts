import type { PaymentInput } from '@ama/contracts';

export const emptyCard = (): PaymentInput => ({ cardNumber: '', expiry: '', cvc: '', cardholderName: '' });

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
