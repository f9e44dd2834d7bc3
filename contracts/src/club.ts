import { z } from 'zod';
import { CLUB } from './constants';
import { isCountryCode, type CountryCode } from './countries';
import { normalisePhone } from './phone';
import { multiLineText, singleLineText, TEXT_PROBLEMS } from './text';
import { isCalendarDate } from './calendar-date';

/**
 * Club AMA (docs/requirements.md#club).
 * The sign-up schema validates in the browser (before sending) and in the BFF (again, authoritative);
 * what only the server can know (the places data, an e-mail or a person already registered) comes
 * back as the same field codes in `error.fields`.
 */

/** Paths under the API root (`/api`). */
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
const problem = (code: ClubFieldProblem) => ({ error: code });

const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });
const requiredText = (maxLength: number) => text().min(1, problem('required')).max(maxLength, problem('too_long'));

/** The calendar day in Italy (the club's country): the day a sign-up happens, whatever the server's zone. */
export const clubToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);


/**
 * True when someone born on `birthDate` has had their `age`-th birthday on or before `today` (both
 * YYYY-MM-DD). Born on 29 February: the birthday of a common year is 1 March.
 */
export function hasReachedAge(birthDate: string, today: string, age: number = CLUB.minimumAge): boolean {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const birthday = new Date(Date.UTC(year + age, month - 1, day));
  return birthday.toISOString().slice(0, 10) <= today;
}

const birthDate = text()
  .min(1, problem('required'))
  .superRefine((value, ctx) => {
    if (value === '') return;
    const today = clubToday();
    if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: 'invalid_date' });
    else if (value < CLUB_LIMITS.earliestBirthDate) ctx.addIssue({ code: 'custom', message: 'date_too_early' });
    else if (value >= today) ctx.addIssue({ code: 'custom', message: 'date_not_in_past' });
    else if (!hasReachedAge(value, today)) ctx.addIssue({ code: 'custom', message: 'under_age' });
  });

const country = text()
  .min(1, problem('required'))
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, problem('unknown_country'))
  .refine((value) => value === CLUB.residenceCountry, problem('not_resident'))
  .transform((value) => value as CountryCode);

/** POST body of CLUB_PATHS.signUps. Unknown keys are refused. The phone is output in E.164. */
export const clubSignUpSchema = z
  .strictObject(
    {
      name: requiredText(CLUB_LIMITS.nameMaxLength),
      lastname: requiredText(CLUB_LIMITS.nameMaxLength),
      email: requiredText(CLUB_LIMITS.emailMaxLength).regex(z.regexes.email, problem('email_unavailable')),
      phone: requiredText(CLUB_LIMITS.phoneMaxLength),
      country,
      /** The region's code from CLUB_PATHS.regions (ISTAT code, e.g. '03' for Lombardy). */
      region: requiredText(CLUB_LIMITS.regionMaxLength),
      address: requiredText(CLUB_LIMITS.addressMaxLength),
      /** A city name as CLUB_PATHS.cities lists it. */
      city: requiredText(CLUB_LIMITS.cityMaxLength),
      zipCode: requiredText(CLUB_LIMITS.zipCodeMaxLength),
      birthDate,
      privacy: z.literal(true, problem('privacy_required')),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.code === 'invalid_type' ? 'Expected a JSON object' : undefined,
    },
  )
  .transform((signUp, ctx) => {
    // Italian residents: a number without a prefix is an Italian number.
    const phone = normalisePhone(signUp.phone, CLUB.residenceCountry);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
      return z.NEVER;
    }
    return { ...signUp, phone };
  });
export type ClubSignUpInput = z.input<typeof clubSignUpSchema>;
export type ClubSignUp = z.output<typeof clubSignUpSchema>;
export type ClubSignUpField = keyof ClubSignUpInput;
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

/** 201 answer of a sign-up. */
export const clubSignUpResponseSchema = z.object({
  signUp: z.object({ email: z.string(), status: z.literal('pending') }),
});
export type ClubSignUpResponse = z.infer<typeof clubSignUpResponseSchema>;

/** Places for the dependent selects. `country` is an ISO code; only Italy has places (CLUB.residenceCountry). */
export const clubPlacesQuerySchema = z.strictObject({
  country: z.string().trim().toUpperCase().length(2),
  region: z.string().trim().max(CLUB_LIMITS.regionMaxLength).optional(),
  city: z.string().trim().max(CLUB_LIMITS.cityMaxLength).optional(),
  locale: z.string().optional(),
});
export const clubRegionsResponseSchema = z.object({ regions: z.array(z.object({ code: z.string(), name: z.string() })) });
export const clubCitiesResponseSchema = z.object({ cities: z.array(z.object({ name: z.string(), province: z.string() })) });
export const clubPostalCodesResponseSchema = z.object({ postalCodes: z.array(z.string()) });
export type ClubRegion = z.infer<typeof clubRegionsResponseSchema>['regions'][number];
export type ClubCity = z.infer<typeof clubCitiesResponseSchema>['cities'][number];

