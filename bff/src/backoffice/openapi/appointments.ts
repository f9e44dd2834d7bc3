import {
  emptyStaffBodySchema,
  STAFF_PATHS,
  staffAppointmentListSchema,
  staffAppointmentParamsSchema,
  staffAppointmentResponseSchema,
  staffAppointmentsQuerySchema,
  videoLinkSchema,
} from '@ama/contracts';
import type { Endpoint } from '../../openapi/endpoint';
import type { BackofficeSettings } from '../settings';
import { apiPath, SIGNED_IN, staffCalls, TAG, WRITE } from './common';

/** A day's appointments, a video call's link, cancelling one (appointment-routes.ts). */
export function appointmentEndpoints(config: BackofficeSettings): Endpoint[] {
  const calls = staffCalls(config);
  return [
    {
      method: 'get',
      path: apiPath(STAFF_PATHS.appointments),
      tag: TAG,
      summary: 'One day’s appointments (Italian time)',
      auth: 'staff',
      query: staffAppointmentsQuerySchema,
      success: { status: 200, description: 'The day’s appointments', json: staffAppointmentListSchema },
      errors: SIGNED_IN,
      rateLimit: calls,
    },
    {
      method: 'put',
      path: apiPath(STAFF_PATHS.appointmentVideoLink),
      tag: TAG,
      summary: 'Send a video call’s link (the customer is e-mailed)',
      auth: 'staffWrite',
      params: staffAppointmentParamsSchema,
      body: videoLinkSchema,
      success: { status: 200, description: 'The appointment', json: staffAppointmentResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND', 409: 'APPOINTMENT_CANCELLED' },
      rateLimit: calls,
    },
    {
      method: 'post',
      path: apiPath(STAFF_PATHS.appointmentCancellation),
      tag: TAG,
      summary: 'Cancel an appointment (the customer is e-mailed)',
      auth: 'staffWrite',
      params: staffAppointmentParamsSchema,
      body: emptyStaffBodySchema,
      bodyRequired: false,
      success: { status: 200, description: 'The appointment, cancelled', json: staffAppointmentResponseSchema },
      errors: { ...WRITE, 404: 'NOT_FOUND', 409: 'APPOINTMENT_CANCELLED' },
      rateLimit: calls,
    },
  ];
}
