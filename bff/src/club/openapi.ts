import {
  clubCitiesResponseSchema,
  clubDonationResponseSchema,
  clubDonationSchema,
  clubFriendInvitationResponseSchema,
  clubFriendInvitationSchema,
  clubIssuedCodeResponseSchema,
  clubLoanRequestSchema,
  clubLoanResponseSchema,
  clubLoansResponseSchema,
  clubMemberViewSchema,
  clubPlacesQuerySchema,
  clubPostalCodesResponseSchema,
  clubRegionsResponseSchema,
  clubRevocationResponseSchema,
  clubRevocationSchema,
  clubSignUpResponseSchema,
  clubSignUpSchema,
  clubTerminationResponseSchema,
  clubTerminationSchema,
  clubTermsChangeResponseSchema,
  clubTermsChangeSchema,
  localeQuerySchema,
} from '@ama/contracts';
import { z } from 'zod';
import type { ClubSettings } from './settings';
import { customDesignEndpoints } from './design-openapi';
import { limitOf, JSON_WRITE_ERRORS, CAPTCHA_ERRORS, type Endpoint } from '../openapi/endpoint';

/** A club member's link token that is missing, altered or expired (club/member-token.ts). */
const MEMBER_NOT_FOUND = { 404: 'NOT_FOUND: no or a bad member token' } as const;
/** Errors of a member page's benefit: a bad token, a benefit the member cannot have, a refused write. */
const MEMBER_BENEFIT_ERRORS = { ...MEMBER_NOT_FOUND, 409: 'CLUB_BENEFIT_REFUSED', ...JSON_WRITE_ERRORS } as const;
const eliteParams = z.object({ token: z.string().meta({ description: 'The ELITE page token (CLUB_ELITE_TOKEN)' }) });
/** Seasonal codes take no input: an empty object or no body (club/routes.ts). */
const emptyBody = z.strictObject({});