export const CLUB_BENEFIT_KINDS = ['welcome', 'birthday', 'seasonal', 'friend'] as const;
export type ClubBenefitKind = (typeof CLUB_BENEFIT_KINDS)[number];
/** upcoming: its window has not opened; available: usable at checkout now; used, donated, expired: no longer. */
export const CLUB_CODE_STATES = ['upcoming', 'available', 'used', 'donated', 'expired'] as const;
export type ClubCodeState = (typeof CLUB_CODE_STATES)[number];

export const clubBenefitCodeSchema = z.object({
  kind: z.enum(CLUB_BENEFIT_KINDS),
  code: z.string(),
  percent: z.number().int(),
  /** ISO timestamps: usable from (included) to (excluded). */
  validFrom: z.string(),
  validUntil: z.string(),
  state: z.enum(CLUB_CODE_STATES),
});
export type ClubBenefitCode = z.infer<typeof clubBenefitCodeSchema>;

export const clubHistoryEntrySchema = z.object({
  at: z.string(),
  /** The status entered, e.g. 'member'; the reason a machine-readable code ('first_purchase', 'yearly_spend', 'revoked_in_writing', 'terminated_for_breach', 'elite_expired'). */
  status: z.enum(CLUB_STATUSES),
  reason: z.string(),
});

/** GET CLUB_PATHS.member. */
export const clubMemberViewSchema = z.object({
  member: z.object({
    name: z.string(),
    lastname: z.string(),
    email: z.string(),
    status: z.enum(CLUB_STATUSES),
    registeredAt: z.string(),
    /** Calendar year up to which ELITE holds (the qualifying year + 1), or null. */
    eliteUntilYear: z.number().int().nullable(),
    /** Purchases at list price in the current calendar year. */
    yearSpendCents: z.number().int(),
    seasonalCodesLeftThisYear: z.number().int(),
    codes: z.array(clubBenefitCodeSchema),
    treesDonated: z.number().int(),
    history: z.array(clubHistoryEntrySchema),
    /** A terms change announced and not yet in force: the member may revoke until it applies. */
    pendingTermsChange: z.object({ version: z.string(), announcedAt: z.string(), effectiveFrom: z.string(), summary: z.string() }).nullable(),
  }),
});
export type ClubMemberView = z.infer<typeof clubMemberViewSchema>['member'];

export const clubFriendInvitationSchema = z.strictObject({
  friendEmail: requiredText(CLUB_LIMITS.emailMaxLength).regex(z.regexes.email, problem('email_unavailable')),
});
/**
 * Why a member's request for a benefit is refused: 409 CLUB_BENEFIT_REFUSED, the problem in
 * `error.fields` under the field it concerns ('friendEmail', 'code') or under ROOT_FIELD ('_').
 */
export const CLUB_BENEFIT_PROBLEMS = [
  /** Benefits are for members and ELITE (a pending sign-up has its welcome code only; revoked or terminated, none). */
  'members_only',
  /** This calendar year's CLUB.seasonalDiscount.maxPerYear seasonal codes are issued. */
  'seasonal_limit_reached',
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

/** 201 answers of the member's benefit requests: the code issued (and, for a friend, the friend's address). */
export const clubIssuedCodeResponseSchema = z.object({ code: clubBenefitCodeSchema });
export const clubFriendInvitationResponseSchema = z.object({ code: clubBenefitCodeSchema, friendEmail: z.string() });
/** 200 answer of a donation: the code now donated and the member's trees. */
export const clubDonationResponseSchema = z.object({ code: clubBenefitCodeSchema, treesDonated: z.number().int() });

export const clubDonationSchema = z.strictObject({ code: requiredText(40) });
export const clubRevocationSchema = z.strictObject({
  statement: multiLineText({ error: 'Expected text' })
    .trim()
    .min(1, problem('required'))
    .refine((value) => Array.from(value).length <= CLUB_LIMITS.revocationStatementMaxLength, problem('too_long')),
});
/** 200 answer of a revocation: revoked now, or already ended before (the first statement stays on record). */
export const clubRevocationResponseSchema = z.object({ status: z.enum(['revoked', 'terminated']), alreadyEnded: z.boolean() });
export type ClubRevocationResponse = z.infer<typeof clubRevocationResponseSchema>;

/** Operator actions (docs/club.md): off unless CLUB_OPERATOR_TOKEN is set; `Authorization: Bearer <token>`. */
export const CLUB_OPERATOR_PATHS = {
  /** POST { email, reason }: the provider terminates a membership for breach. */
  terminations: '/club/operator/terminations',
  /** POST { version, summary, effectiveFrom }: announces a terms change to every active member. */
  termsChanges: '/club/operator/terms-changes',
} as const;
export const clubTerminationSchema = z.strictObject({
  email: requiredText(CLUB_LIMITS.emailMaxLength),
  reason: requiredText(500),
});
export const clubTermsChangeSchema = z.strictObject({
  version: requiredText(40),
  summary: multiLineText({ error: 'Expected text' }).trim().min(1, problem('required')).max(2000, problem('too_long')),
  /** ISO date (YYYY-MM-DD), the day the new terms apply in Italy: at least CLUB.termsChangeNoticeDays after today. */
  effectiveFrom: text().regex(/^\d{4}-\d{2}-\d{2}$/, problem('invalid_date')).refine(isCalendarDate, problem('invalid_date')),
});
