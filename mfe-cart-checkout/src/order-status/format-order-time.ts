import { SHOP_TIME_ZONE, type Locale } from '@ama/contracts';

/**
 * An ISO 8601 moment as the shopper's language writes a day and an hour ("November 27, 2026 at 2:05 PM",
 * "27. November 2026 um 14:05"). An order is personal and read in the browser only, so no server render
 * with another ICU version has to write the same characters. On the shop's clock, as the back office
 * shows it: a step reads the same moment to the shopper as to the staff who moved the order on.
 */
export function formatOrderTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
}

/** A day: an ISO 8601 moment, or a calendar day (YYYY-MM-DD, read at noon in Italy so no time zone moves it). */
export function formatOrderDay(value: string, locale: Locale): string {
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(moment);
}
