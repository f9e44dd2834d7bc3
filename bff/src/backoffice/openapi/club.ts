import {
  clubTermsChangeResponseSchema,
  clubTermsChangeSchema,
  STAFF_PATHS,
  staffClubMemberListSchema,
  staffClubMemberParamsSchema,
  staffClubMemberResponseSchema,
  staffClubMembersQuerySchema,
  staffTerminationSchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

/** The managers' Club AMA: members, a termination, a terms change (club-routes.ts). */
export function clubEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.clubMembers),
      tag: TAG,
      summary: 'Club AMA members (manager)',
      auth: 'staff',
      query: staffClubMembersQuerySchema,
      success: { status: 200, description: 'A page of members', json: staffClubMemberListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.clubMember),
      tag: TAG,
      summary: 'A member: status, the year’s spend, history (manager)',
      auth: 'staff',
      params: staffClubMemberParamsSchema,
      success: { status: 200, description: 'The member', json: staffClubMemberResponseSchema },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.clubMemberTermination),
      tag: TAG,
      summary: 'Terminate a membership for breach, with its reason (manager)',
      auth: 'staffWrite',
      params: staffClubMemberParamsSchema,
      body: staffTerminationSchema,
      success: { status: 200, description: 'The member, terminated (or as they were when already ended)', json: staffClubMemberResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.clubTermsChanges),
      tag: TAG,
      summary: 'Announce a terms change at least 30 days ahead; every active member is e-mailed (manager)',
      auth: 'staffWrite',
      body: clubTermsChangeSchema,
      success: { status: 201, description: 'Announced', json: clubTermsChangeResponseSchema },
      errors: WRITE,
      rateLimit: calls,
    },
  ];
}
