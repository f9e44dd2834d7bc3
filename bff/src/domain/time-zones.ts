/** Wall-clock arithmetic in an IANA time zone with the platform's Intl (no library). */

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      // Read by isoWithOffset; the wall clock's readers ignore it.
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, found);
  }
  return found;
};

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
}

/** The date and time `instant` shows on a clock of `timeZone`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const asUtcMs = ({ date, time }: WallClock) => Date.parse(`${date}T${time}:00Z`);

/**
 * The instant at which a clock of `timeZone` shows `date` `time`; null when that time does not exist
 * there (skipped by a daylight-saving change). Two passes: the offset at the first guess may differ
 * from the offset at the answer when a change falls in between.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const wanted = asUtcMs({ date, time });
  let instant = wanted;
  for (let pass = 0; pass < 2; pass += 1) {
    const offset = asUtcMs(wallClock(new Date(instant), timeZone)) - instant;
    instant = wanted - offset;
  }
  const result = new Date(instant);
  const shown = wallClock(result, timeZone);
  return shown.date === date && shown.time === time ? result : null;
}

/** Today's date on a clock of `timeZone`. */
export const todayIn = (timeZone: string, now: Date): string => wallClock(now, timeZone).date;

/** YYYY-MM-DD plus `days`. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** 'mon'…'sun' of a calendar date. */
export const weekdayOf = (date: string) => WEEKDAY_KEYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * An instant as ISO 8601 with the offset of `timeZone` at that instant: '2024-10-03T18:30:00+02:00'.
 * This is the wall-clock time at the venue, which schema.org's Event and every calendar understand.
 */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  // 'GMT+02:00', or 'GMT' for a zero offset.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
