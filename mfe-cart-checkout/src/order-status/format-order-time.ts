import type { Locale } from '@ama/contracts';

/**
 * The shop's time zone, as the back office and the club show their dates: a step reads the same
 * moment to the shopper as to the staff who moved the order on, whatever the device's zone. Platform
 * has no date formatter and a remote may not import another's, hence this one.
 */
const SHOP_TIME_ZONE = 'Europe/Rome';

/**
 * An ISO 8601 moment as the shopper's language writes a day and an hour ("November 27, 2026 at 2:05 PM",
 * "27. November 2026 um 14:05"). An order is personal and read in the browser only, so no server render
 * with another ICU version has to write the same characters.
 */
export function formatOrderTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
}
