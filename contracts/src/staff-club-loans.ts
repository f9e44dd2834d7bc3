import { z } from 'zod';
import { CLUB_LOAN_STATUSES } from './club-loan-fields';
import { clubLoanSchema } from './club-loans';
import { localeSchema } from './locales';
import { localeParam } from './query-params';
import { staffPageParam } from './staff-inputs';

/**
 * The managers' side of the ELITE jewellery loan (club-loans.ts, docs/services.md#elite-jewellery-loan).
 *
 * GET  /api/staff/club/loans?status&page → 200 StaffClubLoanList, the next events first (manager)
 * GET  /api/staff/club/loans/:id → 200 StaffClubLoanResponse: the request, the member, its history (manager)
 * POST /api/staff/club/loans/:id/confirmation { piece, from, until } → 200 StaffClubLoanResponse
 * POST /api/staff/club/loans/:id/refusal { reason } → 200 StaffClubLoanResponse
 * POST /api/staff/club/loans/:id/hand-over {} → 200; POST /api/staff/club/loans/:id/return {} → 200
 *   400 VALIDATION_FAILED; 409 CLUB_LOAN_STATE when the loan is not in the status the step starts from
 */

export const staffClubLoansQuerySchema = z
  .object({
    locale: localeParam.optional(),
    status: z.enum(CLUB_LOAN_STATUSES).optional(),
    page: staffPageParam(),
  })
  .strict();
export type StaffClubLoansQuery = z.output<typeof staffClubLoansQuerySchema>;
export const staffClubLoanParamsSchema = z.object({ id: z.uuid('Expected a loan id') });

const loanMemberSchema = z.object({ id: z.string(), name: z.string(), lastname: z.string(), email: z.string(), locale: localeSchema });

export const staffClubLoanSchema = clubLoanSchema.extend({ member: loanMemberSchema });
export type StaffClubLoan = z.infer<typeof staffClubLoanSchema>;
export const staffClubLoanListSchema = z.object({ loans: z.array(staffClubLoanSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type StaffClubLoanList = z.infer<typeof staffClubLoanListSchema>;

export const staffClubLoanResponseSchema = z.object({
  loan: staffClubLoanSchema.extend({
    /** Every change, oldest first: who (the member, or a staff e-mail) moved it where, with what detail. */
    history: z.array(z.object({ at: z.string(), from: z.enum(CLUB_LOAN_STATUSES).nullable(), to: z.enum(CLUB_LOAN_STATUSES), by: z.string(), detail: z.string().nullable() })),
  }),
});
export type StaffClubLoanResponse = z.infer<typeof staffClubLoanResponseSchema>;
