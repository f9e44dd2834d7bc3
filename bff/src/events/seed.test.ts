import { seasonAheadAt } from './seed';
import { EVENT_SEED } from './seed-data';

const keysAndStarts = (now: string) => seasonAheadAt(EVENT_SEED, new Date(now)).map((event) => `${event.key} ${event.startsAt}`);

test('a shop created before the season ahead gets it as written', () => {
  expect(seasonAheadAt(EVENT_SEED, new Date('2026-11-23T09:00:00Z'))).toEqual(EVENT_SEED);
});

test('a shop created once the season began gets it a year on: same days and hours, keys with the new year; 3 October 2024 stays', () => {
  const moved = keysAndStarts('2026-12-10T12:00:00Z');
  expect(moved).toContain('milan-showroom-evening-2024 2024-10-03T18:30:00+02:00');
  expect(moved).toContain('valenza-atelier-winter-evening-2027 2027-12-10T18:00:00+01:00');
  expect(moved).toContain('milan-lab-grown-diamonds-talk-2028 2028-01-21T19:00:00+01:00');
  expect(keysAndStarts('2029-06-01T00:00:00Z')).toContain('valenza-atelier-winter-evening-2029 2029-12-10T18:00:00+01:00');
});
