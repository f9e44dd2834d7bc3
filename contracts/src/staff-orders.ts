import { z } from 'zod';
import { currencySchema, moneyCentsSchema } from './catalog';
import { localeSchema } from './locales';
import { orderSchema, orderStatusSchema, orderStepSchema } from './orders';
import { localeParam } from './query-params';
import { STAFF_LIMITS } from './staff-fields';
import { staffCalendarDay, staffPageParam, staffSearchParam } from './staff-inputs';
import { STAFF_ORDER_SORT_KEYS, staffSortParam } from './staff-sorting';
import { multiLineText, singleLineText } from './text';

/**
 * Orders for staff: the list, one order, its next status and its returns (a return's own schemas are
 * returns.ts's, the shopper's too; the statuses an order may move to are ORDER_STATUS_NEXT in staff-fields.ts).
 *
 * GET  /api/staff/orders?status&from&to&q&page&sort → 200 StaffOrderList (sort: staff-sorting.ts)
 * GET  /api/staff/orders/:number → 200 StaffOrderResponse | 404 (the lines' options labelled in ?locale)
 * POST /api/staff/orders/:number/status { status, carrier?, trackingNumber?, note? } → 200 StaffOrderResponse | 409 STATUS_CHANGE_REFUSED
 * POST /api/staff/orders/:number/returns RequestReturn → 201 StaffOrderResponse | 409 RETURN_NOT_ALLOWED
 * POST /api/staff/orders/:number/returns/:returnId/status ReturnStatusChange → 200 StaffOrderResponse | 409 STATUS_CHANGE_REFUSED
 */

const optionalLine = (max: number) =>
  singleLineText()
    .max(max, 'too_long')
    .optional()
    .transform((text) => text || undefined);

/** POST …/status: shipping names its carrier and tracking number; a note goes to the history only. */
export const orderStatusChangeSchema = z
  .object({
    status: orderStatusSchema.exclude(['received']),
    carrier: optionalLine(STAFF_LIMITS.carrierMaxLength),
    trackingNumber: optionalLine(STAFF_LIMITS.trackingNumberMaxLength),
    note: multiLineText().max(STAFF_LIMITS.noteMaxLength, 'too_long').optional(),
  })
  .strict()
  .superRefine((change, ctx) => {
    if (change.status !== 'shipped') return;
    if (!change.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'required' });
    if (!change.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'required' });
  });
export type OrderStatusChangeInput = z.input<typeof orderStatusChangeSchema>;
export type OrderStatusChange = z.output<typeof orderStatusChangeSchema>;

export const staffOrdersQuerySchema = z
  .object({
    /** Every call of the shop's front ends names its locale; the list reads the same in every one. */
    locale: localeParam.optional(),
    status: orderStatusSchema.optional(),
    /** Placed on or after this day (Italian time). */
    from: staffCalendarDay.optional(),
    /** Placed on or before this day (Italian time). */
    to: staffCalendarDay.optional(),
    /** An order number (or part of one) or an e-mail (or part of one). */
    q: staffSearchParam(),
    page: staffPageParam(),
    sort: staffSortParam(STAFF_ORDER_SORT_KEYS),
  })
  .strict();
export type StaffOrdersQuery = z.output<typeof staffOrdersQuerySchema>;

export const staffOrderParamsSchema = z.object({ number: z.string().regex(/^AMA-[0-9A-Z]{4}-[0-9A-Z]{2}$/, 'Expected an order number') });

export const staffOrderSummarySchema = z.object({
  number: z.string(),
  placedAt: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  locale: localeSchema,
  status: orderStatusSchema,
  totalCents: moneyCentsSchema,
  currency: currencySchema,
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrderListSchema = z.object({
  orders: z.array(staffOrderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

/** One step of an order's history: who moved it (a staff e-mail; null for the shopper's own order) and when. */
export const orderHistoryEntrySchema = orderStepSchema.extend({
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const staffOrderSchema = orderSchema.omit({ reference: true }).extend({
  status: orderStatusSchema,
  history: z.array(orderHistoryEntrySchema),
  /** The statuses this order may move to now. */
  next: z.array(orderStatusSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderResponseSchema = z.object({ order: staffOrderSchema });
export type StaffOrderResponse = z.infer<typeof staffOrderResponseSchema>;
