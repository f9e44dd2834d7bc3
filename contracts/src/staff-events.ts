import { z } from 'zod';
import { EVENT_ACCESS, EVENT_KEY_PATTERN, EVENT_MEMBERS_FIRST_DAYS } from './event-fields';
import { eventSummarySchema } from './events';
import { localeSchema } from './locales';
import { singleLineText, multiLineText } from './text';

/**
 * Events for staff (docs/backoffice.md#events): the list, one event's guests, and creating, editing
 * (in the shop's four languages at once: a shopper reads it in theirs) and cancelling one.
 *
 * GET  /api/staff/events           → 200 StaffEventList (upcoming first, then past)
 * GET  /api/staff/events/:key      → 200 StaffEventResponse: seats and every registration with its companions
 * GET  /api/staff/events/:key/registrations.csv → 200 text/csv
 * POST /api/staff/events/:key/cancellation → 200 StaffEventResponse; every confirmed guest is e-mailed | 409 EVENT_CANCELLED
 * POST /api/staff/events        StaffEventCreate → 201 StaffEventResponse | 409 EVENT_KEY_TAKEN
 * PUT  /api/staff/events/:key   StaffEventEdit   → 200 StaffEventResponse (confirmed guests are e-mailed
 *   when the time or the place changes) | 409 EVENT_CANCELLED; 400 fields.capacity 'below_seats_held'
 *   when the capacity would be under the seats already held.
 *
 * Access (docs/services.md, "Invitations to events and previews"): `access` 'public' | 'members_only' |
 * 'members_first' with `membersFirstDays` (1–60, members_first only). Left out: 'public' for a new event,
 * unchanged for an edit. Saving an event as members only or members first invites every active Club AMA
 * member by e-mail, once per event. 400 fields.membersFirstDays 'required' | 'members_first_only' |
 * 'opens_after_start' (registration would open to everyone only after the event has started).
 */

export const STAFF_EVENT_LIMITS = {
  titleMaxLength: 120,
  summaryMaxLength: 300,
  descriptionMaxLength: 4000,
  venueMaxLength: 120,
  addressMaxLength: 200,
  cityMaxLength: 80,
  keyMaxLength: 60,
  capacityMax: 2000,
} as const;

const text = (max: number) => singleLineText().trim().min(1, 'required').max(max, 'too_long');

/** One language's texts of an event. */
export const eventTextsSchema = z
  .object(
    {
      title: text(STAFF_EVENT_LIMITS.titleMaxLength),
      summary: text(STAFF_EVENT_LIMITS.summaryMaxLength),
      /** Paragraphs separated by blank lines. */
      description: multiLineText().trim().min(1, 'required').max(STAFF_EVENT_LIMITS.descriptionMaxLength, 'too_long'),
      venueName: text(STAFF_EVENT_LIMITS.venueMaxLength),
      address: text(STAFF_EVENT_LIMITS.addressMaxLength),
      city: text(STAFF_EVENT_LIMITS.cityMaxLength),
    },
    { error: (issue) => (issue.input === undefined ? 'required' : undefined) },
  )
  .strict();
export type EventTexts = z.output<typeof eventTextsSchema>;

/** A wall-clock time at the venue (Italy): '2027-03-18T18:30'. */
const venueTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'invalid_time');

const eventFields = {
  startsAt: venueTime,
  endsAt: venueTime,
  capacity: z.number({ error: 'not_whole_number' }).int('not_whole_number').min(1, 'too_small').max(STAFF_EVENT_LIMITS.capacityMax, 'too_large'),
  /** Seats held for guests invited outside the shop (press, partners). */
  seatsReserved: z.number({ error: 'not_whole_number' }).int('not_whole_number').min(0, 'too_small').max(STAFF_EVENT_LIMITS.capacityMax, 'too_large'),
  texts: z.object({ en: eventTextsSchema, it: eventTextsSchema, es: eventTextsSchema, de: eventTextsSchema }).strict(),
  /** Who may register; left out: 'public' for a new event, unchanged for an edit. */
  access: z.enum(EVENT_ACCESS, 'invalid').optional(),
  /** Members first: how many days before everyone else members may register (with access 'members_first' only). */
  membersFirstDays: z
    .number({ error: 'not_whole_number' })
    .int('not_whole_number')
    .min(EVENT_MEMBERS_FIRST_DAYS.min, 'too_small')
    .max(EVENT_MEMBERS_FIRST_DAYS.max, 'too_large')
    .nullable()
    .optional(),
};

