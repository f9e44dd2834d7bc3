import { z } from 'zod';
import { EVENT_KEY_PATTERN } from './event-fields';
import { singleLineText, multiLineText } from './text';

/**
 * Creating and editing an event in the back office (docs/backoffice.md#events), in the shop's four
 * languages at once: a shopper reads it in theirs.
 *
 * POST /api/staff/events        StaffEventCreate → 201 StaffEventResponse | 409 EVENT_KEY_TAKEN
 * PUT  /api/staff/events/:key   StaffEventEdit   → 200 StaffEventResponse (confirmed guests are e-mailed
 *   when the time or the place changes) | 409 EVENT_CANCELLED; 400 fields.capacity 'below_seats_held'
 *   when the capacity would be under the seats already held.
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
};

type EventTimes = { startsAt: string; endsAt: string; capacity: number; seatsReserved: number };
const checkTimesAndSeats = (event: EventTimes, ctx: z.RefinementCtx) => {
  if (event.endsAt <= event.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends_before_start' });
  if (event.seatsReserved > event.capacity) ctx.addIssue({ code: 'custom', path: ['seatsReserved'], message: 'over_capacity' });
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
});
export type StaffEventEditable = z.infer<typeof staffEventEditableSchema>;
