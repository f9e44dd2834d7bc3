import { SHOP_TIME_ZONE } from '@ama/contracts';
import { calendarDay } from '../components/calendar-day';

// The shop's day: the stores and the call centre are in Italy, and the API lists a day by Italian time.

/** Today in Italy ('2026-12-10'), whatever the computer's zone: at 00:30 in Milan it is already the next day there. */
export function todayInItaly(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now).map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

// A day's neighbours are counted the same for the loans' periods: the one count is the components'.
export { shiftDay } from '../components/calendar-day';

/** The day the page shows: the URL's `date`, else today in Italy (a malformed one is as if not given). */
export function readDay(params: URLSearchParams, now?: Date): string {
  return calendarDay(params.get('date')) ?? todayInItaly(now);
}

/** The URL query of a day: always named, so a link to a day stays that day tomorrow. */
export const daySearch = (day: string) => `?${new URLSearchParams({ date: day }).toString()}`;

/** "Thursday, 10 December 2026": a calendar day in the page's language (read as written, not moved by a zone). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** "10:00" at the place's clock (its zone: the store's, or the call centre's for a call). */
export function formatClock(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

/** Whether a place's clock is not Italy's: its zone is then said beside the time. */
export const isForeignZone = (timeZone: string) => timeZone !== SHOP_TIME_ZONE;

/** A place's clock named in the staff member's language ("Central European Time"), never its IANA id. */
export function zoneName(timeZone: string, locale: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at).find((piece) => piece.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
