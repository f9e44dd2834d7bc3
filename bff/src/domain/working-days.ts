import { SHOP_TIME_ZONE } from '@ama/contracts';
import Holidays from 'date-holidays';
import { addDays, todayIn, weekdayOf } from './time-zones';

/**
 * The shop's working days: it is in Italy, so its days are Italian calendar days, and a working day is
 * a weekday that is no Italian public holiday (date-holidays keeps the list, Easter Monday included).
 */
const italianHolidays = new Holidays('IT');

const isPublicHoliday = (day: string) => (italianHolidays.isHoliday(new Date(`${day}T12:00:00Z`)) || []).some((holiday) => holiday.type === 'public');

/** Whether a calendar day ('2026-12-08') is a working day in Italy. */
export const isWorkingDay = (day: string): boolean => !['sat', 'sun'].includes(weekdayOf(day)) && !isPublicHoliday(day);

/** The calendar day `count` Italian working days after the Italian day of `from` (the day itself not counted). */
export function workingDaysAfter(from: Date, count: number): string {
  let day = todayIn(SHOP_TIME_ZONE, from);
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}
