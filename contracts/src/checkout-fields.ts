/** The checkout form's limits, without zod: the page draws the form with these and loads the schema (checkout-form.ts) only to judge it (docs/forms.md). */

export const CHECKOUT_LIMITS = {
  nameMaxLength: 80,
  /** RFC 5321 path limit. */
  emailMaxLength: 254,
  phoneMaxLength: 30,
  addressMaxLength: 200,
  cityMaxLength: 80,
  regionMaxLength: 80,
  provinceMaxLength: 80,
  zipCodeMaxLength: 12,
  /** An Italian code has 16 characters; other countries' tax ids are shorter than this. */
  fiscalCodeMaxLength: 20,
  /** Characters (code points), line breaks included: a card's worth of text. */
  giftMessageMaxLength: 300,
} as const;
