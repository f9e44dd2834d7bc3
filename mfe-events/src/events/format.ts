import { INTL_LOCALE, type Locale } from '@ama/contracts';

/** The shop's languages as Intl reads them (British English: 24-hour times), one list in contracts. */
export { INTL_LOCALE };

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):\d{2}([+-]\d{2}:\d{2}|Z)$/;

export interface VenueTime {
  /** 'Thursday 10 December 2026', in the shopper's language. */
  date: string;
  /** Short form for lists: '10 Dec 2026'. */
  shortDate: string;
  /** '18:00', the wall clock at the venue. */
  time: string;
  /** '+01:00': which zone label to show (winter or summer time). */
  offset: string;
  day: string;
  month: string;
}

/**
 * An event's time as the venue's wall clock, read from the offset-carrying ISO string the BFF sends
 * ('2026-12-10T18:00:00+01:00'), so the server's render and the browser's agree whatever zone either
 * runs in. Only the calendar day goes through Intl (its names in the shopper's language).
 */
export function venueTime(iso: string, locale: Locale): VenueTime | null {
  const match = LOCAL_TIME.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour, minute, offset] = match as unknown as [string, string, string, string, string, string, string];
  const calendarDay = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' }).format(calendarDay);
  return {
    date: format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    shortDate: format({ day: 'numeric', month: 'short', year: 'numeric' }),
    time: `${hour}:${minute}`,
    offset: offset === 'Z' ? '+00:00' : offset,
    day: String(Number(day)),
    month: format({ month: 'short' }),
  };
}

/** Which translated zone name goes with an offset of Rome's: winter (CET) or summer (CEST) time. */
export const zoneKey = (offset: string): 'winter' | 'summer' | 'other' => (offset === '+01:00' ? 'winter' : offset === '+02:00' ? 'summer' : 'other');
