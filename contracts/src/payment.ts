import { z } from 'zod';
import { checkoutProblem as problem, objectError } from './checkout-problems';
import { passesLuhn } from './luhn';
import { singleLineText } from './text';

/**
 * The card fields of the checkout's payment step. They are sent once, with the order, and go to the
 * payment provider only: the shop stores and logs the brand and the last four digits, never the number
 * or the CVC. Checked here first so an obvious typo never reaches the provider.
 */

export const PAYMENT_LIMITS = {
  /** ISO/IEC 7812 card numbers are 12 to 19 digits long. */
  cardNumberMinDigits: 12,
  cardNumberMaxDigits: 19,
  cardholderNameMaxLength: 100,
  /** No issuer prints a card valid for longer than this; a later year is a typo. */
  maxExpiryYearsAhead: 20,
} as const;

const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });

/** As printed on the card, in groups or not: '4242 4242 4242 4242'. Only digits and spaces. */
const cardNumber = text()
  .min(1, problem('required'))
  .regex(/^[\d ]*$/, problem('invalid_card_number'))
  .transform((value) => value.replace(/ /g, ''))
  .refine(
    (digits) => digits.length >= PAYMENT_LIMITS.cardNumberMinDigits && digits.length <= PAYMENT_LIMITS.cardNumberMaxDigits && passesLuhn(digits),
    problem('invalid_card_number'),
  );

const EXPIRY = /^(0[1-9]|1[0-2]) ?\/ ?(\d{2})$/;

/** A card is valid through the last day of its expiry month; months are compared in UTC. */
export function expiryProblem(expiry: string, now: Date = new Date()): 'invalid_expiry' | 'card_expired' | null {
  const match = EXPIRY.exec(expiry);
  if (!match) return 'invalid_expiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const monthsFromNow = (year - now.getUTCFullYear()) * 12 + (month - (now.getUTCMonth() + 1));
  if (monthsFromNow < 0) return 'card_expired';
  if (monthsFromNow > PAYMENT_LIMITS.maxExpiryYearsAhead * 12) return 'invalid_expiry';
  return null;
}

/** 'MM/YY' as printed on the card ('07/29'), read at validation time so it never goes stale. */
const expiry = text()
  .min(1, problem('required'))
  .superRefine((value, ctx) => {
    if (value === '') return;
    const found = expiryProblem(value);
    if (found) ctx.addIssue({ code: 'custom', message: found });
  })
  .transform((value) => {
    const [, month, year] = EXPIRY.exec(value)!;
    return { month: Number(month), year: 2000 + Number(year) };
  });

export const paymentInputSchema = z
  .object(
    {
      cardNumber,
      expiry,
      /** 3 digits on the back, 4 on the front of an American Express card. */
      cvc: text()
        .min(1, problem('required'))
        .regex(/^\d{3,4}$/, problem('invalid_cvc')),
      cardholderName: text().min(1, problem('required')).max(PAYMENT_LIMITS.cardholderNameMaxLength, problem('too_long')),
    },
    { error: objectError },
  )
  .strict();
/** What the payment step holds and sends. */
export type PaymentInput = z.input<typeof paymentInputSchema>;
/** Checked and normalised: the number as digits, the expiry as month and full year. */
export type PaymentDetails = z.output<typeof paymentInputSchema>;

/** Why a payment failed (`error.fields.payment` of the 402 PAYMENT_FAILED). */
export const PAYMENT_FAILURE_REASONS = ['declined', 'invalid_card'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];
