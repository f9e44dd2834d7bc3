import { render } from '@testing-library/react';
import { MemoryRouter, PlatformProvider, RemoteScope } from '@ama/platform';
import { App } from '../routes';

/** Renders the events area as the shell does, at `path`, for the appointment and locator tests. */
export const eventsAt = (path: string) => (
  <PlatformProvider>
    <RemoteScope name="mfe_events" namespace="events">
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </RemoteScope>
  </PlatformProvider>
);

export function renderEventsAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(eventsAt(path));
}

export const TEST_STORES = [
  {
    id: 'milano-brera',
    kind: 'store',
    name: 'Gioielleria Brera',
    address: 'Via Solferino 11',
    postalCode: '20121',
    city: 'Milano',
    country: 'IT',
    latitude: 45.47468,
    longitude: 9.18624,
    phone: '+390265551234',
    phoneDisplay: '+39 02 6555 1234',
    timeZone: 'Europe/Rome',
    openingHours: {
      mon: [['10:00', '19:00']],
      tue: [['10:00', '19:00']],
      wed: [['10:00', '19:00']],
      thu: [['10:00', '19:00']],
      fri: [['10:00', '19:00']],
      sat: [
        ['10:00', '13:00'],
        ['15:30', '19:30'],
      ],
      sun: [],
    },
    distanceKm: 1.2,
  },
  {
    id: 'torino-via-roma',
    kind: 'store',
    name: 'Gioielleria Ferraris',
    address: 'Via Roma 120',
    postalCode: '10121',
    city: 'Torino',
    country: 'IT',
    latitude: 45.06773,
    longitude: 7.68253,
    phone: '+390115623456',
    phoneDisplay: '+39 011 562 3456',
    timeZone: 'Europe/Rome',
    openingHours: { mon: [], tue: [['10:00', '19:00']], wed: [['10:00', '19:00']], thu: [['10:00', '19:00']], fri: [['10:00', '19:00']], sat: [['10:00', '18:00']], sun: [] },
    distanceKm: 126.4,
  },
] as const;