type EventTimes = { startsAt: string; endsAt: string; capacity: number; seatsReserved: number; access?: string; membersFirstDays?: number | null };
const checkTimesAndSeats = (event: EventTimes, ctx: z.RefinementCtx) => {
  if (event.endsAt <= event.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends_before_start' });
  if (event.seatsReserved > event.capacity) ctx.addIssue({ code: 'custom', path: ['seatsReserved'], message: 'over_capacity' });
  // The days go with 'members_first' in the same body, so an edit never leaves them behind another access.
  const days = event.membersFirstDays ?? null;
  if (event.access === 'members_first' && days === null) ctx.addIssue({ code: 'custom', path: ['membersFirstDays'], message: 'required' });
  if (event.access !== 'members_first' && days !== null) ctx.addIssue({ code: 'custom', path: ['membersFirstDays'], message: 'members_first_only' });
};

export const staffEventEditSchema = z.object(eventFields).strict().superRefine(checkTimesAndSeats);
export type StaffEventEditInput = z.input<typeof staffEventEditSchema>;
export type StaffEventEdit = z.output<typeof staffEventEditSchema>;

export const staffEventCreateSchema = z
  .object({
    /** The address of its page: /events/<key>. Lower-case letters, digits and single hyphens. */
    key: z.string().regex(EVENT_KEY_PATTERN, 'invalid_key').max(STAFF_EVENT_LIMITS.keyMaxLength, 'too_long'),
    ...eventFields,
  })
  .strict()
  .superRefine(checkTimesAndSeats);
export type StaffEventCreateInput = z.input<typeof staffEventCreateSchema>;
export type StaffEventCreate = z.output<typeof staffEventCreateSchema>;

/** What the edit form starts from: the event's own fields, its wall-clock times at the venue and its four languages' texts. */
export const staffEventEditableSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  seatsReserved: z.number().int(),
  texts: z.object({ en: eventTextsSchema, it: eventTextsSchema, es: eventTextsSchema, de: eventTextsSchema }),
  /** As staff chose it (a members-first event stays 'members_first' here once everyone may register); absent reads 'public'. */
  access: z.enum(EVENT_ACCESS).optional(),
  membersFirstDays: z.number().int().nullable().optional(),
});
export type StaffEventEditable = z.infer<typeof staffEventEditableSchema>;

export const staffEventParamsSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Expected an event key')
    .max(60),
});

/** An event as staff see it: the shopper's summary, plus the seats held for invited guests, taken and registrations. */
export const staffEventSummarySchema = eventSummarySchema.extend({
  seatsReserved: z.number().int(),
  seatsTaken: z.number().int(),
  /** Confirmed registrations (attending or not). */
  registrations: z.number().int(),
});
export type StaffEventSummary = z.infer<typeof staffEventSummarySchema>;
export const staffEventListSchema = z.object({ events: z.array(staffEventSummarySchema) });
export type StaffEventList = z.infer<typeof staffEventListSchema>;

export const staffRegistrationSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  company: z.string(),
  presence: z.boolean(),
  seats: z.number().int(),
  companions: z.array(z.string()),
  locale: localeSchema,
  status: z.enum(['confirmed', 'cancelled']),
  registeredAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type StaffRegistration = z.infer<typeof staffRegistrationSchema>;
export const staffEventResponseSchema = z.object({
  event: staffEventSummarySchema,
  registrations: z.array(staffRegistrationSchema),
  /** What the edit form starts from (staffEventEditableSchema above). */
  editable: staffEventEditableSchema,
});
export type StaffEventResponse = z.infer<typeof staffEventResponseSchema>;
