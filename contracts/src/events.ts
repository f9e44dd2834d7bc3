import { z } from 'zod';
import { EVENTS } from './constants';
import { normalisePhone } from './phone';
import { singleLineText } from './text';
import {
  EVENT_ACCESS,
  EVENT_CANCEL_TOKEN_PATTERN,
  EVENT_KEY_PATTERN,
  EVENT_LIMITS,
  EVENT_PHONE_COUNTRY,
  EVENT_PRESENCE,
  EVENT_STATES,
  type EventFieldProblem,
} from './event-fields';
export * from './event-fields';

/**
 * Corporate events (docs/requirements.md#events: /events, /events/{key}, /events/booking; registration fields; event
 * and registration states; asterisks and conditions acceptance; guests with companions; sold
 * out). The same registration schema validates in the browser (before sending) and in the BFF.
 */

export const eventKeySchema = singleLineText().max(EVENTS.keyMaxLength).regex(EVENT_KEY_PATTERN, 'invalid_event_key');

export const eventSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  /** One or two sentences for the list. */
  summary: z.string(),
  venueName: z.string(),
  /** Street, postal code and city, on one line. */
  address: z.string(),
  city: z.string(),
  /** ISO 8601 with the venue's offset ('2024-10-03T18:30:00+02:00'): the wall-clock time at the venue. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** IANA zone of the venue ('Europe/Rome'), to format the time for the shopper with the zone named. */
  timeZone: z.string(),
  state: z.enum(EVENT_STATES),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  /**
   * Who may register now: 'members_first' only while members' days run (then it reads 'public'). Absent
   * reads 'public' (an answer of a BFF from before the field).
   */
  access: z.enum(EVENT_ACCESS).optional(),
  /** When registration opens to everyone (ISO 8601 with the venue's offset), while access is 'members_first'; else null. */
  publicRegistrationOpensAt: z.string().nullable().optional(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  /** Paragraphs separated by blank lines. */
  description: z.string(),
  country: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** GET /api/events?locale=: upcoming ones (soonest first) apart from past ones (latest first). */
export const eventListResponseSchema = z.object({
  upcoming: z.array(eventSummarySchema),
  past: z.array(eventSummarySchema),
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

const problem = (code: EventFieldProblem) => ({ error: code });
const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });
const requiredText = (maxLength: number) => text().min(1, problem('required')).max(maxLength, problem('too_long'));

const phone = requiredText(EVENT_LIMITS.phoneMaxLength)
  .refine((value) => value === '' || normalisePhone(value, EVENT_PHONE_COUNTRY) !== null, problem('invalid_phone'))
  .transform((value) => normalisePhone(value, EVENT_PHONE_COUNTRY) ?? value);

const strictError = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field(s): ${(issue.keys ?? []).join(', ')}` : issue.code === 'invalid_type' ? 'Expected a JSON object' : undefined,
};

export const eventCompanionSchema = z.strictObject({ name: requiredText(EVENT_LIMITS.nameMaxLength) }, strictError);

/**
 * POST body of EVENT_PATHS.registrations. Presence 'yes' takes 1 + companions seats; 'no' (a guest who
 * replies they will not come) takes none and brings no companions. Unknown keys are refused.
 */
export const eventRegistrationSchema = z
  .strictObject(
    {
      firstName: requiredText(EVENT_LIMITS.nameMaxLength),
      lastName: requiredText(EVENT_LIMITS.nameMaxLength),
      phone,
      email: requiredText(EVENT_LIMITS.emailMaxLength).regex(z.regexes.email, problem('invalid_email')),
      company: requiredText(EVENT_LIMITS.companyMaxLength),
      companions: z.array(eventCompanionSchema, { error: 'Expected a list of companions' }).max(EVENT_LIMITS.maxCompanions, problem('too_many_companions')),
      presence: z.enum(EVENT_PRESENCE, problem('presence_required')),
      conditions: z.literal(true, problem('conditions_required')),
      privacy: z.literal(true, problem('privacy_required')),
    },
    strictError,
  )
  .superRefine((registration, ctx) => {
    if (registration.presence === 'no' && registration.companions.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['companions'], message: 'companions_when_absent' });
    }
  });
export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventRegistration = z.output<typeof eventRegistrationSchema>;

/** 201 answer. The token is the guest's to cancel with (also in the e-mail); the server keeps only its hash. */
export const eventRegistrationResponseSchema = z.object({
  registration: z.object({
    eventKey: z.string(),
    email: z.string(),
    firstName: z.string(),
    presence: z.enum(EVENT_PRESENCE),
    seats: z.number().int(),
    companions: z.array(z.string()),
    cancelToken: z.string(),
  }),
});
export type EventRegistrationResponse = z.infer<typeof eventRegistrationResponseSchema>;

export const eventCancellationSchema = z.strictObject({ token: singleLineText().regex(EVENT_CANCEL_TOKEN_PATTERN, 'invalid_token') }, strictError);
export type EventCancellation = z.infer<typeof eventCancellationSchema>;

/** 200 answer: cancelled now, or it already was (a second click, the e-mail link after the button). */
export const eventCancellationResponseSchema = z.object({
  cancellation: z.object({
    alreadyCancelled: z.boolean(),
    event: z.object({ key: z.string(), title: z.string(), startsAt: z.string(), timeZone: z.string() }),
  }),
});
export type EventCancellationResponse = z.infer<typeof eventCancellationResponseSchema>;
