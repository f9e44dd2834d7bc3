import {
  CLUB_MEMBER_TOKEN_HEADER,
  eventCancellationResponseSchema,
  eventCancellationSchema,
  eventDetailSchema,
  eventKeySchema,
  eventListResponseSchema,
  eventRegistrationResponseSchema,
  eventRegistrationSchema,
  EVENTS,
  localeQuerySchema,
} from '@ama/contracts';
import { z } from 'zod';
import { limitOf, JSON_WRITE_ERRORS, CAPTCHA_ERRORS, type Endpoint } from '../openapi/endpoint';

const eventParams = z.object({ key: eventKeySchema });

/** A Club AMA member's link token: lets a member register for an event for members (only, or first); optional otherwise. */
const memberHeaders = z.object({
  [CLUB_MEMBER_TOKEN_HEADER]: z.string().optional().meta({ description: "The signed token of the member page's link (/club/member?token=…)" }),
});

/** The corporate events' endpoints. */
export function eventsEndpoints(): Endpoint[] {
  const eventWrites = limitOf('event registrations and cancellations', { limit: EVENTS.writeRateLimit, windowMs: EVENTS.writeRateWindowSeconds * 1000 });
  return [
    {
      method: 'get',
      path: '/api/events',
      tag: 'events',
      summary: 'Corporate events',
      query: localeQuerySchema,
      success: { status: 200, description: 'Events', json: eventListResponseSchema },
    },
    {
      method: 'get',
      path: '/api/events/:key',
      tag: 'events',
      summary: 'One event',
      params: eventParams,
      query: localeQuerySchema,
      success: { status: 200, description: 'The event', json: eventDetailSchema },
      errors: { 404: 'NOT_FOUND: no such event' },
    },
    {
      method: 'post',
      path: '/api/events/registrations/cancel',
      tag: 'events',
      summary: "Cancel a registration with the e-mail's link token",
      query: localeQuerySchema,
      body: eventCancellationSchema,
      success: { status: 200, description: 'Cancelled', json: eventCancellationResponseSchema },
      errors: { 404: 'NOT_FOUND: no registration has this token', 409: 'EVENT_PAST', ...JSON_WRITE_ERRORS },
      rateLimit: eventWrites,
    },
    {
      method: 'post',
      path: '/api/events/:key/registrations',
      tag: 'events',
      summary: 'Register for an event',
      description:
        'An event for Club AMA members (access members_only, or members_first before publicRegistrationOpensAt) takes a member: ' +
        `the member link's token in ${CLUB_MEMBER_TOKEN_HEADER}, or the e-mail of an active member (docs/services.md).`,
      params: eventParams,
      query: localeQuerySchema,
      headers: memberHeaders,
      body: eventRegistrationSchema,
      success: { status: 201, description: 'Registered', json: eventRegistrationResponseSchema },
      errors: {
        403: 'EVENT_MEMBERS_ONLY: for Club AMA members, and neither a member link nor an active member’s e-mail',
        404: 'NOT_FOUND: no such event',
        409: 'EVENT_PAST | EVENT_CANCELLED | SOLD_OUT | EMAIL_ALREADY_REGISTERED',
        ...JSON_WRITE_ERRORS,
        ...CAPTCHA_ERRORS,
      },
      rateLimit: eventWrites,
    },
  ];
}
