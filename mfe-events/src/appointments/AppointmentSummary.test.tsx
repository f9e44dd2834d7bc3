import { render, screen } from '@testing-library/react';
import { addMessages, createShopStore, initI18n, PlatformProvider, RemoteScope } from '@ama/platform';
import type { AppointmentView, Locale } from '@ama/contracts';
import { messages } from '../i18n';
import { AppointmentSummary } from './AppointmentSummary';

const APPOINTMENT: AppointmentView = {
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

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('events', messages);
});

function renderSummaryIn(locale: Locale, appointment: AppointmentView = APPOINTMENT) {
  initI18n(locale);
  window.history.replaceState(null, '', `/${locale}/book-an-appointment`);
  return render(
    <PlatformProvider>
      <RemoteScope name="mfe_events" namespace="events">
        <AppointmentSummary appointment={appointment} />
      </RemoteScope>
    </PlatformProvider>,
  );
}

test('says the time in Italian with the zone in words, never the IANA id', () => {
  const { container } = renderSummaryIn('it');
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Appuntamento', 'Quando']);
  expect(screen.getByRole('time')).toHaveTextContent(/^mercoledì 2 dicembre 2026, 15:30 \(ora italiana\)$/);
  expect(container).not.toHaveTextContent('Europe/Rome');
});

test('says the time in German with "Uhr" and the zone in words', () => {
  const { container } = renderSummaryIn('de');
  expect(screen.getByRole('time')).toHaveAttribute('datetime', APPOINTMENT.start);
  expect(screen.getByRole('time')).toHaveTextContent(/^Mittwoch, 2\. Dezember 2026, 15:30 Uhr \(italienische Zeit\)$/);
  expect(container).not.toHaveTextContent('Europe/Rome');
});

test('a store in another zone is named in words too', () => {
  const { container } = renderSummaryIn('it', { ...APPOINTMENT, kind: 'store', timeZone: 'Europe/Zurich', place: null });
  expect(screen.getByRole('time')).toHaveTextContent(/15:30 \(ora svizzera\)$/);
  expect(container).not.toHaveTextContent('Europe/Zurich');
});
