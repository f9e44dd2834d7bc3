import {
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
      params: eventParams,
      query: localeQuerySchema,
      body: eventRegistrationSchema,
      success: { status: 201, description: 'Registered', json: eventRegistrationResponseSchema },
      errors: { 404: 'NOT_FOUND: no such event', 409: 'EVENT_PAST | EVENT_CANCELLED | SOLD_OUT | EMAIL_ALREADY_REGISTERED', ...JSON_WRITE_ERRORS, ...CAPTCHA_ERRORS },
      rateLimit: eventWrites,
    },
  ];
}
