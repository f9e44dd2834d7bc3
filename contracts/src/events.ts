import { z } from 'zod';
import { EVENTS } from './constants';
import { normalisePhone } from './phone';
import { singleLineText, TEXT_PROBLEMS } from './text';

/**
 * Corporate events (docs/requirements.md#events: /events, /events/{key}, /events/booking; registration fields; event
 * and registration states; asterisks and conditions acceptance; guests with companions; sold
 * out). The same registration schema validates in the browser (before sending) and in the BFF.
 */

/** Paths under the API root (`/api`). */
export const EVENT_PATHS = {
  list: '/events',
  event: '/events/:key',
  registrations: '/events/:key/registrations',
  cancel: '/events/registrations/cancel',
} as const;

/** Query parameters of the booking page (/events/booking): the event chosen, or the e-mail's cancellation token. */
export const EVENT_BOOKING_PARAMS = { event: 'event', cancel: 'cancel' } as const;

/** An event's key in URLs: lower-case words joined by hyphens ('milan-showroom-2024'). */
export const EVENT_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const eventKeySchema = singleLineText().max(EVENTS.keyMaxLength).regex(EVENT_KEY_PATTERN, 'invalid_event_key');

/**
 * What a shopper sees of an event's state: open for registration, sold out (no seat left),
 * cancelled by the organiser, or past (its start has gone by; computed from the date, never stored).
 */
export const EVENT_STATES = ['open', 'sold_out', 'cancelled', 'past'] as const;
export type EventState = (typeof EVENT_STATES)[number];

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

/** Seats are shown as a number only when few are left (spec: "seats left when few"). */
export const showsSeatsLeft = (event: Pick<EventSummary, 'state' | 'seatsLeft'>): boolean =>
  event.state === 'open' && event.seatsLeft <= EVENTS.fewSeatsThreshold;

export const EVENT_LIMITS = {
  nameMaxLength: 80,
  emailMaxLength: 254,
  phoneMaxLength: 30,
  companyMaxLength: 120,
  maxCompanions: EVENTS.maxCompanions,
} as const;

/** Field problem codes, translated by the form; the BFF sends the same codes in `error.fields`. */
export const EVENT_FIELD_PROBLEMS = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'presence_required',
  'too_many_companions',
  'companions_when_absent',
  'conditions_required',
  'privacy_required',
  'already_registered',
  ...TEXT_PROBLEMS,
] as const;
export type EventFieldProblem = (typeof EVENT_FIELD_PROBLEMS)[number];

const problem = (code: EventFieldProblem) => ({ error: code });
const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });
const requiredText = (maxLength: number) => text().min(1, problem('required')).max(maxLength, problem('too_long'));

/** The events are in Italy: a number typed without a +prefix is an Italian one. */
export const EVENT_PHONE_COUNTRY = 'IT';

const phone = requiredText(EVENT_LIMITS.phoneMaxLength)
  .refine((value) => value === '' || normalisePhone(value, EVENT_PHONE_COUNTRY) !== null, problem('invalid_phone'))
  .transform((value) => normalisePhone(value, EVENT_PHONE_COUNTRY) ?? value);

export const EVENT_PRESENCE = ['yes', 'no'] as const;
export type EventPresence = (typeof EVENT_PRESENCE)[number];

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
/** Top-level fields in form order (focus goes to the first one with a problem). */
export const EVENT_REGISTRATION_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'company', 'companions', 'presence', 'conditions', 'privacy'] as const;
export type EventRegistrationField = (typeof EVENT_REGISTRATION_FIELDS)[number];

/** Seats a registration takes. */
export const registrationSeats = (registration: Pick<EventRegistration, 'presence' | 'companions'>): number =>
  registration.presence === 'yes' ? 1 + registration.companions.length : 0;

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

/** base64url of 32 random bytes (256 bits). */
export const EVENT_CANCEL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const eventCancellationSchema = z.strictObject(
  { token: singleLineText().regex(EVENT_CANCEL_TOKEN_PATTERN, 'invalid_token') },
  strictError,
);
export type EventCancellation = z.infer<typeof eventCancellationSchema>;

/** 200 answer: cancelled now, or it already was (a second click, the e-mail link after the button). */
export const eventCancellationResponseSchema = z.object({
  cancellation: z.object({
    alreadyCancelled: z.boolean(),
    event: z.object({ key: z.string(), title: z.string(), startsAt: z.string(), timeZone: z.string() }),
  }),
});
export type EventCancellationResponse = z.infer<typeof eventCancellationResponseSchema>;
