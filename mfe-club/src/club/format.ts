import { CURRENCY, SHOP_TIME_ZONE, type Locale } from '@ama/contracts';

// The server renders these and the browser hydrates them: both must write the same characters, so
// every kind of space ICU may put around a symbol is written as one no-break space.
const sameSpaces = (text: string) => text.replace(/[\u202f\u00a0 ]/g, '\u00a0');

/** Whole euros without decimals ("€2,000", "2.000 €"); cents only when there are any. */
export function formatEuros(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return sameSpaces(format.format(cents / 100));
}

/** 15 → "15%" (en, it, es) or "15 %" (de), as the locale writes a percentage. */
export function formatPercent(percent: number, locale: Locale): string {
  return sameSpaces(new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100));
}

/** An ISO timestamp as a day in Italy (the club's country), in the shopper's language. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
}

/** The last day a window [from, until) is open: `until` excluded, so the day of the moment before it. */
export function lastDayOf(untilIso: string, locale: Locale): string {
  return formatDay(new Date(new Date(untilIso).getTime() - 1).toISOString(), locale);
}

/** A calendar day YYYY-MM-DD (an event's, a loan's) as written in the shopper's language: no time zone moves it. */
export function formatCalendarDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
