import { useParams } from '@ama/platform';
import { EventIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../events/events.css';

/**
 * /staff/events/{key}: one event, its guests and its cancellation. Never indexed; whether the key names
 * an event is known in the browser only (the server asks nothing of the staff API), so no 404 here.
 */
export function EventPage() {
  const { key = '' } = useParams();
  return (
    <StaffPage page="staffEvent" values={{ key }}>
      <EventIsland eventKey={key} />
    </StaffPage>
  );
}
