import { earliestTermsChangeDay } from './terms-change-day';

test('the day after the 30 days end, in Italy, at any hour', () => {
  // 27 November 2026, 10:00 in Rome: the 30 days end on 27 December at 10:00, so 28 December is the first whole day.
  expect(earliestTermsChangeDay(new Date('2026-11-27T09:00:00Z'))).toBe('2026-12-28');
  // 23:30 on the 27th in UTC is already 00:30 on the 28th in Rome: Italy's day counts.
  expect(earliestTermsChangeDay(new Date('2026-11-27T23:30:00Z'))).toBe('2026-12-29');
});

test('across the end of a month and of a year', () => {
  expect(earliestTermsChangeDay(new Date('2026-12-15T12:00:00Z'))).toBe('2027-01-15');
});
