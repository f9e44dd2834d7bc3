import type { StaffEventSummary } from '@ama/contracts';
import { EventState } from './EventState';
import { useEventWhen } from './use-event-when';
import { useTranslation } from '@ama/platform';
import { Fact } from '../components/Fact';

/** When and where (at the venue, with its zone), the state, and the seats: capacity, taken, left, held for invited guests. */
export function EventFacts({ event }: { event: StaffEventSummary }) {
  const { t } = useTranslation('backoffice');
  const when = useEventWhen();
  return (
    <dl className="ama-staff-facts">
      <Fact term={t('event.facts.state')}>
        <EventState state={event.state} />
      </Fact>
      <Fact term={t('event.facts.when')}>
        <time dateTime={event.startsAt}>{when(event)}</time>
      </Fact>
      <Fact term={t('event.facts.where')}>
        {event.venueName}
        <br />
        {event.address}
      </Fact>
      <Fact term={t('event.facts.capacity')}>{event.capacity}</Fact>
      <Fact term={t('event.facts.taken')}>{event.seatsTaken}</Fact>
      <Fact term={t('event.facts.left')}>{event.seatsLeft}</Fact>
      <Fact term={t('event.facts.held')}>{event.seatsReserved}</Fact>
      <Fact term={t('event.facts.registrations')}>{event.registrations}</Fact>
    </dl>
  );
}
