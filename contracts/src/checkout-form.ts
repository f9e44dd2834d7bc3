import { z } from 'zod';
import { checkoutProblem as problem, objectError } from './checkout-problems';
import { isCountryCode, ITALY, type CountryCode } from './countries';
import { isItalianFiscalCode } from './fiscal-code';
import { normalisePhone } from './phone';
import { postalCodeProblem } from './postal-code';
import { multiLineText, singleLineText } from './text';
import { CHECKOUT_LIMITS } from './checkout-fields';
export * from './checkout-fields';

/**
 * The checkout form (docs/requirements.md#checkout: contact, shipping and billing, privacy, gift wrapping and message),
 * validated by this one schema in the browser (before sending) and in the BFF (again, authoritative).
 * Field problems are codes (checkout-problems.ts). What the schema outputs is normalised: trimmed text,
 * country, postal code and province upper-cased, the phone in E.164, the fiscal code without spaces.
 */

/** Absent → 'required'; a number or object where text belongs is malformed, not missing. */
const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });

const requiredText = (maxLength: number) => text().min(1, problem('required')).max(maxLength, problem('too_long'));

/** A field the shopper may leave empty: '' (an untouched input) and absent both mean "none". */
const optionalText = (maxLength: number) =>
  text()
    .max(maxLength, problem('too_long'))
    .transform((value) => (value === '' ? undefined : value))
    .optional();

const country = text()
  .min(1, problem('required'))
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, problem('unknown_country'))
  .transform((value) => value as CountryCode);

/**
 * Cross-field checks run even when another field already failed (zod skips a refinement after a
 * type error by default), so the shopper sees every problem of the form at once. The value may then
 * hold raw input anywhere, hence these defensive reads.
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
const textAt = (value: unknown, ...path: string[]): string | undefined => {
  let current = value;
  for (const key of path) current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined;
  return typeof current === 'string' ? current : undefined;
};

/** An Italian province is written as its two-letter sigla (MI, RM, FI). */
const ITALIAN_PROVINCE = /^[A-Z]{2}$/;

/**
 * A postal address. The postal code is checked against the country's format; an Italian address
 * needs its province, which couriers sort by.
 */
export const addressSchema = z
  .object(
    {
      country,
      region: optionalText(CHECKOUT_LIMITS.regionMaxLength),
      province: optionalText(CHECKOUT_LIMITS.provinceMaxLength).transform((value) => value?.toUpperCase()),
      city: requiredText(CHECKOUT_LIMITS.cityMaxLength),
      address: requiredText(CHECKOUT_LIMITS.addressMaxLength),
      zipCode: text()
        .max(CHECKOUT_LIMITS.zipCodeMaxLength, problem('too_long'))
        .transform((value) => value.toUpperCase()),
    },
    { error: objectError },
  )
  .strict()
  .superRefine((address, ctx) => {
    const country = textAt(address, 'country');
    if (country === undefined || !isCountryCode(country)) return;
    const zipProblem = postalCodeProblem(textAt(address, 'zipCode') ?? '', country);
    if (zipProblem) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: zipProblem });
    if (country === ITALY) {
      const province = textAt(address, 'province');
      if (province === undefined || province === '') ctx.addIssue({ code: 'custom', path: ['province'], message: 'required' });
      else if (!ITALIAN_PROVINCE.test(province)) ctx.addIssue({ code: 'custom', path: ['province'], message: 'invalid_province' });
    }
  }, always);
export type Address = z.output<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

export const contactSchema = z
  .object(
    {
      email: requiredText(CHECKOUT_LIMITS.emailMaxLength).regex(z.regexes.email, problem('invalid_email')),
      /** Checked against the shipping country by the form schema (a national number needs its country). */
      phone: requiredText(CHECKOUT_LIMITS.phoneMaxLength),
      name: requiredText(CHECKOUT_LIMITS.nameMaxLength),
      surname: requiredText(CHECKOUT_LIMITS.nameMaxLength),
    },
    { error: objectError },
  )
  .strict();
