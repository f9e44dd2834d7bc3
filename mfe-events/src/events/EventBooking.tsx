import { useState, type ReactNode } from 'react';
import type { EventDetail, EventRegistrationResponse } from '@ama/contracts';
import { LocaleLink, useTranslation } from '@ama/platform';
import { EventAccessLabel } from './EventAccess';
import { useEventDetail } from './EventContent';
import { EventWhen } from './EventWhen';
import { LoadFailure } from './LoadFailure';
import { RegistrationConfirmation } from './RegistrationConfirmation';
import { RegistrationForm } from './RegistrationForm';

/**
 * The registration for one event (an island, events/registration): the form while it is open, then
 * the confirmation. The event is read from the store (the page's query, already answered by the
 * server), so the island's props are its key, and the member link's token when the page has one.
 */
export function EventRegistration({ eventKey, memberToken }: { eventKey: string; memberToken?: string }) {
  const { t } = useTranslation('events');
  const { data: event } = useEventDetail(eventKey);
  // The guest's own answer: held in the browser only, never in the server's page or store.
  const [registration, setRegistration] = useState<EventRegistrationResponse['registration']>();
  if (!event) return null;
  if (registration) return <RegistrationConfirmation event={event} registration={registration} />;
  return event.state === 'open' ? (
    <RegistrationForm event={event} memberToken={memberToken} onRegistered={setRegistration} />
  ) : (
    <p className="ama-event__closed" role="status">
      {t(`events.notBookable.${event.state}`)}
    </p>
  );
}

/** The event beside its registration (the page passes the registration's island). */
export function EventBookingLayout({ event, children }: { event: EventDetail; children: ReactNode }) {
  const { t } = useTranslation('events');
  return (
    <div className="ama-booking__layout">
      <aside className="ama-booking__event" aria-label={t('events.booking.eventLabel')}>
        <p className="ama-booking__event-title">
          <LocaleLink to={`/events/${event.key}`}>{event.title}</LocaleLink>
        </p>
        <p>
          <EventWhen event={event} />
        </p>
        <p>
          {event.venueName}, {event.address}
        </p>
        <EventAccessLabel event={event} />
      </aside>
      {children}
    </div>
  );
}

/**
 * /events/booking?event=… when the event could not be read: an island (events/event-booking) whose
 * retry reads it again and then shows the event and its registration.
 */
export function EventBookingRetry({ eventKey, memberToken }: { eventKey: string; memberToken?: string }) {
  const { data: event, failed, refetch } = useEventDetail(eventKey);
  if (failed) return <LoadFailure onRetry={() => void refetch()} />;
  if (!event) return <p className="ama-events__message" aria-busy="true" />;
  return (
    <EventBookingLayout event={event}>
      <EventRegistration eventKey={event.key} memberToken={memberToken} />
    </EventBookingLayout>
  );
}
