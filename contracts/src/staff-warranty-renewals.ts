import { z } from 'zod';
import { localeSchema } from './locales';
import { localeParam } from './query-params';
import { STAFF_LIMITS } from './staff-fields';
import { staffPageParam } from './staff-inputs';
import { singleLineText } from './text';
import { warrantyRenewalSchema, warrantyRenewalStatusSchema } from './warranty-renewals';

/**
 * Staff's side of the warranty renewal (warranty-renewals.ts, docs/services.md#warranty-renewal): the
 * requests and the steps staff take as the piece travels (role staff or manager).
 *
 * GET  /api/staff/renewals?status&page → 200 StaffWarrantyRenewalList, the open ones first, the oldest first
 * GET  /api/staff/renewals/:id → 200 StaffWarrantyRenewalResponse: the renewal, its order and history | 404
 * POST /api/staff/renewals/:id/status { status, carrier?, trackingNumber? } → 200 StaffWarrantyRenewalResponse
 *   400 VALIDATION_FAILED; 404; 409 RENEWAL_STATE (fields.status: the renewal's status now) when the
 *   renewal is not in the status the step starts from (two staff members at once: one wins)
 */

export const staffWarrantyRenewalsQuerySchema = z
  .object({
    locale: localeParam.optional(),
    status: warrantyRenewalStatusSchema.optional(),
    page: staffPageParam(),
  })
  .strict();
export type StaffWarrantyRenewalsQuery = z.output<typeof staffWarrantyRenewalsQuerySchema>;
export const staffWarrantyRenewalParamsSchema = z.object({ id: z.uuid('Expected a renewal id') });

/** The order the piece was bought with, and whom the e-mails go to (in its language). */
const renewalOrderSchema = z.object({ number: z.string(), email: z.string(), name: z.string(), surname: z.string(), locale: localeSchema, country: z.string() });

export const staffWarrantyRenewalSchema = warrantyRenewalSchema.extend({ order: renewalOrderSchema });
export type StaffWarrantyRenewal = z.infer<typeof staffWarrantyRenewalSchema>;
export const staffWarrantyRenewalListSchema = z.object({
  renewals: z.array(staffWarrantyRenewalSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffWarrantyRenewalList = z.infer<typeof staffWarrantyRenewalListSchema>;

export const warrantyRenewalChangeSchema = z.object({
  at: z.string(),
  from: warrantyRenewalStatusSchema.nullable(),
  to: warrantyRenewalStatusSchema,
  /** 'customer', or the staff e-mail that took the step. */
  by: z.string(),
  detail: z.string().nullable(),
});
export type WarrantyRenewalChange = z.infer<typeof warrantyRenewalChangeSchema>;

export const staffWarrantyRenewalResponseSchema = z.object({
  renewal: staffWarrantyRenewalSchema.extend({
    /** The status the next step moves it to; null once sent back. */
    next: warrantyRenewalStatusSchema.nullable(),
    /** Every change, oldest first. */
    history: z.array(warrantyRenewalChangeSchema),
  }),
});
export type StaffWarrantyRenewalResponse = z.infer<typeof staffWarrantyRenewalResponseSchema>;

const optionalLine = (max: number) =>
  singleLineText()
    .max(max, 'too_long')
    .optional()
    .transform((text) => text || undefined);

/** POST …/status: the status the renewal moves to (the next one only); sending it back may name the carrier and the tracking number. */
export const warrantyRenewalStepSchema = z
  .object({
    status: warrantyRenewalStatusSchema.exclude(['requested']),
    carrier: optionalLine(STAFF_LIMITS.carrierMaxLength),
    trackingNumber: optionalLine(STAFF_LIMITS.trackingNumberMaxLength),
  })
  .strict()
  .superRefine((step, ctx) => {
    if (step.status === 'sent_back') return;
    if (step.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'only_when_sent_back' });
    if (step.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'only_when_sent_back' });
  });
export type WarrantyRenewalStepInput = z.input<typeof warrantyRenewalStepSchema>;
export type WarrantyRenewalStep = z.output<typeof warrantyRenewalStepSchema>;
