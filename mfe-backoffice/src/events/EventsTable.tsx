import type { StaffEventSummary } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { StaffTable } from '../components/StaffTable';
import { useColumnNames } from '../components/use-column-names';
import { textCompare, useSortedRows } from '../components/use-sorted-rows';
import { eventPath } from './event-path';
import { EventState } from './EventState';
import { useEventWhen } from './use-event-when';

/** The columns that sort the list, in the page (it is whole): each column's sort key. */
const SORT_KEYS = { event: 'title', when: 'startsAt', taken: 'taken', left: 'left', registrations: 'registrations' } as const;

/**
 * One row per event: its title (to its page) and place, when at the venue, its state, the seats taken
 * (of its capacity), left and held for invited guests, and its confirmed registrations. Below a
 * phone's width each row becomes a card whose cells carry their column's name (staff.css). The list is
 * whole, so its column headers sort it in the browser; until one is chosen, upcoming first, then past.
 */
export function EventsTable({ events, caption }: { events: readonly StaffEventSummary[]; caption: string }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const when = useEventWhen();
  const byText = textCompare(locale);
  const { rows, sort, onSort } = useSortedRows(events, {
    title: (a, b) => byText(a.title, b.title),
    startsAt: (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt),
    taken: (a, b) => a.seatsTaken - b.seatsTaken,
    left: (a, b) => a.seatsLeft - b.seatsLeft,
    registrations: (a, b) => a.registrations - b.registrations,
  });
  const columns = useColumnNames('events.table', ['event', 'when', 'state', 'taken', 'left', 'held', 'registrations']);
  return (
    <StaffTable className="ama-staff-events ama-staff-table--figures" caption={caption} columns={columns} sorting={{ keys: SORT_KEYS, sort, onSort }}>
      {rows.map((event) => (
        <tr key={event.key}>
          <th scope="row">
            <LocaleLink to={eventPath(event.key)} className="ama-staff-events__title">
              {event.title}
            </LocaleLink>
            <span className="ama-staff__secondary">{`${event.venueName}, ${event.city}`}</span>
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
    </StaffTable>
  );
}
