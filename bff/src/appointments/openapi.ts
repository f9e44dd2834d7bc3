import {
  appointmentBookingResponseSchema,
  appointmentBookingSchema,
  appointmentCancelResponseSchema,
  appointmentCancelSchema,
  APPOINTMENTS,
  appointmentSlotsQuerySchema,
  appointmentSlotsResponseSchema,
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
      errors: { 409: 'SLOT_TAKEN', ...JSON_WRITE_ERRORS, ...CAPTCHA_ERRORS },
      rateLimit: appointmentWrites,
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
