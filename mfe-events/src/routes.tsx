import { RemoteRoutes } from '@ama/platform';
import patterns from './route-patterns.json';
import { AppointmentPage } from './pages/AppointmentPage';
import { BookingPage } from './pages/BookingPage';
import { EventPage } from './pages/EventPage';
import { EventsPage } from './pages/EventsPage';
import { StoreLocatorPage } from './pages/StoreLocatorPage';

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} pages={{ events: EventsPage, booking: BookingPage, event: EventPage, appointment: AppointmentPage, storeLocator: StoreLocatorPage }} />;
}
