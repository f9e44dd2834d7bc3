import { CLUB, type ClubBenefitKind } from '@ama/contracts';
import { addDays, birthdayIn, romeDay, romeYear, startOfRomeDay, type Day } from './calendar';

/**
 * When each club code may be used (docs/club.md "Code windows"). A window is [validFrom, validUntil):
 * from validFrom included to validUntil excluded, as discount_codes reads it. Every end is a midnight in
 * Rome, so "within N days" means up to and including the N-th Italian calendar day after the event.
 */
export interface CodeWindow {
  kind: ClubBenefitKind;
  percent: number;
  /** A fixed amount off instead of `percent` off (the seasonal code: `percent` of the last receipt). */
  amountCents?: number;
  /** club_codes.year: the sign-up's, the birthday's or the calendar year. */
  year: number;
  validFrom: Date;
  validUntil: Date;
}

/**
 * Welcome code: from the sign-up to the end of day CLUB.welcomeDiscount.validDays, the sign-up's day being
 * day 0. Signed up on 1 March (any hour): valid through 15 April, expired from 16 April 00:00 in Rome.
 */
export function welcomeWindow(signedUpAt: Date): CodeWindow {
  const day = romeDay(signedUpAt);
  return {
    kind: 'welcome',
    percent: CLUB.welcomeDiscount.percent,
    year: romeYear(signedUpAt),
    validFrom: signedUpAt,
    validUntil: startOfRomeDay(addDays(day, CLUB.welcomeDiscount.validDays + 1)),
  };
}

/** The birthday window of `year`: from day −windowDays to day +windowDays around the birthday, both included. */
export function birthdayWindowOf(birthDate: Day, year: number): CodeWindow {
  const birthday = birthdayIn(birthDate, year);
  const { percent, windowDays } = CLUB.birthdayDiscount;
  return {
    kind: 'birthday',
    percent,
    year,
    validFrom: startOfRomeDay(addDays(birthday, -windowDays)),
    validUntil: startOfRomeDay(addDays(birthday, windowDays + 1)),
  };
}

/**
 * The birthday window that contains `now`, or null. Around a year end it may be next year's (born on 2
 * January, read on 10 December) or last year's (born on 30 December, read on 15 January). Two windows
 * of 61 days cannot overlap within a year, so at most one matches.
 */
export function birthdayWindowAt(birthDate: Day, now: Date): CodeWindow | null {
  const year = romeYear(now);
  for (const candidate of [year - 1, year, year + 1]) {
    const window = birthdayWindowOf(birthDate, candidate);
    if (window.validFrom <= now && now < window.validUntil) return window;
  }
  return null;
}

/**
 * Seasonal code: CLUB.seasonalDiscount.percent of the last receipt as an amount off (`receiptCents`, the
 * amount rounded to the cent), from its issue to the end of that calendar year (Italy's), counted against
 * that year's CLUB.seasonalDiscount.maxPerYear. Asked for on 30 December, it lasts two days: the member
 * page shows the end date before the member asks.
 */
export function seasonalWindow(issuedAt: Date, receiptCents: number): CodeWindow {
  const year = romeYear(issuedAt);
  return {
    kind: 'seasonal',
    percent: CLUB.seasonalDiscount.percent,
    amountCents: seasonalAmountCents(receiptCents),
    year,
    validFrom: issuedAt,
    validUntil: startOfRomeDay(`${year + 1}-01-01`),
  };
}

/** Bring a friend: both codes from the invitation to the end of day CLUB.bringAFriendDiscount.validDays (as the welcome code). */
export function friendWindow(invitedAt: Date): CodeWindow {
  return {
    kind: 'friend',
    percent: CLUB.bringAFriendDiscount.percent,
    year: romeYear(invitedAt),
    validFrom: invitedAt,
    validUntil: startOfRomeDay(addDays(romeDay(invitedAt), CLUB.bringAFriendDiscount.validDays + 1)),
  };
}

/** What a seasonal code is worth for a receipt: CLUB.seasonalDiscount.percent of it, to the nearest cent. */
export const seasonalAmountCents = (receiptCents: number): number => Math.round((receiptCents * CLUB.seasonalDiscount.percent) / 100);
