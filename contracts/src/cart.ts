import { z } from 'zod';
import { goldColourSchema, optionTypeSchema } from './catalog-enums';
import { currencySchema, engravingTextSchema, moneyCentsSchema, skuSchema } from './catalog';
import { CART_LIMITS, DISCOUNT_LIMITS } from './constants';
import { singleLineText } from './text';

/**
 * The server cart (docs/requirements.md#cart: lines, states, unavailable product). The visitor cookie keys it
 * (the wishlist shares it); prices, fees, discount, shipping and totals are always the server's.
 */

// Declared with the other paths (no zod there), so a page that only calls the API does not bundle zod.
export { CART_PATHS } from './api-paths';

/** What the shopper chose for a piece; anything left out takes the product's default (size has none). */
export const cartOptionsSchema = z
  .object({
    gold: goldColourSchema.optional(),
    size: singleLineText().min(1).max(8).optional(),
    carat: singleLineText().min(1).max(8).optional(),
    stone: singleLineText().min(1).max(40).optional(),
    engraving: z.preprocess((value) => (value === '' ? undefined : value), engravingTextSchema.optional()),
  })
  .strict();
export type CartOptions = z.output<typeof cartOptionsSchema>;
export type CartOptionsInput = z.input<typeof cartOptionsSchema>;

const quantitySchema = z.number().int().min(1).max(CART_LIMITS.maxQuantityPerLine);

/** POST /api/cart/lines?locale=xx: a piece with its options. The same piece and options again adds up. */
export const addCartLineSchema = z
  .object({
    sku: skuSchema,
    quantity: quantitySchema.default(1),
    options: cartOptionsSchema.default({}),
  })
  .strict();
export type AddCartLine = z.output<typeof addCartLineSchema>;
export type AddCartLineInput = z.input<typeof addCartLineSchema>;

/** PATCH /api/cart/lines/:lineId?locale=xx */
export const updateCartLineSchema = z.object({ quantity: quantitySchema }).strict();
export type UpdateCartLine = z.output<typeof updateCartLineSchema>;

export const cartLineParamsSchema = z.object({ lineId: z.uuid() });

/** One chosen option as sold: 'Ring size' / '14', with its surcharge. */
export const cartSelectionSchema = z.object({
  type: optionTypeSchema,
  value: z.string(),
  /** The option's name in the requested locale: 'Gold colour', 'Engraving'. */
  label: z.string(),
  /** The value as the shopper reads it: 'Rose gold', '0,50 ct', or the engraving text itself. */
  valueLabel: z.string(),
  priceDeltaCents: moneyCentsSchema,
});
export type CartSelection = z.infer<typeof cartSelectionSchema>;

export const cartLineSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  /** False when the product can no longer be ordered: the line must be removed before checkout. */
  available: z.boolean(),
  quantity: z.number().int().min(1),
  options: cartOptionsSchema,
  selection: z.array(cartSelectionSchema),
  /** One piece with its options and fees, at today's catalogue price. */
  unitPriceCents: moneyCentsSchema,
  lineTotalCents: moneyCentsSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** PUT /api/cart/discount?locale=xx: one code per cart, never cumulative; a new code replaces the old. */
export const applyDiscountSchema = z.object({ code: singleLineText().min(1, 'required').max(DISCOUNT_LIMITS.codeMaxLength, 'too_long') }).strict();
export type ApplyDiscount = z.output<typeof applyDiscountSchema>;

/**
 * Why a code was refused (`error.fields.code` of the 400 INVALID_DISCOUNT_CODE): the shopper reads
 * "Invalid discount code" for all but the ones they can act on. `not_first_order`: a code for a first
 * purchase only (the newsletter's 10 %) whose e-mail already has an order. `no_engraving`: an
 * engraving code (the club's free personalisation) on a cart with no engraved piece.
 */
export const DISCOUNT_PROBLEMS = ['invalid', 'expired', 'not_yet_valid', 'used', 'not_first_order', 'minimum_not_reached', 'no_engraving'] as const;
export type DiscountProblem = (typeof DISCOUNT_PROBLEMS)[number];

/** engraving: the engraving fee of one engraved piece (the club's free personalisation). */
export const discountKindSchema = z.enum(['percent', 'fixed', 'engraving']);

export const cartDiscountSchema = z.object({
  code: z.string(),
  kind: discountKindSchema,
  /** For a percentage code: 10 for 10 %. */
  percent: z.number().positive().max(100).optional(),
  /** Money taken off this cart now. */
  amountCents: moneyCentsSchema,
  /** A code bound to an e-mail (the newsletter's, the club's) is checked again at checkout. */
  boundToEmail: z.boolean(),
});
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** The applied code, or null. */
  discount: cartDiscountSchema.nullable(),
  /** Pieces in the cart (the header badge). */
  totalItems: z.number().int().min(0),
  subtotalCents: moneyCentsSchema,
  discountCents: moneyCentsSchema,
  /** Free insured worldwide shipping (docs/requirements.md#shop). */
  shippingCents: moneyCentsSchema,
  totalCents: moneyCentsSchema,
  currency: currencySchema,
  /** True while a line is no longer available: checkout waits until it is removed. */
  checkoutBlocked: z.boolean(),
  /**
   * Made to order: the Italian calendar day (YYYY-MM-DD) by which the cart, ordered today, is shipped —
   * its slowest piece's planned working days from today. Null for an empty cart.
   */
  shipsBy: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/** The cart's error codes (composed with every area's in error-codes.ts; the cart-checkout team adds one here). */
export const CART_ERROR_CODES = [
  // A discount code the cart's rules refuse (unknown, expired, used, bound to another e-mail, …).
  'INVALID_DISCOUNT_CODE',
  // A discount code staff would create exists already (active or not).
  'DISCOUNT_CODE_TAKEN',
] as const;
