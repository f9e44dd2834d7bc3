import {
  clubLoanConfirmationSchema,
  clubLoanRefusalSchema,
  emptyStaffBodySchema,
  STAFF_PATHS,
  staffClubLoanListSchema,
  staffClubLoanParamsSchema,
  staffClubLoanResponseSchema,
  staffClubLoansQuerySchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, recordSteps, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

const STEP_ERRORS = { ...WRITE, 404: 'NOT_FOUND', 409: 'CLUB_LOAN_STATE: the loan is not in the status this step starts from' } as const;

/** The managers' ELITE jewellery loans (club-loan-routes.ts). */
export function clubLoanEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  const step = recordSteps(config, {
    params: staffClubLoanParamsSchema,
    success: { status: 200, description: 'The loan after the step, with its history', json: staffClubLoanResponseSchema },
    errors: STEP_ERRORS,
  });
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.clubLoans),
      tag: TAG,
      summary: 'ELITE jewellery loan requests, the soonest event first (manager)',
      auth: 'staff',
      query: staffClubLoansQuerySchema,
      success: { status: 200, description: 'A page of loans', json: staffClubLoanListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.clubLoan),
      tag: TAG,
      summary: 'A loan with its member and history (manager)',
      auth: 'staff',
      params: staffClubLoanParamsSchema,
      success: { status: 200, description: 'The loan', json: staffClubLoanResponseSchema },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    step(STAFF_PATHS.clubLoanConfirmation, 'Confirm a requested loan: the piece and the days, the event’s day among them (manager)', clubLoanConfirmationSchema),
    step(STAFF_PATHS.clubLoanRefusal, 'Refuse a requested loan with the reason the member reads (manager)', clubLoanRefusalSchema),
    step(STAFF_PATHS.clubLoanHandOver, 'Mark a confirmed loan handed over (manager)', emptyStaffBodySchema),
    step(STAFF_PATHS.clubLoanReturn, 'Mark a handed-over loan returned (manager)', emptyStaffBodySchema),
  ];
}
