import { calendarDay } from '../components/calendar-day';
import { daySearch, formatClock, formatDay, readDay, shiftDay, todayInItaly, zoneName } from './appointment-day';

test("today is Italy's day, whatever the computer's zone", () => {
  // 23:30 UTC on 9 December is 00:30 on the 10th in Milan (winter time, UTC+1).
  expect(todayInItaly(new Date('2026-12-09T23:30:00Z'))).toBe('2026-12-10');
  // 21:59 UTC on 30 June is 23:59 in Milan (summer time, UTC+2): still the 30th.
  expect(todayInItaly(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
});

test("the URL's day, else today; a malformed or impossible day is as if not given", () => {
  const now = new Date('2026-12-09T10:00:00Z');
  expect(readDay(new URLSearchParams('date=2026-12-24'), now)).toBe('2026-12-24');
  expect(readDay(new URLSearchParams(''), now)).toBe('2026-12-09');
  expect(readDay(new URLSearchParams('date=2026-02-30'), now)).toBe('2026-12-09');
  expect(readDay(new URLSearchParams('date=tomorrow'), now)).toBe('2026-12-09');
  expect(calendarDay('2028-02-29')).toBe('2028-02-29');
});

test('the previous and next days cross months, years and the change of clocks', () => {
  expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  expect(shiftDay('2026-03-29', 1)).toBe('2026-03-30');
  expect(daySearch('2026-12-10')).toBe('?date=2026-12-10');
});

test("a day in the page's language, and a time at the place's clock", () => {
  expect(formatDay('2026-12-10', 'en')).toBe('Thursday, December 10, 2026');
  expect(formatDay('2026-12-10', 'it')).toBe('giovedì 10 dicembre 2026');
  expect(formatClock('2026-12-10T09:00:00.000Z', 'Europe/Rome', 'en')).toBe('10:00');
  expect(formatClock('2026-07-10T09:00:00.000Z', 'Europe/Rome', 'de')).toBe('11:00');
  expect(formatClock('2026-07-10T09:00:00.000Z', 'Europe/London', 'en')).toBe('10:00');
});

describe("a place's clock beside its times", () => {
  it("is named in the staff member's language, never by its IANA id", () => {
    expect(zoneName('Europe/London', 'en', new Date('2026-12-10T12:00:00Z'))).toBe('United Kingdom Time');
    expect(zoneName('America/New_York', 'it', new Date('2026-12-10T12:00:00Z'))).toBe('Ora orientale USA');
    expect(zoneName('Europe/Zurich', 'de', new Date('2026-12-10T12:00:00Z'))).not.toContain('/');
  });
});
