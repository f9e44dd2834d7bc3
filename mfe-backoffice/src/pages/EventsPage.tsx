import { EventsIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../events/events.css';

/** /staff/events: every event with its seats. Never indexed; staff data is read in the browser only (the island). */
export function EventsPage() {
  return (
    <StaffPage page="staffEvents">
      <EventsIsland />
    </StaffPage>
  );
}
