import { z } from 'zod';
import { normalisePhone } from './phone';
import { localeParam } from './query-params';
import { singleLineText } from './text';
import { isCalendarDate } from './calendar-date';
import { APPOINTMENT_KINDS, APPOINTMENT_LIMITS, CLUB_SERVICE_KINDS, needsPlace, type AppointmentFieldProblem, type AppointmentKind } from './appointment-fields';
export * from './appointment-fields';

/**
 * Appointments (docs/requirements.md#stores): a visit to a store, a phone call, a video call or
 * a visit to the Milan showroom. A slot is booked once (a unique index in the database decides), the
 * confirmation e-mail carries a cancellation link, and the video call's link is filled in by the staff.
 */

const problem = (code: AppointmentFieldProblem) => ({ error: code });
const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });
const requiredText = (maxLength: number) => text().min(1, problem('required')).max(maxLength, problem('too_long'));

const kind = z.enum(APPOINTMENT_KINDS, problem('invalid_kind'));
/** A place id, or absent / empty for the calls. */
const place = text()
  .max(APPOINTMENT_LIMITS.placeMaxLength, problem('too_long'))
  .nullish()
  .transform((value) => value || null);

const placeRule = (value: { kind: AppointmentKind; place: string | null }, ctx: z.RefinementCtx) => {
  if (needsPlace(value.kind) && !value.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'place_required' });
  if (!needsPlace(value.kind) && value.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'place_not_allowed' });
};

/** GET /api/appointments/slots?kind=&place=&date=YYYY-MM-DD (the day in the place's time zone). */
export const appointmentSlotsQuerySchema = z
  .object({
    locale: localeParam,
    kind,
    place,
    date: text().min(1, problem('required')).refine(isCalendarDate, problem('invalid_date')),
  })
  .superRefine(placeRule);
export type AppointmentSlotsQuery = z.output<typeof appointmentSlotsQuerySchema>;

export const appointmentSlotSchema = z.object({
  /** UTC instant, ISO 8601. What a booking sends back as `start`. */
  start: z.string(),
  /** The start as the place's clock shows it, 'HH:MM'. */
  time: z.string(),
});
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;

/** 200 answer: the free slots of that day, in order (booked and past ones left out). */
export const appointmentSlotsResponseSchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS),
  place: z.string().nullable(),
  date: z.string(),
  timeZone: z.string(),
  slotMinutes: z.number(),
  slots: z.array(appointmentSlotSchema),
});
export type AppointmentSlotsResponse = z.infer<typeof appointmentSlotsResponseSchema>;

/** 'Z' or an offset: the instant must be unambiguous. */
const instant = text()
  .min(1, problem('required'))
  .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, problem('invalid_slot'));

/**
 * POST /api/appointments body. The phone is checked as a number of the place's country, Italy for the
 * calls, unless it starts with +country; the server stores it in E.164. Unknown keys are refused.
 */
export const appointmentBookingSchema = z
  .strictObject(
    {
      kind,
      place,
      start: instant,
      name: requiredText(APPOINTMENT_LIMITS.nameMaxLength),
      email: requiredText(APPOINTMENT_LIMITS.emailMaxLength).regex(z.regexes.email, problem('invalid_email')),
      phone: requiredText(APPOINTMENT_LIMITS.phoneMaxLength).refine((value) => value === '' || normalisePhone(value, 'IT') !== null, problem('invalid_phone')),
      privacy: z.literal(true, problem('privacy_required')),
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.code === 'invalid_type' ? 'Expected a JSON object' : undefined),
    },
  )
  .superRefine(placeRule);
export type AppointmentBookingInput = z.input<typeof appointmentBookingSchema>;
export type AppointmentBooking = z.output<typeof appointmentBookingSchema>;

export const appointmentPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
});

/** What the shopper sees of a booking (201 answer, cancellation answer). */
export const appointmentViewSchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS),
  place: appointmentPlaceSchema.nullable(),
  start: z.string(),
  end: z.string(),
  /** The time zone the appointment's clock time is shown in (the place's; the call centre's for calls). */
  timeZone: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['booked', 'cancelled']),
});
export type AppointmentView = z.infer<typeof appointmentViewSchema>;

export const appointmentBookingResponseSchema = z.object({ appointment: appointmentViewSchema });
export type AppointmentBookingResponse = z.infer<typeof appointmentBookingResponseSchema>;

/** POST /api/appointments/cancel body: the token of the e-mail's link. */
export const appointmentCancelSchema = z.strictObject({
  token: text()
    .min(1, problem('required'))
    .max(APPOINTMENT_LIMITS.tokenMaxLength, problem('invalid_token'))
    .regex(/^[A-Za-z0-9_-]+$/, problem('invalid_token')),
});
/** 200 answer; cancelling again is harmless and says so. */
export const appointmentCancelResponseSchema = z.object({ appointment: appointmentViewSchema, alreadyCancelled: z.boolean() });
export type AppointmentCancelResponse = z.infer<typeof appointmentCancelResponseSchema>;

/** One yearly club service as the member page shows it: booked this year (with when) or still to use. */
export const clubServiceStateSchema = z.object({
  kind: z.enum(CLUB_SERVICE_KINDS),
  /** The Italian calendar year the service counts in. */
  year: z.number(),
  /** This year's live booking, or null when the service is still to use. */
  booking: z.object({ start: z.string(), timeZone: z.string(), placeName: z.string(), bookedAt: z.string() }).nullable(),
});
export type ClubServiceState = z.infer<typeof clubServiceStateSchema>;

/**
 * GET /api/appointments/club-services (the member link's token in its header): the services the member
 * is entitled to (none for a pending, revoked or terminated account), and the name and e-mail a booking
 * of theirs is made in (benefits are personal). 404 for a token that names no member.
 */
export const clubServicesResponseSchema = z.object({
  member: z.object({ name: z.string(), email: z.string() }),
  services: z.array(clubServiceStateSchema),
});
export type ClubServicesResponse = z.infer<typeof clubServicesResponseSchema>;
