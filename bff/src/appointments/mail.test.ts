import type { AppointmentView } from '@ama/contracts';
import { buildAppointmentMail } from './mail';
import { buildAppointmentCancelledMail } from './staff-mail';

const appointment: AppointmentView = {
  kind: 'phone',
  place: null,
  // 15:30 in Rome (winter time, UTC+1).
  start: '2026-12-02T14:30:00.000Z',
  end: '2026-12-02T15:30:00.000Z',
  timeZone: 'Europe/Rome',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  status: 'booked',
};
const cancelUrl = 'https://shop.example/it/book-an-appointment?cancel=token';

describe('the appointment e-mails say the time as the shopper reads it, never the zone’s IANA id', () => {
  it('the confirmation in Italian', () => {
    const mail = buildAppointmentMail({ appointment, phone: '+39 347 123 4567', locale: 'it', cancelUrl });
    expect(mail.text).toContain('Quando: mercoledì 2 dicembre 2026, 15:30 (ora italiana)');
    expect(mail.html).toContain('Quando: mercoledì 2 dicembre 2026, 15:30 (ora italiana)');
    expect(`${mail.text}${mail.html}`).not.toContain('Europe/Rome');
  });

  it('the confirmation in German', () => {
    const mail = buildAppointmentMail({ appointment, phone: '+39 347 123 4567', locale: 'de', cancelUrl });
    expect(mail.text).toContain('Wann: Mittwoch, 2. Dezember 2026, 15:30 Uhr (italienische Zeit)');
    expect(`${mail.text}${mail.html}`).not.toContain('Europe/Rome');
  });

  it('the cancellation in English, for a store in another zone', () => {
    const mail = buildAppointmentCancelledMail({ ...appointment, locale: 'en', timeZone: 'Europe/Zurich' }, 'customer');
    expect(mail.text).toContain('your appointment on Wednesday, 2 December 2026, 15:30 (Swiss time) is cancelled');
    expect(mail.text).not.toContain('Europe/Zurich');
  });
});
