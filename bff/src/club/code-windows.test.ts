import { CLUB } from '@ama/contracts';
import { addDays, birthdayIn, romeDay, startOfRomeDay } from './calendar';
import { birthdayWindowAt, birthdayWindowOf, friendWindow, seasonalWindow, welcomeWindow } from './code-windows';

const at = (iso: string) => new Date(iso);

describe('Italy’s calendar', () => {
  it('starts a day at midnight in Rome, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(startOfRomeDay('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfRomeDay('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // The days the clocks change: midnight is before the change.
    expect(startOfRomeDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfRomeDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('reads the Italian day of an instant, not the server’s', () => {
    expect(romeDay(at('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(romeDay(at('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-20', 15)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('puts the birthday of someone born on 29 February on 1 March in a common year', () => {
    expect(birthdayIn('2000-02-29', 2027)).toBe('2027-03-01');
    expect(birthdayIn('2000-02-29', 2028)).toBe('2028-02-29');
  });
});

describe('welcome code window', () => {
  // Signed up on 1 March at 10:00 in Rome: day 0. Day 45 is 15 April, the last valid day.
  const window = welcomeWindow(at('2026-03-01T09:00:00Z'));

  it(`lasts to the end of day ${CLUB.welcomeDiscount.validDays} after the sign-up, Italian time`, () => {
    expect(window).toMatchObject({ kind: 'welcome', percent: CLUB.welcomeDiscount.percent, year: 2026 });
    expect(window.validFrom.toISOString()).toBe('2026-03-01T09:00:00.000Z');
    // 16 April 00:00 in Rome (summer time) is 15 April 22:00 UTC.
    expect(window.validUntil.toISOString()).toBe('2026-04-15T22:00:00.000Z');
  });

  it('is valid at the last second of day 45 and not at the first of day 46', () => {
    const lastSecondOfDay45 = at('2026-04-15T21:59:59Z');
    expect(romeDay(lastSecondOfDay45)).toBe(addDays('2026-03-01', 45));
    expect(lastSecondOfDay45 < window.validUntil).toBe(true);
    expect(romeDay(window.validUntil)).toBe(addDays('2026-03-01', 46));
  });

  it('counts days in Italy: a sign-up at 00:30 in Rome (still the day before in UTC) starts day 0 that Italian day', () => {
    const late = welcomeWindow(at('2026-02-28T23:30:00Z'));
    expect(romeDay(late.validFrom)).toBe('2026-03-01');
    expect(late.validUntil.toISOString()).toBe(window.validUntil.toISOString());
  });
});

describe('birthday code window', () => {
  it(`opens ${CLUB.birthdayDiscount.windowDays} days before the birthday and closes after the ${CLUB.birthdayDiscount.windowDays}th day after it`, () => {
    const window = birthdayWindowOf('1990-06-15', 2026);
    expect(window).toMatchObject({ kind: 'birthday', percent: CLUB.birthdayDiscount.percent, year: 2026 });
    expect(romeDay(window.validFrom)).toBe('2026-05-16');
    expect(window.validFrom.toISOString()).toBe(startOfRomeDay('2026-05-16').toISOString());
    expect(window.validUntil.toISOString()).toBe(startOfRomeDay('2026-07-16').toISOString());
  });

  it('finds the window containing today, next year’s across a year end (born 2 January, read 10 December)', () => {
    const window = birthdayWindowAt('1990-01-02', at('2026-12-10T12:00:00Z'));
    expect(window?.year).toBe(2027);
    expect(romeDay(window!.validFrom)).toBe('2026-12-03');
    expect(romeDay(new Date(window!.validUntil.getTime() - 1))).toBe('2027-02-01');
  });

  it('finds last year’s window early in January (born 30 December, read 15 January)', () => {
    expect(birthdayWindowAt('1990-12-30', at('2027-01-15T12:00:00Z'))?.year).toBe(2026);
  });

  it('has no window on day −31 nor on day +31, and one on day −30 and day +30', () => {
    const birthDate = '1990-01-02';
    const noon = (day: string) => new Date(startOfRomeDay(day).getTime() + 12 * 3_600_000);
    expect(birthdayWindowAt(birthDate, noon('2026-12-02'))).toBeNull();
    expect(birthdayWindowAt(birthDate, noon('2026-12-03'))?.year).toBe(2027);
    expect(birthdayWindowAt(birthDate, noon('2027-02-01'))?.year).toBe(2027);
    expect(birthdayWindowAt(birthDate, noon('2027-02-02'))).toBeNull();
    // The edges to the second.
    expect(birthdayWindowAt(birthDate, startOfRomeDay('2026-12-03'))?.year).toBe(2027);
    expect(birthdayWindowAt(birthDate, new Date(startOfRomeDay('2026-12-03').getTime() - 1))).toBeNull();
    expect(birthdayWindowAt(birthDate, new Date(startOfRomeDay('2027-02-02').getTime() - 1))?.year).toBe(2027);
    expect(birthdayWindowAt(birthDate, startOfRomeDay('2027-02-02'))).toBeNull();
  });
});

describe('seasonal and bring-a-friend windows', () => {
  it('makes a seasonal code last to the end of the Italian calendar year it was issued in', () => {
    const window = seasonalWindow(at('2026-12-31T22:30:00Z'), 240_000);
    // 23:30 in Rome on 31 December: still 2026, one half hour left.
    expect(window).toMatchObject({ kind: 'seasonal', year: 2026, percent: CLUB.seasonalDiscount.percent });
    expect(window.validUntil.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(seasonalWindow(at('2026-12-31T23:30:00Z'), 240_000).year).toBe(2027);
  });

  it(`is worth ${CLUB.seasonalDiscount.percent} % of the last receipt as an amount, to the nearest cent`, () => {
    // €2,400.00 → €360.00; €1,234.57 → €185.1855 → €185.19.
    expect(seasonalWindow(at('2026-05-01T10:00:00Z'), 240_000).amountCents).toBe(36_000);
    expect(seasonalWindow(at('2026-05-01T10:00:00Z'), 123_457).amountCents).toBe(18_519);
  });

  it(`gives a friend invitation ${CLUB.bringAFriendDiscount.validDays} days like the welcome code`, () => {
    const window = friendWindow(at('2026-03-01T09:00:00Z'));
    expect(window).toMatchObject({ kind: 'friend', percent: CLUB.bringAFriendDiscount.percent });
    expect(romeDay(new Date(window.validUntil.getTime() - 1))).toBe(addDays('2026-03-01', CLUB.bringAFriendDiscount.validDays));
  });
});