/** Club AMA's endpoints: places, sign-up, the member page, the operator API and ELITE. */
export function clubEndpoints(config: ClubSettings): Endpoint[] {
  const clubSignUps = limitOf('club sign-ups', config.club.rateLimit);
  const memberWrites = limitOf("club member page's writes", config.club.rateLimit);
  const operatorCalls = limitOf('club operator calls, counted before the token is checked', config.club.operatorRateLimit);
  return [
    {
      method: 'get',
      path: '/api/club/places/regions',
      tag: 'club',
      summary: "A country's regions",
      query: clubPlacesQuerySchema,
      success: { status: 200, description: 'Regions', json: clubRegionsResponseSchema },
    },
    {
      method: 'get',
      path: '/api/club/places/cities',
      tag: 'club',
      summary: "A region's cities",
      query: clubPlacesQuerySchema,
      success: { status: 200, description: 'Cities', json: clubCitiesResponseSchema },
    },
    {
      method: 'get',
      path: '/api/club/places/postal-codes',
      tag: 'club',
      summary: "A city's postal codes",
      query: clubPlacesQuerySchema,
      success: { status: 200, description: 'Postal codes', json: clubPostalCodesResponseSchema },
    },
    {
      method: 'post',
      path: '/api/club/sign-ups',
      tag: 'club',
      summary: 'Sign up to Club AMA',
      query: localeQuerySchema,
      body: clubSignUpSchema,
      success: { status: 201, description: 'Signed up (pending until the first purchase)', json: clubSignUpResponseSchema },
      errors: { 409: 'EMAIL_ALREADY_REGISTERED: the e-mail or the person is already a member', ...JSON_WRITE_ERRORS, ...CAPTCHA_ERRORS },
      rateLimit: clubSignUps,
    },
    {
      method: 'get',
      path: '/api/club/member',
      tag: 'club',
      summary: "The member page's view",
      query: localeQuerySchema,
      auth: 'member',
      success: { status: 200, description: 'The member', json: clubMemberViewSchema },
      errors: MEMBER_NOT_FOUND,
    },
    {
      method: 'post',
      path: '/api/club/member/seasonal-codes',
      tag: 'club',
      summary: "Issue this year's next seasonal code",
      query: localeQuerySchema,
      auth: 'member',
      body: emptyBody,
      bodyRequired: false,
      success: { status: 201, description: 'The code', json: clubIssuedCodeResponseSchema },
      errors: MEMBER_BENEFIT_ERRORS,
      rateLimit: memberWrites,
    },
    {
      method: 'post',
      path: '/api/club/member/friend-invitations',
      tag: 'club',
      summary: 'Bring a friend (a code for both)',
      query: localeQuerySchema,
      auth: 'member',
      body: clubFriendInvitationSchema,
      success: { status: 201, description: "The member's code and the friend's address", json: clubFriendInvitationResponseSchema },
      errors: MEMBER_BENEFIT_ERRORS,
      rateLimit: memberWrites,
    },
    {
      method: 'post',
      path: '/api/club/member/donations',
      tag: 'club',
      summary: "Donate a code's discount (trees planted instead)",
      query: localeQuerySchema,
      auth: 'member',
      body: clubDonationSchema,
      success: { status: 200, description: 'The donated code and the trees', json: clubDonationResponseSchema },
      errors: MEMBER_BENEFIT_ERRORS,
      rateLimit: memberWrites,
    },
    {
      method: 'get',
      path: '/api/club/member/loans',
      tag: 'club',
      summary: 'The ELITE jewellery loan: what is left this year and next, and the member’s requests',
      query: localeQuerySchema,
      auth: 'member',
      success: { status: 200, description: 'Loans', json: clubLoansResponseSchema },
      errors: MEMBER_NOT_FOUND,
    },
    {
      method: 'post',
      path: '/api/club/member/loans',
      tag: 'club',
      summary: 'Ask for a jewellery loan for an event (ELITE; twice a calendar year, at most 5 days)',
      query: localeQuerySchema,
      auth: 'member',
      body: clubLoanRequestSchema,
      success: { status: 201, description: 'Requested', json: clubLoanResponseSchema },
      errors: { ...MEMBER_BENEFIT_ERRORS, 403: 'FORBIDDEN: not an ELITE member (fields.kind elite_only)' },
      rateLimit: memberWrites,
    },
    {
      method: 'post',
      path: '/api/club/member/revocation',
      tag: 'club',
      summary: 'Revoke the membership in writing',
      query: localeQuerySchema,
      auth: 'member',
      body: clubRevocationSchema,
      success: { status: 200, description: 'Revoked (or already ended)', json: clubRevocationResponseSchema },
      errors: { ...MEMBER_NOT_FOUND, ...JSON_WRITE_ERRORS },
      rateLimit: memberWrites,
    },
    ...(config.club.operatorToken
      ? ([
          {
            method: 'post',
            path: '/api/club/operator/terminations',
            tag: 'club operator',
            summary: 'Terminate a membership for breach',
            auth: 'operator',
            body: clubTerminationSchema,
            success: { status: 200, description: 'Terminated (or already ended)', json: clubTerminationResponseSchema },
            errors: { 404: 'NOT_FOUND: a wrong bearer token, or no such member', ...JSON_WRITE_ERRORS },
            rateLimit: operatorCalls,
            condition: 'CLUB_OPERATOR_TOKEN is set',
          },
          {
            method: 'post',
            path: '/api/club/operator/terms-changes',
            tag: 'club operator',
            summary: 'Announce a terms change to every active member',
            auth: 'operator',
            body: clubTermsChangeSchema,
            success: { status: 201, description: 'Announced', json: clubTermsChangeResponseSchema },
            errors: { 404: 'NOT_FOUND: a wrong bearer token', ...JSON_WRITE_ERRORS },
            rateLimit: operatorCalls,
            condition: 'CLUB_OPERATOR_TOKEN is set',
          },
        ] satisfies Endpoint[])
      : []),
    {
      method: 'get',
      path: '/api/club/elite/:token',
      tag: 'club',
      summary: 'Whether a token opens the ELITE page',
      params: eliteParams,
      success: { status: 204, description: 'The token is the configured one', empty: true },
      errors: { 404: 'NOT_FOUND: any other token' },
    },
    ...customDesignEndpoints(config),
  ];
}
