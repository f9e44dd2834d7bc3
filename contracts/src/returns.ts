import { z } from 'zod';
import { moneyCentsSchema } from './catalog';
import { RETURN_BLOCKS, RETURN_LIMITS, RETURN_REFUSALS, RETURN_STATUSES } from './return-fields';
import { multiLineText } from './text';
export * from './return-fields';

/**
 * Returns of an order's pieces (docs/backoffice.md#returns).
 *
 * POST /api/orders/:reference/returns?locale=xx, body RequestReturn → 201 OrderResponse (the order with
 *   its new return); 409 RETURN_NOT_ALLOWED (fields `positions.<n>`: a ReturnBlock); only for the
 *   visitor who placed the order, else 404.
 * POST /api/staff/orders/:number/returns, body RequestReturn → 201 StaffOrderResponse, the same rules.
 * POST /api/staff/orders/:number/returns/:returnId/status, body ReturnStatusChange → 200
 *   StaffOrderResponse; 409 STATUS_CHANGE_REFUSED when the return cannot move there.
 */

export const returnStatusSchema = z.enum(RETURN_STATUSES);

export const returnLineSchema = z.object({
  /** The order line's position (1, 2, …). */
  position: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** What the shopper paid for it: the line's total less its share of the order's discount. */
  amountCents: moneyCentsSchema,
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

export const returnVoucherSchema = z.object({
  code: z.string(),
  amountCents: moneyCentsSchema,
  /** The last day it can be used (Italian calendar), 12 months after it was issued. */
  validUntil: z.string(),
});

export const orderReturnSchema = z.object({
  id: z.uuid(),
  status: returnStatusSchema,
  lines: z.array(returnLineSchema),
  /** The refund, or the most an exchange voucher can be worth. */
  amountCents: moneyCentsSchema,
  /** ISO 8601. */
  requestedAt: z.string(),
  receivedAt: z.string().nullable(),
  /** The last day (Italian calendar) the refund is due: 15 working days after the piece arrived. */
  refundDueBy: z.string().nullable(),
  /** When it was refunded, exchanged or refused. */
  settledAt: z.string().nullable(),
  voucher: returnVoucherSchema.nullable(),
  refusal: z.enum(RETURN_REFUSALS).nullable(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** Which of the order's lines can be sent back now, and why not. */
export const returnabilitySchema = z.object({
  /** The end of the 14 days (ISO 8601); null until the order is delivered. */
  until: z.string().nullable(),
  lines: z.array(z.object({ position: z.number().int(), block: z.enum(RETURN_BLOCKS).nullable() })),
});
export type Returnability = z.infer<typeof returnabilitySchema>;

const positionsSchema = z
  .array(z.number().int().min(1).max(RETURN_LIMITS.linesMax), { error: 'required' })
  .min(1, 'required')
  .max(RETURN_LIMITS.linesMax, 'too_long')
  .refine((positions) => new Set(positions).size === positions.length, 'duplicate');

export const requestReturnSchema = z
  .object({
    /** The order lines to send back (positions from the order). */
    positions: positionsSchema,
    /** Anything the shopper wants to tell (why, which size instead). */
    comment: multiLineText().max(RETURN_LIMITS.commentMaxLength, 'too_long').optional(),
  })
  .strict();
export type RequestReturnInput = z.input<typeof requestReturnSchema>;
export type RequestReturn = z.output<typeof requestReturnSchema>;

/** An order number as staffOrderParamsSchema reads it, and the return's id. */
export const returnParamsSchema = z.object({ number: z.string().regex(/^AMA-[0-9A-Z]{4}-[0-9A-Z]{2}$/, 'Expected an order number'), returnId: z.uuid() });

export const returnStatusChangeSchema = z
  .object({
    status: returnStatusSchema.exclude(['requested']),
    refusal: z.enum(RETURN_REFUSALS).optional(),
    /** exchanged: the voucher's value (the returned piece's price less the lower-value piece's), at most the return's amount. */
    voucherAmountCents: moneyCentsSchema.min(1, 'too_small').optional(),
  })
  .strict()
  .superRefine((change, ctx) => {
    if (change.status === 'refused' && !change.refusal) ctx.addIssue({ code: 'custom', path: ['refusal'], message: 'required' });
    if (change.status !== 'refused' && change.refusal) ctx.addIssue({ code: 'custom', path: ['refusal'], message: 'only_when_refused' });
    if (change.status === 'exchanged' && change.voucherAmountCents === undefined) ctx.addIssue({ code: 'custom', path: ['voucherAmountCents'], message: 'required' });
    if (change.status !== 'exchanged' && change.voucherAmountCents !== undefined) ctx.addIssue({ code: 'custom', path: ['voucherAmountCents'], message: 'only_when_exchanged' });
  });
export type ReturnStatusChangeInput = z.input<typeof returnStatusChangeSchema>;
export type ReturnStatusChange = z.output<typeof returnStatusChangeSchema>;
