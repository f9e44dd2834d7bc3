import { useParams } from '@ama/platform';
import { EventContent, useEventDetail } from '../events/EventContent';
import { EventContentIsland } from '../islands';
import '../events/events.css';

/**
 * /events/{key}: the event, its state, seats left when few, and the way to register while it is open
 * (a link to the booking page). Plain HTML; an island (events/event) only when the event could not be
 * read, so that its retry works on the first page.
 */
export function EventPage() {
  const key = useParams().key ?? '';
  const { failed } = useEventDetail(key);
  return failed ? <EventContentIsland eventKey={key} /> : <EventContent eventKey={key} />;
}
