import { CLUB, clubToday } from '@ama/contracts';

const DAY_MS = 86_400_000;

/**
 * The first Italian day a terms change may apply from, as the API judges it (bff club/terms-change.ts:
 * its day must start at least CLUB.termsChangeNoticeDays × 24 hours from now): the day after the one
 * those hours end in. YYYY-MM-DD, so it compares with a date field's value as text.
 */
export function earliestTermsChangeDay(now: Date): string {
  const noticeEnds = clubToday(new Date(now.getTime() + CLUB.termsChangeNoticeDays * DAY_MS));
  const [year, month, day] = noticeEnds.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
