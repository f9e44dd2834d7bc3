import {
  appointmentBookingResponseSchema,
  appointmentBookingSchema,
  appointmentCancelResponseSchema,
  appointmentCancelSchema,
  APPOINTMENTS,
  appointmentSlotsQuerySchema,
  appointmentSlotsResponseSchema,
  clubServicesResponseSchema,
  localeQuerySchema,
} from '@ama/contracts';
import { limitOf, JSON_WRITE_ERRORS, CAPTCHA_ERRORS, type Endpoint } from '../openapi/endpoint';

/** The appointment booking's endpoints. */
export function appointmentsEndpoints(): Endpoint[] {
  const appointmentWrites = limitOf('appointment bookings and cancellations', { limit: APPOINTMENTS.writeRateLimit, windowMs: APPOINTMENTS.writeRateWindowSeconds * 1000 });
  return [
    {
      method: 'get',
      path: '/api/appointments/slots',
      tag: 'appointments',
      summary: "A day's free slots",
      query: appointmentSlotsQuerySchema,
      success: { status: 200, description: 'Free slots', json: appointmentSlotsResponseSchema },
    },
    {
      method: 'post',
      path: '/api/appointments',
      tag: 'appointments',
      summary: 'Book an appointment',
      query: localeQuerySchema,
      body: appointmentBookingSchema,
      success: { status: 201, description: 'Booked', json: appointmentBookingResponseSchema },
      errors: {
        403: 'FORBIDDEN: a club service without a member link entitled to it (fields.kind members_only / elite_only)',
        409: 'SLOT_TAKEN; CLUB_SERVICE_ALREADY_USED (a club service already booked this year)',
        ...JSON_WRITE_ERRORS,
        ...CAPTCHA_ERRORS,
      },
      rateLimit: appointmentWrites,
    },
    {
      method: 'get',
      path: '/api/appointments/club-services',
      tag: 'appointments',
      summary: "A Club AMA member's yearly services (the member link's token in x-club-member-token)",
      query: localeQuerySchema,
      success: { status: 200, description: 'The services the member is entitled to, used or not this year', json: clubServicesResponseSchema },
      errors: { 404: 'NOT_FOUND: the token names no member' },
    },
    {
      method: 'post',
      path: '/api/appointments/cancel',
      tag: 'appointments',
      summary: "Cancel with the e-mail's link token",
      body: appointmentCancelSchema,
      success: { status: 200, description: 'Cancelled (or already)', json: appointmentCancelResponseSchema },
      errors: { 404: 'NOT_FOUND: no appointment has this token', ...JSON_WRITE_ERRORS },
      rateLimit: appointmentWrites,
    },
  ];
}
