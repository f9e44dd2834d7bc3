import { z } from 'zod';
import { CUSTOM_DESIGN_FEE_STATES, CUSTOM_DESIGN_LIMITS, CUSTOM_DESIGN_PIECES, CUSTOM_DESIGN_STATUSES, type CustomDesignProblem } from './custom-design-fields';
import { normalisePhone } from './phone';
import { paymentInputSchema } from './payment';
import { multiLineText, singleLineText } from './text';

/**
 * Custom design (docs/services.md#custom-design): a customer describes the piece they want, with a
 * budget and how to reach them, and the €150 fee (CLUB.customDesignFeeCents) is held on their card. The
 * fee is released when the shop puts the piece into production and charged when the customer withdraws
 * or does not take the design up.
 *
 * POST /api/club/custom-designs (Idempotency-Key) { pieceKind, description, budgetEuros, name, email, phone?, payment, privacy }
 *   → 201 { design, token } | 400 VALIDATION_FAILED | 402 PAYMENT_FAILED { fields: { payment } } | 409 PAYMENT_KEY_CONFLICT | 503
 * GET  /api/club/custom-designs/mine (x-custom-design-token) → 200 { design } | 404
 * POST /api/club/custom-designs/mine/withdrawal (x-custom-design-token) {} → 200 { design } | 409 CUSTOM_DESIGN_STATE | 409 CHANGE_IN_PROGRESS
 */

const problem = (code: CustomDesignProblem) => ({ error: code });
const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });
const longText = (min: number, max: number) =>
  multiLineText({ error: () => 'required' })
    .min(1, problem('required'))
    .min(min, problem('too_short'))
    .max(max, problem('too_long'));

/** Whole euros, typed with or without thousands separators ('12.000', '12,000', '12000'). */
const budgetEuros = z
  .union([z.number(), text()], { error: 'required' })
  .transform((value, ctx) => {
    const digits = typeof value === 'number' ? String(value) : value.replace(/[\s.,'’€]/g, '');
    if (digits === '') {
      ctx.addIssue({ code: 'custom', message: 'required' });
      return z.NEVER;
    }
    const euros = Number(digits);
    if (!/^\d+$/.test(digits) || !Number.isSafeInteger(euros)) {
      ctx.addIssue({ code: 'custom', message: 'invalid_budget' });
      return z.NEVER;
    }
    return euros;
  })
  .refine((euros) => euros >= CUSTOM_DESIGN_LIMITS.budgetMinEuros, problem('budget_too_low'))
  .refine((euros) => euros <= CUSTOM_DESIGN_LIMITS.budgetMaxEuros, problem('budget_too_high'));

/** Optional; with its +country prefix, or an Italian number without one. Output in E.164. */
const phone = text()
  .max(CUSTOM_DESIGN_LIMITS.phoneMaxLength, problem('too_long'))
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const e164 = normalisePhone(value, 'IT');
    if (e164 === null) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
    return e164;
  });

export const customDesignRequestSchema = z.strictObject({
  pieceKind: z.enum(CUSTOM_DESIGN_PIECES, problem('required')),
  description: longText(CUSTOM_DESIGN_LIMITS.descriptionMinLength, CUSTOM_DESIGN_LIMITS.descriptionMaxLength),
  budgetEuros,
  name: text().min(1, problem('required')).max(CUSTOM_DESIGN_LIMITS.nameMaxLength, problem('too_long')),
  email: text().min(1, problem('required')).max(CUSTOM_DESIGN_LIMITS.emailMaxLength, problem('too_long')).regex(z.regexes.email, problem('invalid_email')),
  phone,
  payment: paymentInputSchema,
  privacy: z.literal(true, problem('required')),
});
export type CustomDesignRequestInput = z.input<typeof customDesignRequestSchema>;
export type CustomDesignRequest = z.output<typeof customDesignRequestSchema>;

export const customDesignSchema = z.object({
  id: z.string(),
  status: z.enum(CUSTOM_DESIGN_STATUSES),
  pieceKind: z.enum(CUSTOM_DESIGN_PIECES),
  description: z.string(),
  budgetEuros: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The language the customer asked in: their e-mails are in it. */
  locale: z.string(),
  feeCents: z.number().int(),
  fee: z.enum(CUSTOM_DESIGN_FEE_STATES),
  /** The card the fee is held on. */
  card: z.object({ brand: z.string(), last4: z.string() }),
  requestedAt: z.string(),
  /** The shop's latest design, as sent to the customer. */
  proposal: z.string().nullable(),
  proposedAt: z.string().nullable(),
  /** The order of the piece made, once in production: its pieces are made to a personal design and cannot be returned. */
  orderNumber: z.string().nullable(),
  /** Why the shop closed it without production (not taken up). */
  closingNote: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type CustomDesign = z.infer<typeof customDesignSchema>;

export const customDesignResponseSchema = z.object({ design: customDesignSchema });
export type CustomDesignResponse = z.infer<typeof customDesignResponseSchema>;
/** 201 of the request: the design and the token of its page (also e-mailed). */
export const customDesignCreatedSchema = customDesignResponseSchema.extend({ token: z.string() });
export type CustomDesignCreated = z.infer<typeof customDesignCreatedSchema>;

/** Staff steps' bodies. */
export const customDesignProposalSchema = z.strictObject({ message: longText(1, CUSTOM_DESIGN_LIMITS.messageMaxLength) });
export type CustomDesignProposalInput = z.input<typeof customDesignProposalSchema>;
export const customDesignProductionSchema = z.strictObject({
  /** The order of the piece, when it is already placed (its pieces then refuse a return). */
  orderNumber: text()
    .max(CUSTOM_DESIGN_LIMITS.orderNumberMaxLength, problem('too_long'))
    .optional()
    .transform((value) => (value ? value.toUpperCase() : null)),
});
export type CustomDesignProductionInput = z.input<typeof customDesignProductionSchema>;
export const customDesignClosingSchema = z.strictObject({ reason: longText(1, CUSTOM_DESIGN_LIMITS.messageMaxLength) });
export type CustomDesignClosingInput = z.input<typeof customDesignClosingSchema>;
