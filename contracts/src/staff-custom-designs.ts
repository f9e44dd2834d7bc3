import { z } from 'zod';
import { CUSTOM_DESIGN_STATUSES } from './custom-design-fields';
import { customDesignSchema } from './custom-designs';
import { localeParam } from './query-params';
import { staffPageParam } from './staff-inputs';

/**
 * The managers' side of custom design (custom-designs.ts, docs/services.md#custom-design).
 *
 * GET  /api/staff/club/designs?status&page → 200 StaffCustomDesignList, newest first (manager)
 * GET  /api/staff/club/designs/:id → 200 StaffCustomDesignResponse, with its history (manager)
 * POST /api/staff/club/designs/:id/proposal { message } → 200 (requested | proposed → proposed)
 * POST /api/staff/club/designs/:id/production { orderNumber? } → 200 (→ in_production: the fee released)
 * POST /api/staff/club/designs/:id/closing { reason } → 200 (→ not_taken_up: the fee charged)
 *   400 VALIDATION_FAILED; 409 CUSTOM_DESIGN_STATE from a closed status; 409 CHANGE_IN_PROGRESS while
 *   another change's payment call is on its way; 409 PAYMENT_SETTLEMENT_REFUSED; 503 the provider did not answer
 */

export const staffCustomDesignsQuerySchema = z
  .object({
    locale: localeParam.optional(),
    status: z.enum(CUSTOM_DESIGN_STATUSES).optional(),
    page: staffPageParam(),
  })
  .strict();
export type StaffCustomDesignsQuery = z.output<typeof staffCustomDesignsQuerySchema>;
export const staffCustomDesignParamsSchema = z.object({ id: z.uuid('Expected a design id') });

export const staffCustomDesignListSchema = z.object({ designs: z.array(customDesignSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type StaffCustomDesignList = z.infer<typeof staffCustomDesignListSchema>;

export const staffCustomDesignResponseSchema = z.object({
  design: customDesignSchema.extend({
    /** Every change, oldest first: who (the customer, or a staff e-mail) moved it where, with what detail. */
    history: z.array(
      z.object({ at: z.string(), from: z.enum(CUSTOM_DESIGN_STATUSES).nullable(), to: z.enum(CUSTOM_DESIGN_STATUSES), by: z.string(), detail: z.string().nullable() }),
    ),
  }),
});
export type StaffCustomDesignResponse = z.infer<typeof staffCustomDesignResponseSchema>;
