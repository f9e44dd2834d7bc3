import { SHOP_TIME_ZONE, type Locale } from '@ama/contracts';

// Times as the staff read them: in the shop's time zone (Italy), whatever the computer's, so a date in
// the list and a date in the filters (Italian days, contracts' StaffOrdersQuery) mean the same day.

/** "27 Nov 2026, 14:05". */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
}

/** "27 Nov 2026": a day, in the shop's time zone. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
}

/** 'it' → "Italian" in the page's language: a customer's e-mails are in that language. */
export const languageName = (code: string, locale: Locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;

/** "Dec 1, 2026": a day of the API (YYYY-MM-DD, Italy's), read as written. */
export function formatCalendarDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
