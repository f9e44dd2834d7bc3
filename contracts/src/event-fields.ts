import { EVENTS } from './constants';
import { TEXT_PROBLEMS } from './text-problems';
import type { EventRegistration, EventSummary } from './events';

/**
 * Events' paths, states, limits and codes, without zod: event pages draw and hydrate the registration
 * form with these alone and load the schema (events.ts) only to judge what was typed (docs/forms.md).
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

/**
 * What a shopper sees of an event's state: open for registration, sold out (no seat left),
 * cancelled by the organiser, or past (its start has gone by; computed from the date, never stored).
 */
export const EVENT_STATES = ['open', 'sold_out', 'cancelled', 'past'] as const;

export type EventState = (typeof EVENT_STATES)[number];

/**
 * Who may register (docs/services.md, "Invitations to events and previews"): everyone; Club AMA members
 * only; or members first, for a number of days before registration opens to everyone.
 */
export const EVENT_ACCESS = ['public', 'members_only', 'members_first'] as const;

export type EventAccess = (typeof EVENT_ACCESS)[number];

/** How many days members may register before everyone else, when an event is members first. */
export const EVENT_MEMBERS_FIRST_DAYS = { min: 1, max: 60 } as const;

/** Seats are shown as a number only when few are left (spec: "seats left when few"). */
export const showsSeatsLeft = (event: Pick<EventSummary, 'state' | 'seatsLeft'>): boolean => event.state === 'open' && event.seatsLeft <= EVENTS.fewSeatsThreshold;

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

/** The events are in Italy: a number typed without a +prefix is an Italian one. */
export const EVENT_PHONE_COUNTRY = 'IT';

export const EVENT_PRESENCE = ['yes', 'no'] as const;

export type EventPresence = (typeof EVENT_PRESENCE)[number];

/** Top-level fields in form order (focus goes to the first one with a problem). */
export const EVENT_REGISTRATION_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'company', 'companions', 'presence', 'conditions', 'privacy'] as const;

export type EventRegistrationField = (typeof EVENT_REGISTRATION_FIELDS)[number];

/** Seats a registration takes. */
export const registrationSeats = (registration: Pick<EventRegistration, 'presence' | 'companions'>): number =>
  registration.presence === 'yes' ? 1 + registration.companions.length : 0;

/** base64url of 32 random bytes (256 bits). */
export const EVENT_CANCEL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Events' error codes (composed with every area's in error-codes.ts; the events team adds one here). */
export const EVENT_ERROR_CODES = [
  // Not enough seats left for the registration and its companions.
  'SOLD_OUT',
  // Events (events.ts): the event has started or is over, or the organiser cancelled it.
  'EVENT_PAST',
  'EVENT_CANCELLED',
  // An event staff would create has a key (its page's address) another event has.
  'EVENT_KEY_TAKEN',
  // 403: a registration for Club AMA members (members only, or members first before registration opens
  // to everyone) without a member link or an e-mail of an active member.
  'EVENT_MEMBERS_ONLY',
] as const;
