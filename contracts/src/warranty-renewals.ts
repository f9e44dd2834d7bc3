import { z } from 'zod';
import { currencySchema, moneyCentsSchema } from './catalog';
import { objectError } from './checkout-problems';
import { paymentInputSchema } from './payment';
import { WARRANTY_AREAS, WARRANTY_RENEWAL_BLOCKS, WARRANTY_RENEWAL_LIMITS, WARRANTY_RENEWAL_PAYMENT_STATUSES, WARRANTY_RENEWAL_STATUSES } from './warranty-renewal-fields';
export * from './warranty-renewal-fields';

/**
 * The warranty's renewal service (docs/services.md#warranty-renewal): in the first
 * WARRANTY.renewalServiceYears years after an order was placed, each delivered piece may once be sent
 * to the workshop for cleaning, rhodium plating and a stone check; the customer pays the shipping
 * contribution (warrantyShippingContributionCents of the order's shipping country) through the shop's
 * payment flow (authorised, the renewal written, then captured), and staff move it on in the back office.
 *
 * POST /api/orders/:reference/renewals?locale=xx, header `Idempotency-Key: <uuid>`, body RequestRenewal →
 *   201 OrderResponse (the order with its renewals; the same key again answers the same, header
 *   Idempotent-Replayed: true); 400 VALIDATION_FAILED (fields: `position` required | invalid |
 *   unknown, `payment.<field>` as checkout's, `idempotency-key` required | already_used); 402 PAYMENT_FAILED (fields.payment: a PaymentFailureReason); 404 for anyone but
 *   the visitor who placed the order; 409 RENEWAL_NOT_ALLOWED (fields.position: a WarrantyRenewalBlock)
 *   | PAYMENT_KEY_CONFLICT (the key stood for another amount: send again with a new key); 503
 *   SERVICE_UNAVAILABLE (the payment service did not answer; nothing was held: send the same key again).
 * The order (GET /api/orders/:reference) carries `renewals` and `renewable` (orders.ts).
 * Staff: staff-warranty-renewals.ts.
 */

const position = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
  .int('invalid')
  .min(1, 'invalid')
  .max(WARRANTY_RENEWAL_LIMITS.positionMax, 'invalid');

/** POST body: the order line's position (1, 2, …) and the card that pays the contribution. */
export const requestRenewalSchema = z
  .object(
    { position, payment: paymentInputSchema },
    { error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? 'Expected a JSON object' : objectError(issue)) },
  )
  .strict();
export type RequestRenewalInput = z.input<typeof requestRenewalSchema>;
export type RequestRenewal = z.output<typeof requestRenewalSchema>;

export const warrantyRenewalStatusSchema = z.enum(WARRANTY_RENEWAL_STATUSES);

/** One renewal as its customer follows it. */
export const warrantyRenewalSchema = z.object({
  id: z.uuid(),
  /** The order line's position. */
  position: z.number().int(),
  /** The piece as it was sold (the line's name in the order's language). */
  name: z.string(),
  status: warrantyRenewalStatusSchema,
  /** The shipping contribution paid. */
  amountCents: moneyCentsSchema,
  currency: currencySchema,
  payment: z.object({ brand: z.string(), last4: z.string(), status: z.enum(WARRANTY_RENEWAL_PAYMENT_STATUSES) }),
  /** ISO 8601, each step's moment once taken. */
  requestedAt: z.string(),
  receivedAt: z.string().nullable(),
  inServiceAt: z.string().nullable(),
  sentBackAt: z.string().nullable(),
  /** How it travels back, when staff said so. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type WarrantyRenewal = z.infer<typeof warrantyRenewalSchema>;

/** Which of the order's pieces may have the renewal now, why not the others, until when, and what it costs. */
export const renewabilitySchema = z.object({
  /** The end of the renewal years (ISO 8601): midnight in Italy of the placing day's anniversary. */
  until: z.string(),
  area: z.enum(WARRANTY_AREAS),
  /** The shipping contribution for the order's shipping country. */
  contributionCents: moneyCentsSchema,
  lines: z.array(z.object({ position: z.number().int(), block: z.enum(WARRANTY_RENEWAL_BLOCKS).nullable() })),
});
export type Renewability = z.infer<typeof renewabilitySchema>;
