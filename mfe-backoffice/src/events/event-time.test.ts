import { venueTime, zoneOf } from './event-time';

test("the venue's wall clock, whatever the computer's zone", () => {
  expect(venueTime('2026-12-10T18:00:00+01:00', 'en')).toEqual({ date: 'Thu, Dec 10, 2026', time: '18:00', offset: '+01:00' });
  expect(venueTime('2026-06-04T19:30:00+02:00', 'it')).toEqual({ date: 'gio 4 giu 2026', time: '19:30', offset: '+02:00' });
  expect(venueTime('2026-06-04T19:30:00Z', 'en')?.offset).toBe('+00:00');
  expect(venueTime('tomorrow', 'en')).toBeNull();
});

test("Italy's winter and summer time by name, any other zone as it is", () => {
  expect(zoneOf('Europe/Rome', '+01:00')).toEqual({ key: 'winter' });
  expect(zoneOf('Europe/Rome', '+02:00')).toEqual({ key: 'summer' });
  expect(zoneOf('Europe/London', '+00:00')).toEqual({ other: 'Europe/London, UTC+00:00' });
});
