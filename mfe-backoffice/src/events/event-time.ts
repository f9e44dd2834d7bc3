import type { Locale } from '@ama/contracts';

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/;

/** An event's start or end as the venue's wall clock shows it. */
export interface VenueTime {
  /** 'Thu, Dec 10, 2026', in the page's language. */
  date: string;
  /** '18:00'. */
  time: string;
  /** '+01:00': the venue's offset then (winter or summer time). */
  offset: string;
}

/**
 * The venue's wall clock, read from the offset-carrying ISO string the BFF sends
 * ('2026-12-10T18:00:00+01:00'), as the shop's event pages show it: whatever zone the staff's
 * computer is in, the time is the one printed on the invitation. Only the calendar day goes through
 * Intl (its names in the page's language). Null for a string of another shape.
 */
export function venueTime(iso: string, locale: Locale): VenueTime | null {
  const match = LOCAL_TIME.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour, minute, offset] = match as unknown as [string, string, string, string, string, string, string];
  const calendarDay = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const date = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(calendarDay);
  return { date, time: `${hour}:${minute}`, offset: offset === 'Z' ? '+00:00' : offset };
}

/**
 * Which name the zone goes by: Italy's winter (CET) or summer (CEST) time, translated; any other zone
 * or offset is said as it is ('Europe/London, UTC+00:00').
 */
export function zoneOf(timeZone: string, offset: string): { key: 'winter' | 'summer' } | { other: string } {
  if (timeZone === 'Europe/Rome' && offset === '+01:00') return { key: 'winter' };
  if (timeZone === 'Europe/Rome' && offset === '+02:00') return { key: 'summer' };
  return { other: `${timeZone}, UTC${offset}` };
}
