import type { StaffEventSummary } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { VisuallyHidden } from '@ama/shared-ui';
import { eventPath } from './event-path';
import { EventState } from './EventState';
import { useEventWhen } from './use-event-when';

/**
 * One row per event: its title (to its page) and place, when at the venue, its state, the seats taken
 * (of its capacity), left and held for invited guests, and its confirmed registrations. Below a
 * phone's width each row becomes a card whose cells carry their column's name (staff.css).
 */
export function EventsTable({ events, caption }: { events: readonly StaffEventSummary[]; caption: string }) {
  const { t } = useTranslation('backoffice');
  const when = useEventWhen();
  const columns = {
    when: t('events.table.when'),
    state: t('events.table.state'),
    taken: t('events.table.taken'),
    left: t('events.table.left'),
    held: t('events.table.held'),
    registrations: t('events.table.registrations'),
  };
  return (
    <table className="ama-staff-table ama-staff-events">
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('events.table.event')}</th>
          <th scope="col">{columns.when}</th>
          <th scope="col">{columns.state}</th>
          <th scope="col">{columns.taken}</th>
          <th scope="col">{columns.left}</th>
          <th scope="col">{columns.held}</th>
          <th scope="col">{columns.registrations}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.key}>
            <th scope="row">
              <LocaleLink to={eventPath(event.key)} className="ama-staff-events__title">
                {event.title}
              </LocaleLink>
              <span className="ama-staff-events__place">{`${event.venueName}, ${event.city}`}</span>
            </th>
            <td data-label={columns.when}>
              <time dateTime={event.startsAt}>{when(event)}</time>
            </td>
            <td data-label={columns.state}>
              <EventState state={event.state} />
            </td>
            <td data-label={columns.taken}>{t('events.seatsOf', { taken: event.seatsTaken, capacity: event.capacity })}</td>
            <td data-label={columns.left}>{event.seatsLeft}</td>
            <td data-label={columns.held}>{event.seatsReserved}</td>
            <td data-label={columns.registrations}>{event.registrations}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
