import { CLUB, SHOP_TIME_ZONE } from './constants';
import { TEXT_PROBLEMS } from './text-problems';
import type { ClubSignUpField } from './club';

/**
 * Club AMA's paths, limits and codes, without zod: pages draw and hydrate the club's forms with these
 * alone and load the schemas (club.ts) only to judge what was typed (docs/forms.md).
 */

/** Paths under the API root (`/api`). */
export * from './club-loan-fields';
export * from './custom-design-fields';
export * from './club-personalisation-fields';

export const CLUB_PATHS = {
  /** POST: a sign-up (201 → pending until the first purchase of CLUB.minFirstPurchaseCents). */
  signUps: '/club/sign-ups',
  /** GET ?country=IT → the country's regions. Places come from a maintained data package in the BFF. */
  regions: '/club/places/regions',
  /** GET ?country=IT&region=<code> → the region's cities (comuni) with their province. */
  cities: '/club/places/cities',
  /** GET ?country=IT&region=<code>&city=<name> → the city's postal codes (CAP). */
  postalCodes: '/club/places/postal-codes',
  /** GET with the member header → the member's view (status, spend, benefits, history). */
  member: '/club/member',
  /** POST with the member header: issue this year's next seasonal code (at most CLUB.seasonalDiscount.maxPerYear). */
  seasonalCodes: '/club/member/seasonal-codes',
  /** POST { friendEmail } with the member header: bring a friend, 10 % for both. */
  friendInvitations: '/club/member/friend-invitations',
  /** POST { code } with the member header: give up a code's discount for trees planted instead. */
  donations: '/club/member/donations',
  /** POST { statement } with the member header: the member's written revocation. */
  revocation: '/club/member/revocation',
  /** GET / POST { eventDate, days, occasion } with the member header: the ELITE jewellery loan (club-loans.ts). */
  loans: '/club/member/loans',
  /** GET / POST { occasionKind, occasionDate, description, piece } with the member header: the free personalisation (club-personalisations.ts). */
  personalisations: '/club/member/personalisations',
  /** GET /club/elite/<token> → 204 when the token is the configured one, 404 otherwise. */
  elite: '/club/elite',
} as const;

/**
 * The member page's link carries a signed token (`/club/member?token=…` in the shopper's locale); the
 * page sends it in this header, not in the API's URL, so it does not end up in access logs.
 */
export const CLUB_MEMBER_TOKEN_HEADER = 'x-club-member-token';

/** Page query parameter of the member link. */
export const CLUB_MEMBER_TOKEN_PARAM = 'token';

export const CLUB_LIMITS = {
  nameMaxLength: 80,
  /** RFC 5321 path limit. */
  emailMaxLength: 254,
  phoneMaxLength: 30,
  addressMaxLength: 200,
  cityMaxLength: 80,
  regionMaxLength: 80,
  zipCodeMaxLength: 12,
  earliestBirthDate: '1900-01-01',
  revocationStatementMaxLength: 2000,
} as const;

export const CLUB_FIELD_PROBLEMS = [
  'required',
  'too_long',
  /** The e-mail is malformed or already has an account: one message for both (docs/requirements.md#club). */
  'email_unavailable',
  'invalid_phone',
  'unknown_country',
  /** Club AMA is for residents of Italy (CLUB.residenceCountry). */
  'not_resident',
  'unknown_region',
  'unknown_city',
  'unknown_zip',
  'invalid_date',
  'date_not_in_past',
  'date_too_early',
  /** Younger than CLUB.minimumAge on the day of sign-up. */
  'under_age',
  /** The same person (name, last name, birth date) already has an account under another e-mail. */
  'person_already_registered',
  'privacy_required',
  ...TEXT_PROBLEMS,
] as const;

export type ClubFieldProblem = (typeof CLUB_FIELD_PROBLEMS)[number];

/** The calendar day in Italy (the club's country): the day a sign-up happens, whatever the server's zone. */
export const clubToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * True when someone born on `birthDate` has had their `age`-th birthday on or before `today` (both
 * YYYY-MM-DD). Born on 29 February: the birthday of a common year is 1 March.
 */
