import { CLUB, CLUB_LIMITS, type Locale } from '@ama/contracts';
import { useLocale } from '@ama/platform';
import { formatEuros, formatPercent } from './format';

/**
 * Every figure of the club's texts (docs/requirements.md#club), from the contract's constants, written as the shopper's
 * locale writes them. Texts interpolate these by name and never repeat a number of their own.
 */
export function clubFigures(locale: Locale) {
  return {
    age: CLUB.minimumAge,
    firstPurchase: formatEuros(CLUB.minFirstPurchaseCents, locale),
    eliteSpend: formatEuros(CLUB.eliteYearlySpendCents, locale),
    welcomePercent: formatPercent(CLUB.welcomeDiscount.percent, locale),
    welcomeDays: CLUB.welcomeDiscount.validDays,
    birthdayPercent: formatPercent(CLUB.birthdayDiscount.percent, locale),
    birthdayDays: CLUB.birthdayDiscount.windowDays,
    seasonalPercent: formatPercent(CLUB.seasonalDiscount.percent, locale),
    seasonalTimes: CLUB.seasonalDiscount.maxPerYear,
    friendPercent: formatPercent(CLUB.bringAFriendDiscount.percent, locale),
    friendDays: CLUB.bringAFriendDiscount.validDays,
    designFee: formatEuros(CLUB.customDesignFeeCents, locale),
    noticeDays: CLUB.termsChangeNoticeDays,
    personalisations: CLUB.freePersonalisationsPerYear,
    loanTimes: CLUB.eliteLoan.perYear,
    loanDays: CLUB.eliteLoan.maxDays,
    earliestBirthYear: CLUB_LIMITS.earliestBirthDate.slice(0, 4),
  };
}
export type ClubFigures = ReturnType<typeof clubFigures>;

export const useClubFigures = (): ClubFigures => clubFigures(useLocale());
