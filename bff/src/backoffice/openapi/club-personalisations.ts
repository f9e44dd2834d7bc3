import {
  clubPersonalisationRefusalSchema,
  emptyStaffBodySchema,
  STAFF_PATHS,
  staffClubPersonalisationListSchema,
  staffClubPersonalisationParamsSchema,
  staffClubPersonalisationResponseSchema,
  staffClubPersonalisationsQuerySchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, recordSteps, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

const STEP_ERRORS = { ...WRITE, 404: 'NOT_FOUND', 409: 'CLUB_PERSONALISATION_STATE: the request is already approved or refused' } as const;

/** The managers' free personalisations (club-personalisation-routes.ts). */
export function clubPersonalisationEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  const step = recordSteps(config, {
    params: staffClubPersonalisationParamsSchema,
    success: { status: 200, description: 'The request after the answer, with its history', json: staffClubPersonalisationResponseSchema },
    errors: STEP_ERRORS,
  });
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.clubPersonalisations),
      tag: TAG,
      summary: 'Free personalisation requests, the soonest occasion first (manager)',
      auth: 'staff',
      query: staffClubPersonalisationsQuerySchema,
      success: { status: 200, description: 'A page of requests', json: staffClubPersonalisationListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.clubPersonalisation),
      tag: TAG,
      summary: 'A free personalisation request with its member and history (manager)',
      auth: 'staff',
      params: staffClubPersonalisationParamsSchema,
      success: { status: 200, description: 'The request', json: staffClubPersonalisationResponseSchema },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    step(STAFF_PATHS.clubPersonalisationApproval, 'Approve a request: a bought piece is personalised free, a new piece gets its engraving code (manager)', emptyStaffBodySchema),
    step(STAFF_PATHS.clubPersonalisationRefusal, 'Refuse a request with the reason the member reads (manager)', clubPersonalisationRefusalSchema),
  ];
}
