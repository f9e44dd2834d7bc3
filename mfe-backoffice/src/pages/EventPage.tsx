import { EventIsland } from '../islands';
import { StaffRecordPage } from '../components/StaffPage';
import '../events/events.css';

/** /staff/events/{key}: one event, its guests and its cancellation. Never indexed. */
export const EventPage = () => <StaffRecordPage page="staffEvent" param="key" island={(key) => <EventIsland eventKey={key} />} />;