export type Contact = z.output<typeof contactSchema>;

/** Spaces are how a fiscal code is often copied from a card ('RSS MRA 85T10 A562S'); they carry nothing. */
const compactFiscalCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const fiscalCode = optionalText(CHECKOUT_LIMITS.fiscalCodeMaxLength).transform((value) => (value === undefined ? undefined : compactFiscalCode(value)));

/** Billing: the shipping address again, or one of its own; the fiscal code goes with either. */
export const billingSchema = z.discriminatedUnion(
  'sameAsShipping',
  [z.object({ sameAsShipping: z.literal(true), fiscalCode }).strict(), z.object({ sameAsShipping: z.literal(false), address: addressSchema, fiscalCode }).strict()],
  {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return objectError(issue);
      const choice = (issue.input as { sameAsShipping?: unknown } | undefined)?.sameAsShipping;
      return choice === undefined ? 'required' : 'Expected true or false';
    },
  },
);
export type Billing = z.output<typeof billingSchema>;

const giftMessage = multiLineText({ error: 'Expected text' })
  // One spelling of a line break, so the length and the e-mail read the same everywhere.
  .transform((value) => value.replace(/\r\n?/g, '\n'))
  .refine((value) => Array.from(value).length <= CHECKOUT_LIMITS.giftMessageMaxLength, problem('too_long'))
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The country the invoice goes to (any value, parsed or not): it decides whether a fiscal code given is checked as Italian. */
const billingCountryOf = (form: unknown): string | undefined => {
  const billing = typeof form === 'object' && form !== null ? (form as { billing?: { sameAsShipping?: unknown } }).billing : undefined;
  if (billing?.sameAsShipping === true) return textAt(form, 'shipping', 'country');
  if (billing?.sameAsShipping === false) return textAt(billing, 'address', 'country');
  return undefined;
};

/** The whole checkout form. Unknown keys are refused: a typo in a client must not be silently ignored. */
export const checkoutFormSchema = z
  .object(
    {
      contact: contactSchema,
      shipping: addressSchema,
      billing: billingSchema,
      privacy: z.literal(true, problem('privacy_required')),
      giftWrapping: z.boolean().default(false),
      giftMessage,
    },
    { error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? 'Expected a JSON object' : objectError(issue)) },
  )
  .strict()
  .superRefine((form, ctx) => {
    const shippingCountry = textAt(form, 'shipping', 'country');
    const phone = textAt(form, 'contact', 'phone');
    // An unknown shipping country is reported on its own; a national number is then read as international.
    if (phone && normalisePhone(phone, shippingCountry && isCountryCode(shippingCountry) ? shippingCountry : undefined) === null) {
      ctx.addIssue({ code: 'custom', path: ['contact', 'phone'], message: 'invalid_phone' });
    }
    // A private buyer in Italy owes the shop no fiscal code (a sale to a consumer needs no invoice;
    // docs/checkout.md): it is asked for, optionally, for an invoice, and then must be a real one.
    if (billingCountryOf(form) !== ITALY) return;
    const code = textAt(form, 'billing', 'fiscalCode');
    if (code !== undefined && code.trim() !== '' && !isItalianFiscalCode(compactFiscalCode(code))) {
      ctx.addIssue({ code: 'custom', path: ['billing', 'fiscalCode'], message: 'invalid_fiscal_code' });
    }
  }, always)
  // Only reached when every check above passed, so the phone is known to normalise.
  .transform((form) => ({ ...form, contact: { ...form.contact, phone: normalisePhone(form.contact.phone, form.shipping.country) ?? form.contact.phone } }));

/** What the form holds and sends (before trimming). */
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
/** What the server stores (normalised, checked). */
export type CheckoutForm = z.output<typeof checkoutFormSchema>;