export function hasReachedAge(birthDate: string, today: string, age: number = CLUB.minimumAge): boolean {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const birthday = new Date(Date.UTC(year + age, month - 1, day));
  return birthday.toISOString().slice(0, 10) <= today;
}

export const CLUB_SIGN_UP_FIELDS = [
  'name',
  'lastname',
  'email',
  'phone',
  'country',
  'region',
  'city',
  'zipCode',
  'address',
  'birthDate',
  'privacy',
] as const satisfies readonly ClubSignUpField[];

/**
 * docs/requirements.md#club: pending (signed up, waiting for the first purchase of €2,000 at list price), member,
 * elite (a calendar year's purchases reached €8,000: for that year and the next), revoked (by the
 * member, in writing), terminated (by the provider, for breach).
 */
export const CLUB_STATUSES = ['pending', 'member', 'elite', 'revoked', 'terminated'] as const;

export type ClubStatus = (typeof CLUB_STATUSES)[number];

export const CLUB_BENEFIT_KINDS = ['welcome', 'birthday', 'seasonal', 'friend'] as const;

export type ClubBenefitKind = (typeof CLUB_BENEFIT_KINDS)[number];

/** upcoming: its window has not opened; available: usable at checkout now; used, donated, expired: no longer. */
export const CLUB_CODE_STATES = ['upcoming', 'available', 'used', 'donated', 'expired'] as const;

export type ClubCodeState = (typeof CLUB_CODE_STATES)[number];

/**
 * Why a member's request for a benefit is refused: 409 CLUB_BENEFIT_REFUSED, the problem in
 * `error.fields` under the field it concerns ('friendEmail', 'code') or under ROOT_FIELD ('_').
 */
export const CLUB_BENEFIT_PROBLEMS = [
  /** Benefits are for members and ELITE (a pending sign-up has its welcome code only; revoked or terminated, none). */
  'members_only',
  /** This calendar year's CLUB.seasonalDiscount.maxPerYear seasonal codes are issued. */
  'seasonal_limit_reached',
  /** A seasonal code is a share of the last receipt: the member has no purchase (none, or all cancelled or refunded). */
  'no_receipt',
  /** The last receipt has given its seasonal code already: the next purchase gives the next one. */
  'receipt_already_used',
  /** This calendar year's CLUB.eliteLoan.perYear loans are asked for (the event's year; a refused one does not count). */
  'loan_limit_reached',
  /** This calendar year's free personalisation is asked for (the occasion's year; a refused one does not count). */
  'personalisation_limit_reached',
  /** friendEmail is the member's own address. */
  'own_email',
  /** Someone already brought this friend (a friend is brought once). */
  'friend_already_invited',
  /** The friend already has a Club AMA account. */
  'friend_already_member',
  /** code: it can no longer be donated. */
  'used',
  'donated',
  'expired',
] as const;

export type ClubBenefitProblem = (typeof CLUB_BENEFIT_PROBLEMS)[number];

/** Operator actions (docs/club.md): off unless CLUB_OPERATOR_TOKEN is set; `Authorization: Bearer <token>`. */
export const CLUB_OPERATOR_PATHS = {
  /** POST { email, reason }: the provider terminates a membership for breach. */
  terminations: '/club/operator/terminations',
  /** POST { version, summary, effectiveFrom }: announces a terms change to every active member. */
  termsChanges: '/club/operator/terms-changes',
} as const;

/** Club AMA's error codes (composed with every area's in error-codes.ts; the club team adds one here). */
export const CLUB_ERROR_CODES = [
  // Club AMA (club.ts): a member's benefit request the club's rules refuse; error.fields names why
  // (CLUB_BENEFIT_PROBLEMS).
  'CLUB_BENEFIT_REFUSED',
  // An ELITE loan asked to take a step its status does not allow (confirming a refused one, returning
  // one never handed over): 409, the loan as it is in error.fields.status.
  'CLUB_LOAN_STATE',
  // A custom design asked to take a step its status does not allow (withdrawing one in production,
  // proposing for one closed): 409, the design's status in error.fields.status.
  'CUSTOM_DESIGN_STATE',
  // A free personalisation asked to take a step its status does not allow (approving one refused):
  // 409, its status in error.fields.status.
  'CLUB_PERSONALISATION_STATE',
] as const;
