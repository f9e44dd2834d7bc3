import { clubToday, SHOP_TIME_ZONE } from '@ama/contracts';

/**
 * The club counts in Italy's calendar days (contracts' clubToday): a window "until day 45" ends at
 * midnight in Rome, whatever the server's time zone. Days are 'YYYY-MM-DD' strings; instants are Dates.
 */

export type Day = string;

const DAY_MS = 86_400_000;

/** The Italian calendar day of an instant. */
export const romeDay = (instant: Date): Day => clubToday(instant);

export const romeYear = (instant: Date): number => Number(romeDay(instant).slice(0, 4));

const parts = (day: Day) => day.split('-').map(Number) as [number, number, number];

/** 'YYYY-MM-DD' + n calendar days (n may be negative). */
export function addDays(day: Day, days: number): Day {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Rome's offset from UTC (ms) at an instant, e.g. +3 600 000 in winter. */
function romeOffsetMs(instant: Date): number {
  const fields = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(fields.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a day starts in Rome (00:00 local). Italy changes its clocks at 02:00/03:00, never at
 * midnight, so the offset an hour either side of the guess is the day's.
 */
export function startOfRomeDay(day: Day): Date {
  const [year, month, date] = parts(day);
  const utcMidnight = Date.UTC(year, month - 1, date);
  return new Date(utcMidnight - romeOffsetMs(new Date(utcMidnight)));
}

/** The birthday of someone born on `birthDate` in `year`; 29 February is 1 March in a common year (as hasReachedAge). */
export function birthdayIn(birthDate: Day, year: number): Day {
  const [, month, date] = parts(birthDate);
  return new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);
}
