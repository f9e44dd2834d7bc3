import { z } from 'zod';
import { moneyCentsSchema } from './catalog';
import { localeParam } from './query-params';
import { staffCalendarDay, staffPageParam, staffSearchParam } from './staff-inputs';
import { DISCOUNT_CODE_STATES, STAFF_DISCOUNT_CODE_SORT_KEYS, staffSortParam } from './staff-sorting';
import { singleLineText } from './text';

/**
 * The managers' discount codes: the list, one code's redemptions, creating and switching one.
 *
 * GET  /api/staff/discount-codes?q&personal&page&sort → 200 StaffDiscountCodeList (manager; sort: staff-sorting.ts)
 * POST /api/staff/discount-codes { code, kind, percent | amountCents, usage, validFrom?, validUntil?, minimumSubtotalCents? } → 201 (manager) | 409 DISCOUNT_CODE_TAKEN
 * GET  /api/staff/discount-codes/:code → 200 StaffDiscountCodeResponse with its redemptions (manager)
 * PUT  /api/staff/discount-codes/:code/active { active } → 200 StaffDiscountCodeResponse (manager)
 */

export const DISCOUNT_CODE_USAGES = ['unlimited', 'single_use', 'once_per_email'] as const;

export const staffDiscountCodesQuerySchema = z
  .object({
    locale: localeParam.optional(),
    q: staffSearchParam(),
    /** Include the personal codes (newsletter welcome, Club AMA); the shop's own codes only by default. */
    personal: z.enum(['true', 'false']).optional(),
    page: staffPageParam(),
    sort: staffSortParam(STAFF_DISCOUNT_CODE_SORT_KEYS),
  })
  .strict();
export type StaffDiscountCodesQuery = z.output<typeof staffDiscountCodesQuerySchema>;

const codeText = singleLineText()
  .min(3, 'too_short')
  .max(40, 'too_long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'invalid_code')
  .transform((code) => code.toUpperCase());
export const staffDiscountCodeParamsSchema = z.object({ code: codeText });

/** A new code: a percentage (1–100) or a fixed amount, how often it may be used, its days (Italian time) and a minimum. */
export const newDiscountCodeSchema = z
  .object({
    code: codeText,
    kind: z.enum(['percent', 'fixed']),
    percent: z.number().int().min(1, 'too_small').max(100, 'too_large').optional(),
    amountCents: moneyCentsSchema.min(1, 'too_small').max(10_000_000, 'too_large').optional(),
    usage: z.enum(DISCOUNT_CODE_USAGES),
    /** First day it applies (included). */
    validFrom: staffCalendarDay.optional(),
    /** Last day it applies (included). */
    validUntil: staffCalendarDay.optional(),
    minimumSubtotalCents: moneyCentsSchema.min(1, 'too_small').max(100_000_000, 'too_large').optional(),
  })
  .strict()
  .superRefine((code, ctx) => {
    if (code.kind === 'percent' && code.percent === undefined) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'required' });
    if (code.kind === 'fixed' && code.amountCents === undefined) ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'required' });
    if (code.kind === 'percent' && code.amountCents !== undefined) ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'not_for_percent' });
    if (code.kind === 'fixed' && code.percent !== undefined) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'not_for_fixed' });
    if (code.validFrom && code.validUntil && code.validUntil < code.validFrom) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'before_start' });
  });
export type NewDiscountCodeInput = z.input<typeof newDiscountCodeSchema>;
export type NewDiscountCode = z.output<typeof newDiscountCodeSchema>;

export const discountCodeActiveSchema = z.object({ active: z.boolean() }).strict();

export const staffDiscountCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed', 'engraving']),
  percent: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  usage: z.enum(DISCOUNT_CODE_USAGES),
  /** The first day it applies (Italian calendar, YYYY-MM-DD). */
  validFrom: z.string().nullable(),
  /** The last day it applies (Italian calendar, YYYY-MM-DD). */
  validUntil: z.string().nullable(),
  minimumSubtotalCents: z.number().int().nullable(),
  /** A personal code's owner (newsletter, Club AMA); null for the shop's own codes. */
  boundEmail: z.string().nullable(),
  active: z.boolean(),
  /** What a shopper meets now: decided by the BFF from `active` and its days, as the cart decides it. */
  state: z.enum(DISCOUNT_CODE_STATES),
  createdAt: z.string(),
  redemptions: z.number().int(),
});
export type StaffDiscountCode = z.infer<typeof staffDiscountCodeSchema>;
export const staffDiscountCodeListSchema = z.object({ codes: z.array(staffDiscountCodeSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type StaffDiscountCodeList = z.infer<typeof staffDiscountCodeListSchema>;
export const staffRedemptionSchema = z.object({ email: z.string(), orderNumber: z.string().nullable(), redeemedAt: z.string() });
export const staffDiscountCodeResponseSchema = z.object({ code: staffDiscountCodeSchema, redemptions: z.array(staffRedemptionSchema) });
export type StaffDiscountCodeResponse = z.infer<typeof staffDiscountCodeResponseSchema>;
