import { STAFF_PATHS, type ClubLoanConfirmationInput, type StaffClubLoanList, type StaffClubLoanResponse, type StaffClubLoansQuery } from '@ama/contracts';
import { staffApi } from './cache-tags';
import { filteredListRead, recordRead, recordStep } from './staff-reads';
import { staffPath } from './staff-paths';

/** The ELITE loans list's filters as the API takes them (contracts' StaffClubLoansQuery). */
export type ClubLoansFilter = Partial<StaffClubLoansQuery>;

/** Each step of a loan's life and the body it sends (contracts/src/staff-club-loans.ts). */
export type ClubLoanStep = { id: string } & (
  { step: 'confirmation'; body: ClubLoanConfirmationInput } | { step: 'refusal'; body: { reason: string } } | { step: 'hand-over' | 'return'; body?: undefined }
);

const STEP_PATHS: Record<ClubLoanStep['step'], string> = {
  confirmation: STAFF_PATHS.clubLoanConfirmation,
  refusal: STAFF_PATHS.clubLoanRefusal,
  'hand-over': STAFF_PATHS.clubLoanHandOver,
  return: STAFF_PATHS.clubLoanReturn,
};

/** The managers' ELITE jewellery loans: the requests, one loan, and its steps (manager only: a staff-role session gets 403 FORBIDDEN). */
export const clubLoansApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** The loans, the next events first, 30 a page, by status if chosen. */
    staffClubLoans: build.query<StaffClubLoanList, ClubLoansFilter>(filteredListRead(STAFF_PATHS.clubLoans, 'StaffClubLoan')),
    /** One loan: the request, the member and every change. */
    staffClubLoan: build.query<StaffClubLoanResponse, string>(recordRead(STAFF_PATHS.clubLoan, 'id', 'StaffClubLoan')),
    /** Confirms (piece, from, until) or refuses (reason) a request, hands the piece over or takes it back: one POST each, with the CSRF token. */
    // After a step, and after one refused because the loan moved on (409) or went (404), the loan and the lists are read again.
    takeClubLoanStep: build.mutation<StaffClubLoanResponse, ClubLoanStep>(
      recordStep<ClubLoanStep, StaffClubLoanResponse>('StaffClubLoan', ({ id, step, body }) => ({ url: staffPath(STEP_PATHS[step], { id }), method: 'POST', body: body ?? {} })),
    ),
  }),
});

export const { useStaffClubLoansQuery, useStaffClubLoanQuery, useTakeClubLoanStepMutation } = clubLoansApi;
