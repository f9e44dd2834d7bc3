import { z } from 'zod';
import { cartLineSchema, cartSchema, discountKindSchema } from './cart';
import { currencySchema, moneyCentsSchema } from './catalog';
import { checkoutFormSchema } from './checkout-form';
import { objectError } from './checkout-problems';
import { errorBodySchema } from './errors';
import { localeSchema } from './locales';
import { paymentInputSchema } from './payment';
import { ORDER_STATUSES } from './order-fields';
import { orderReturnSchema, returnabilitySchema } from './returns';
import { renewabilitySchema, warrantyRenewalSchema } from './warranty-renewals';
export * from './order-fields';
export * from './warranty-renewals';

/**
 * Placing an order and reading it back (docs/requirements.md#checkout: complete purchase → thank-you page with the order
 * number → order summary by e-mail; a payment failure shows a payment error).
 *
 * POST /api/orders?locale=xx, header `Idempotency-Key: <uuid>`, body PlaceOrder →
 *   201 OrderResponse; 400 VALIDATION_FAILED (fields); 402 PAYMENT_FAILED (fields.payment: reason);
 *   409 CART_EMPTY | PRODUCT_UNAVAILABLE | TOTAL_CHANGED (with the re-priced `cart`) | ORDER_IN_PROGRESS |
 *   PAYMENT_KEY_CONFLICT (the key's earlier payment, of another amount, voided: send again);
 *   415 not JSON; 429 RATE_LIMITED.
 * GET /api/orders/:reference?locale=xx → 200 OrderResponse, only for the visitor who placed it, else 404.
 * Its returns: returns.ts; its warranty renewals: warranty-renewals.ts.
 */

/** Express lower-cases header names; the problem is reported under this field. */
export const orderHeadersSchema = z.object({
  'idempotency-key': z.uuid({ error: (issue) => (issue.input === undefined ? 'required' : 'Expected a UUID') }),
});

/** POST body. `expectedTotalCents` is the total the shopper was shown: a different total now is a 409. */
export const placeOrderSchema = z
  .object(
    {
      checkout: checkoutFormSchema,
      payment: paymentInputSchema,
      expectedTotalCents: moneyCentsSchema,
    },
    { error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? 'Expected a JSON object' : objectError(issue)) },
  )
  .strict();
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;

/** 256 random bits, base64url: opaque and unguessable, for the confirmation page's URL. */
export const orderReferenceSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Expected an order reference');
export const orderParamsSchema = z.object({ reference: orderReferenceSchema });

/** A line as it was sold: names and labels in the order's language, prices and fees of that day. */
export const orderLineSchema = cartLineSchema.omit({ id: true, available: true });
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderTotalsSchema = z.object({
  /** The lines at list price, before any discount (what Club AMA counts). */
  subtotalCents: moneyCentsSchema,
  discountCents: moneyCentsSchema,
  shippingCents: moneyCentsSchema,
  /** What was charged. */
  totalCents: moneyCentsSchema,
  currency: currencySchema,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderAddressSchema = z.object({
  country: z.string(),
  region: z.string().optional(),
  province: z.string().optional(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** One step of an order's life as its shopper sees it: when, and for a shipment the carrier and tracking number. */
export const orderStepSchema = z.object({
  status: orderStatusSchema,
  /** ISO 8601. */
  at: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type OrderStep = z.infer<typeof orderStepSchema>;

export const orderSchema = z.object({
  reference: orderReferenceSchema,
  /** Short and easy to read out on the phone: 'AMA-7K3F-9Q' (no I, L, O or U). */
  number: z.string(),
  /** ISO 8601. */
  placedAt: z.string(),
  /** The language it was placed in: its lines and its e-mail are in this language. */
  locale: localeSchema,
  email: z.string(),
  customer: z.object({ name: z.string(), surname: z.string(), phone: z.string() }),
  shippingAddress: orderAddressSchema,
  /** The shipping address again when billing was "same as shipping". */
  billingAddress: orderAddressSchema,
  /** The Italian codice fiscale (or another country's tax id), when given. */
  fiscalCode: z.string().nullable(),
  giftWrapping: z.boolean(),
  giftMessage: z.string().nullable(),
  /** The Italian calendar day (YYYY-MM-DD) it is planned to ship by, set when it was placed; null for an older order. */
  shipsBy: z.string().nullable(),
  discountCode: z.string().nullable(),
  /** The kind of that code when the order was placed: a Club AMA free engraving is named as such. */
  discountKind: discountKindSchema.nullable(),
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  payment: z.object({ brand: z.string(), last4: z.string() }),
  status: orderStatusSchema,
  /** Received first, then each step staff moved it on, oldest first. */
  history: z.array(orderStepSchema),
  /** Its returns, newest first (returns.ts). */
  returns: z.array(orderReturnSchema),
  /** What can be sent back now. */
  returnable: returnabilitySchema,
  /** Its warranty renewals, oldest first (warranty-renewals.ts). */
  renewals: z.array(warrantyRenewalSchema),
  /** Which pieces may have the warranty renewal now, and its contribution. */
  renewable: renewabilitySchema,
});
export type Order = z.infer<typeof orderSchema>;

/** 201 of POST /api/orders (and its repeats with the same key), 200 of GET /api/orders/:reference. */
export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** 409 TOTAL_CHANGED: the error, and the cart priced now, so the shopper sees the new total before paying. */
export const totalChangedBodySchema = errorBodySchema.extend({ cart: cartSchema });
export type TotalChangedBody = z.infer<typeof totalChangedBodySchema>;
