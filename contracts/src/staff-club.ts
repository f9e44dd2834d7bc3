import { z } from 'zod';
import { moneyCentsSchema } from './catalog';
import { CLUB_STATUSES } from './club-fields';
import { localeSchema } from './locales';
import { localeParam } from './query-params';
import { staffPageParam, staffSearchParam } from './staff-inputs';
import { STAFF_CLUB_MEMBER_SORT_KEYS, staffSortParam } from './staff-sorting';
import { multiLineText } from './text';

/**
 * The managers' Club AMA: its members, one member, a termination for breach and a terms change (that
 * one's schemas are the operator API's: clubTermsChangeSchema in club.ts, its answer in club-operator-responses.ts).
 *
 * GET  /api/staff/club/members?q&status&page&sort → 200 StaffClubMemberList (manager; sort: staff-sorting.ts)
 * GET  /api/staff/club/members/:id → 200 StaffClubMemberResponse: status, the year's spend, history (manager)
 * POST /api/staff/club/members/:id/termination { reason } → 200 StaffClubMemberResponse (manager; the operator API's rule)
 * POST /api/staff/club/terms-changes { version, summary, effectiveFrom } → 201 { version, notified } (manager; ≥ 30 days ahead)
 */

export const staffClubMembersQuerySchema = z
  .object({
    locale: localeParam.optional(),
    /** A piece of the e-mail or of the name. */
    q: staffSearchParam(),
    status: z.enum(CLUB_STATUSES).optional(),
    page: staffPageParam(),
    sort: staffSortParam(STAFF_CLUB_MEMBER_SORT_KEYS),
  })
  .strict();
export type StaffClubMembersQuery = z.output<typeof staffClubMembersQuerySchema>;
export const staffClubMemberParamsSchema = z.object({ id: z.uuid('Expected a member id') });

export const staffClubMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastname: z.string(),
  locale: localeSchema,
  status: z.enum(CLUB_STATUSES),
  registeredAt: z.string(),
  memberSince: z.string().nullable(),
  eliteUntilYear: z.number().int().nullable(),
});
export type StaffClubMember = z.infer<typeof staffClubMemberSchema>;
export const staffClubMemberListSchema = z.object({ members: z.array(staffClubMemberSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type StaffClubMemberList = z.infer<typeof staffClubMemberListSchema>;

export const staffClubMemberResponseSchema = z.object({
  member: staffClubMemberSchema.extend({
    /** Purchases at list price in Italy's current calendar year (what ELITE counts). */
    yearSpendCents: moneyCentsSchema,
    codes: z.number().int(),
    history: z.array(
      z.object({ at: z.string(), from: z.enum(CLUB_STATUSES).nullable(), to: z.enum(CLUB_STATUSES), reason: z.string(), actor: z.string(), detail: z.string().nullable() }),
    ),
  }),
});
export type StaffClubMemberResponse = z.infer<typeof staffClubMemberResponseSchema>;

export const staffTerminationSchema = z.object({ reason: multiLineText().min(1, 'required').max(500, 'too_long') }).strict();
