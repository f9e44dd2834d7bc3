import { SHOP_TIME_ZONE } from './constants';
import type { WeeklyHours } from './stores';
import { TEXT_PROBLEMS } from './text-problems';

/**
 * Appointments' paths, kinds, limits and codes, without zod: the booking page draws and hydrates its form
 * with these alone and loads the schema (appointments.ts) only to judge what was typed (docs/forms.md).
 */

/** Under the API root (`/api`). */
export const APPOINTMENT_PATHS = {
  slots: '/appointments/slots',
  appointments: '/appointments',
  cancel: '/appointments/cancel',
  /** What a member may still book this year (the member link's token in CLUB_MEMBER_TOKEN_HEADER). */
  clubServices: '/appointments/club-services',
} as const;

/** What anyone may book from the public booking page. */
export const PUBLIC_APPOINTMENT_KINDS = ['store', 'phone', 'video', 'showroom'] as const;

/**
 * Club AMA's yearly services (docs/services.md), booked as appointments at a store or the showroom with
 * the member link's token: the ultrasonic cleaning of one piece (members and ELITE) and the professional
 * cleaning and polishing (ELITE only). Never offered to an anonymous visitor.
 */
export const CLUB_SERVICE_KINDS = ['ultrasonic_cleaning', 'professional_polishing'] as const;
export type ClubServiceKind = (typeof CLUB_SERVICE_KINDS)[number];

export const APPOINTMENT_KINDS = [...PUBLIC_APPOINTMENT_KINDS, ...CLUB_SERVICE_KINDS] as const;

export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

export const isClubServiceKind = (kind: string): kind is ClubServiceKind => (CLUB_SERVICE_KINDS as readonly string[]).includes(kind);

/** The club statuses each service belongs to (docs/services.md: members get the cleaning, ELITE both). */
export const CLUB_SERVICE_STATUSES: Record<ClubServiceKind, readonly ('member' | 'elite')[]> = {
  ultrasonic_cleaning: ['member', 'elite'],
  professional_polishing: ['elite'],
};

/** Kinds that happen at a place (a store, the showroom) and need one chosen; the club services at either. */
export const PLACE_KINDS = ['store', 'showroom', ...CLUB_SERVICE_KINDS] as const satisfies readonly AppointmentKind[];

export const needsPlace = (kind: AppointmentKind): boolean => (PLACE_KINDS as readonly string[]).includes(kind);

/** The call centre's week (phone and video calls), in its own time zone. */
const CALL_CENTRE_HOURS: WeeklyHours = {
  mon: [['09:00', '18:00']],
  tue: [['09:00', '18:00']],
  wed: [['09:00', '18:00']],
  thu: [['09:00', '18:00']],
  fri: [['09:00', '18:00']],
  sat: [['10:00', '13:00']],
  sun: [],
};

export const APPOINTMENTS = {
  /** Length of every appointment and step between slots. */
  slotMinutes: 60,
  /** How far ahead a day can be chosen. */
  maxDaysAhead: 90,
  /** The Milan showroom's place id (the one place of kind 'showroom'). */
  showroomId: 'milano-showroom',
  /** The call centre is the shop's own: its hours are on the shop's clock. */
  callCentre: { timeZone: SHOP_TIME_ZONE, hours: CALL_CENTRE_HOURS },
  /** Random bytes of a cancellation token (256 bits; at least 128 are required). */
  cancelTokenBytes: 32,
  /** Per-IP budget of bookings and cancellations together, per window. */
  writeRateLimit: 20,
  writeRateWindowSeconds: 600,
} as const;

export const APPOINTMENT_LIMITS = {
  nameMaxLength: 120,
  emailMaxLength: 254,
  phoneMaxLength: 40,
  placeMaxLength: 64,
  tokenMaxLength: 128,
} as const;

export const APPOINTMENT_FIELD_PROBLEMS = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'privacy_required',
  'invalid_kind',
  'place_required',
  'place_not_allowed',
  'unknown_place',
  'invalid_date',
  'date_in_past',
  'date_too_far',
  'invalid_slot',
  'slot_unavailable',
  'slot_taken',
  'invalid_token',
  // Club services (docs/services.md): not the member's benefit (403), or already booked this year (409).
  'members_only',
  'elite_only',
  'already_used_this_year',
  ...TEXT_PROBLEMS,
] as const;

export type AppointmentFieldProblem = (typeof APPOINTMENT_FIELD_PROBLEMS)[number];

export const APPOINTMENT_FIELDS = ['kind', 'place', 'start', 'name', 'email', 'phone', 'privacy'] as const;

export type AppointmentField = (typeof APPOINTMENT_FIELDS)[number];

/** Appointments' error codes (composed with every area's in error-codes.ts; the events team adds one here). */
export const APPOINTMENT_ERROR_CODES = [
  // Appointments (appointments.ts): the slot was booked by someone else first.
  'SLOT_TAKEN',
  // A Club AMA service (ultrasonic cleaning, ELITE polishing) the member has already booked this calendar year.
  'CLUB_SERVICE_ALREADY_USED',
  // An appointment staff would change is cancelled already.
  'APPOINTMENT_CANCELLED',
] as const;
