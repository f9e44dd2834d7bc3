import { LOCALES } from './locales';
import { formatAppointmentTime, timeZoneName } from './appointment-time';

describe("an appointment's time, as every part of the shop writes it", () => {
  it("is on the place's clock, with the zone in the shopper's words", () => {
    // 14:30 UTC is 15:30 in Milan on 2 December 2026.
    expect(formatAppointmentTime('2026-12-02T14:30:00Z', 'Europe/Rome', 'it')).toBe('mercoledì 2 dicembre 2026, 15:30 (ora italiana)');
    expect(formatAppointmentTime('2026-12-02T14:30:00Z', 'Europe/Rome', 'de')).toBe('Mittwoch, 2. Dezember 2026, 15:30 Uhr (italienische Zeit)');
    expect(formatAppointmentTime('2026-12-02T14:30:00Z', 'Europe/London', 'en')).toBe('Wednesday, 2 December 2026, 14:30 (UK time)');
  });

  it('names every zone of ours in every language, and any other zone through Intl', () => {
    for (const locale of LOCALES) {
      for (const zone of ['Europe/Rome', 'Europe/Zurich', 'Europe/Berlin', 'Europe/Paris', 'Europe/Madrid', 'Europe/London', 'America/New_York']) {
        expect(timeZoneName(zone, locale)).toMatch(/\p{L}/u);
      }
      expect(timeZoneName('Asia/Tokyo', locale)).not.toBe('');
    }
    expect(timeZoneName('Asia/Tokyo', 'en')).toMatch(/Japan/);
  });
});
