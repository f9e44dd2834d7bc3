import type { EventSummary } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { EventCard } from './EventCard';
import { useEventListQuery } from './events-api';
import { LoadFailure } from './LoadFailure';

/** Whether the events' list could not be read (the pages then render their list as an island, for its retry). */
export function useEventListFailed(): boolean {
  return useEventListQuery(useLocale()).error !== undefined;
}

function EventList({ events }: { events: EventSummary[] }) {
  return (
    <ul className="ama-events__list">
      {events.map((event) => (
        <li key={event.key}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}

/** /events: upcoming events soonest first, then the past ones apart (docs/requirements.md#events); a retry when they did not load. */
export function EventListing() {
  const { t } = useTranslation('events');
  const { data, error, refetch } = useEventListQuery(useLocale());
  if (error) return <LoadFailure onRetry={() => void refetch()} />;
  if (!data) {
    return (
      <p className="ama-events__message" aria-busy="true">
        {t('events.loading')}
      </p>
    );
  }
  return (
    <>
      <section className="ama-events__section" aria-labelledby="ama-events-upcoming">
        <h2 id="ama-events-upcoming">{t('events.upcoming')}</h2>
        {data.upcoming.length > 0 ? <EventList events={data.upcoming} /> : <p className="ama-events__message">{t('events.noUpcoming')}</p>}
      </section>
      {data.past.length > 0 && (
        <section className="ama-events__section ama-events__section--past" aria-labelledby="ama-events-past">
          <h2 id="ama-events-past">{t('events.past')}</h2>
          <EventList events={data.past} />
        </section>
      )}
    </>
  );
}

/** /events/booking without an event in the URL: the ones open for registration; a retry when they did not load. */
export function ChooseEvent() {
  const { t } = useTranslation('events');
  const { data, error, refetch } = useEventListQuery(useLocale());
  if (error) return <LoadFailure onRetry={() => void refetch()} />;
  if (!data)
    return (
      <p className="ama-events__message" aria-busy="true">
        {t('events.loading')}
      </p>
    );
  const open = data.upcoming.filter((event) => event.state === 'open');
  return (
    <section className="ama-events__section" aria-labelledby="ama-booking-choose">
      <h2 id="ama-booking-choose">{t('events.booking.choose')}</h2>
      {open.length > 0 ? <EventList events={open} /> : <p className="ama-events__message">{t('events.noUpcoming')}</p>}
    </section>
  );
}
