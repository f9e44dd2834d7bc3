/**
 * The card's fields as the shopper types them, formatted on the way in: the number in groups of four
 * and the expiry as MM/YY are easier to check against the card in hand. Plain text in, plain text out:
 * the caller's schema judges the result.
 */

/** What the card fields hold, as printed on the card ('4242 4242 4242 4242', '07/29'). */
export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardholderName: string;
}
export type CardField = keyof CardValues;

/** The four fields in reading order. */
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cvc', 'cardholderName'];

export const emptyCard = (): CardValues => ({ cardNumber: '', expiry: '', cvc: '', cardholderName: '' });

/** '4242424242424242' → '4242 4242 4242 4242': digits only, at most 19 (ISO/IEC 7812), in groups of four. */
export const groupCardNumber = (text: string): string =>
  text
    .replace(/[^\d]/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '0729' → '07/29': digits only, at most four, the slash added after the month. */
export const formatExpiry = (text: string): string => {
  const digits = text.replace(/[^\d]/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** The security code: digits only, at most four (an American Express card's). */
export const cardCvc = (text: string): string => text.replace(/[^\d]/g, '').slice(0, 4);

/** What each field keeps of what was typed. */
const FORMAT: Record<CardField, (text: string) => string> = { cardNumber: groupCardNumber, expiry: formatExpiry, cvc: cardCvc, cardholderName: (text) => text };

/** The card with `field` set to `text`, formatted as that field keeps it. */
export const withCardField = (card: CardValues, field: CardField, text: string): CardValues => ({ ...card, [field]: FORMAT[field](text) });
