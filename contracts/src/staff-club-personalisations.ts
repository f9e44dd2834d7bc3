import { z } from 'zod';
import { CLUB_PERSONALISATION_STATUSES } from './club-personalisation-fields';
import { clubPersonalisationSchema } from './club-personalisations';
import { localeSchema } from './locales';
import { localeParam } from './query-params';
import { staffPageParam } from './staff-inputs';

/**
 * The managers' side of the free personalisation (club-personalisations.ts, docs/services.md#free-personalisation).
 *
 * GET  /api/staff/club/personalisations?status&page → 200 StaffClubPersonalisationList, the soonest occasion first (manager)
 * GET  /api/staff/club/personalisations/:id → 200 StaffClubPersonalisationResponse: the request, the member, its history (manager)
 * POST /api/staff/club/personalisations/:id/approval {} → 200 (a new piece's engraving code is issued and e-mailed)
 * POST /api/staff/club/personalisations/:id/refusal { reason } → 200
 *   400 VALIDATION_FAILED; 409 CLUB_PERSONALISATION_STATE once it is approved or refused
 */

export const staffClubPersonalisationsQuerySchema = z
  .object({
    locale: localeParam.optional(),
    status: z.enum(CLUB_PERSONALISATION_STATUSES).optional(),
    page: staffPageParam(),
  })
  .strict();
export type StaffClubPersonalisationsQuery = z.output<typeof staffClubPersonalisationsQuerySchema>;
export const staffClubPersonalisationParamsSchema = z.object({ id: z.uuid('Expected a personalisation id') });

const personalisationMemberSchema = z.object({ id: z.string(), name: z.string(), lastname: z.string(), email: z.string(), locale: localeSchema });

export const staffClubPersonalisationSchema = clubPersonalisationSchema.extend({ member: personalisationMemberSchema });
export type StaffClubPersonalisation = z.infer<typeof staffClubPersonalisationSchema>;
export const staffClubPersonalisationListSchema = z.object({
  personalisations: z.array(staffClubPersonalisationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type StaffClubPersonalisationList = z.infer<typeof staffClubPersonalisationListSchema>;

export const staffClubPersonalisationResponseSchema = z.object({
  personalisation: staffClubPersonalisationSchema.extend({
    /** Every change, oldest first: who (the member, or a staff e-mail) moved it where, with what detail. */
    history: z.array(
      z.object({
        at: z.string(),
        from: z.enum(CLUB_PERSONALISATION_STATUSES).nullable(),
        to: z.enum(CLUB_PERSONALISATION_STATUSES),
        by: z.string(),
        detail: z.string().nullable(),
      }),
    ),
  }),
});
export type StaffClubPersonalisationResponse = z.infer<typeof staffClubPersonalisationResponseSchema>;
