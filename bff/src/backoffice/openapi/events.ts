import {
  emptyStaffBodySchema,
  localeQuerySchema,
  STAFF_PATHS,
  staffEventCreateSchema,
  staffEventEditSchema,
  staffEventListSchema,
  staffEventParamsSchema,
  staffEventResponseSchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

/** Events: the list, one event's guests, cancelling, creating and editing one (event-routes.ts). */
export function eventEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.events),
      tag: TAG,
      summary: 'Events with their seats and guests',
      auth: 'staff',
      query: localeQuerySchema,
      success: { status: 200, description: 'Events', json: staffEventListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.event),
      tag: TAG,
      summary: 'An event and every registration with its companions',
      auth: 'staff',
      params: staffEventParamsSchema,
      query: localeQuerySchema,
      success: { status: 200, description: 'The event and its registrations', json: staffEventResponseSchema },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.eventRegistrationsCsv),
      tag: TAG,
      summary: 'The registrations as CSV (UTF-8 with BOM)',
      auth: 'staff',
      params: staffEventParamsSchema,
      query: localeQuerySchema,
      success: { status: 200, description: 'CSV, one registration a row', csv: true },
      errors: { ...SIGNED_IN, 404: 'NOT_FOUND' },
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.eventCancellation),
      tag: TAG,
      summary: 'Cancel an event: every confirmed guest is e-mailed',
      auth: 'staffWrite',
      params: staffEventParamsSchema,
      query: localeQuerySchema,
      body: emptyStaffBodySchema,
      bodyRequired: false,
      success: { status: 200, description: 'The event, cancelled, and its registrations', json: staffEventResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND', 409: 'EVENT_CANCELLED: cancelled already' },
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.events),
      tag: TAG,
      summary: 'Create an event, open for registration, in the four languages',
      auth: 'staffWrite',
      query: localeQuerySchema,
      body: staffEventCreateSchema,
      success: { status: 201, description: 'The event, and its (no) registrations', json: staffEventResponseSchema },
      errors: { ...WRITE, 409: 'EVENT_KEY_TAKEN: another event has this key' },
      rateLimit: calls,
    },
    {
      method: 'put',
      path: apiPath(STAFF_PATHS.event),
      tag: TAG,
      summary: 'Edit an event: its time, place, seats and texts (confirmed guests are e-mailed a new time or place)',
      auth: 'staffWrite',
      params: staffEventParamsSchema,
      query: localeQuerySchema,
      body: staffEventEditSchema,
      success: { status: 200, description: 'The event, edited, and its registrations', json: staffEventResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND', 409: 'EVENT_CANCELLED: a cancelled event is not edited' },
      rateLimit: calls,
    },
  ];
}
