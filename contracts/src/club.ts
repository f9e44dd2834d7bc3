import { z } from 'zod';
import { CLUB } from './constants';
import { isCountryCode, type CountryCode } from './countries';
import { normalisePhone } from './phone';
import { multiLineText, singleLineText } from './text';
import { isCalendarDate } from './calendar-date';
import { CLUB_BENEFIT_KINDS, CLUB_CODE_STATES, CLUB_LIMITS, CLUB_STATUSES, clubToday, hasReachedAge, type ClubFieldProblem } from './club-fields';
export * from './club-fields';
export * from './club-loans';
export * from './club-personalisations';
export * from './custom-designs';

/**
 * Club AMA (docs/requirements.md#club).
 * The sign-up schema validates in the browser (before sending) and in the BFF (again, authoritative);
 * what only the server can know (the places data, an e-mail or a person already registered) comes
 * back as the same field codes in `error.fields`.
 */

const problem = (code: ClubFieldProblem) => ({ error: code });

const text = () => singleLineText({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'Expected text') });
const requiredText = (maxLength: number) => text().min(1, problem('required')).max(maxLength, problem('too_long'));

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
      error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.code === 'invalid_type' ? 'Expected a JSON object' : undefined),
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

export const clubBenefitCodeSchema = z.object({
  kind: z.enum(CLUB_BENEFIT_KINDS),
  code: z.string(),
  percent: z.number().int(),
  /**
   * A fixed amount off instead of `percent` off, or null. The seasonal code is `percent` of the member's
   * last receipt as an amount (docs/club.md "Seasonal"): 15 % of a €2,400 order is €360 off.
   */
  amountCents: z.number().int().nullable(),
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
    /**
     * The receipt the next seasonal code is taken from: the last purchase (not cancelled), net of
     * refunds, with what the code would be worth; `used` when it has given its code already. Null: no purchase.
     */
    seasonalReceipt: z.object({ orderNumber: z.string(), placedAt: z.string(), receiptCents: z.number().int(), amountCents: z.number().int(), used: z.boolean() }).nullable(),
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

export const clubTerminationSchema = z.strictObject({
  email: requiredText(CLUB_LIMITS.emailMaxLength),
  reason: requiredText(500),
});
export const clubTermsChangeSchema = z.strictObject({
  version: requiredText(40),
  summary: multiLineText({ error: 'Expected text' }).trim().min(1, problem('required')).max(2000, problem('too_long')),
  /** ISO date (YYYY-MM-DD), the day the new terms apply in Italy: at least CLUB.termsChangeNoticeDays after today. */
  effectiveFrom: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, problem('invalid_date'))
    .refine(isCalendarDate, problem('invalid_date')),
});
