import { z } from 'zod';
import { APPOINTMENT_KINDS } from './appointment-fields';
import { appointmentPlaceSchema } from './appointments';
import { localeSchema } from './locales';
import { localeParam } from './query-params';
import { STAFF_LIMITS } from './staff-fields';
import { staffCalendarDay } from './staff-inputs';
import { singleLineText } from './text';

/**
 * The appointments of a day, a video call's link and cancelling one.
 *
 * GET  /api/staff/appointments?date=YYYY-MM-DD → 200 StaffAppointmentList (that day, Italian time)
 * PUT  /api/staff/appointments/:id/video-link { videoLink } → 200 StaffAppointmentResponse; the customer is e-mailed the link
 * POST /api/staff/appointments/:id/cancellation → 200 StaffAppointmentResponse; the customer is e-mailed
 */

export const staffAppointmentsQuerySchema = z.object({ locale: localeParam.optional(), date: staffCalendarDay }).strict();
export const staffAppointmentParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The video call's link staff send: an https address (a meeting room of the shop's video service). */
export const videoLinkSchema = z
  .object({
    videoLink: singleLineText()
      .min(1, 'required')
      .max(STAFF_LIMITS.videoLinkMaxLength, 'too_long')
      .refine((link) => URL.canParse(link) && new URL(link).protocol === 'https:', 'invalid_url'),
  })
  .strict();
export type VideoLinkInput = z.input<typeof videoLinkSchema>;

export const staffAppointmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPOINTMENT_KINDS),
  place: appointmentPlaceSchema.nullable(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  locale: localeSchema,
  status: z.enum(['booked', 'cancelled']),
  videoLink: z.string().nullable(),
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;
export const staffAppointmentListSchema = z.object({ date: z.string(), appointments: z.array(staffAppointmentSchema) });
export type StaffAppointmentList = z.infer<typeof staffAppointmentListSchema>;
export const staffAppointmentResponseSchema = z.object({ appointment: staffAppointmentSchema });
export type StaffAppointmentResponse = z.infer<typeof staffAppointmentResponseSchema>;
