import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_BOOKING_PARAMS, type EventDetail, type EventRegistrationResponse } from '@ama/contracts';
import { LocaleLink, NotFound, useLocale, usePageHead, useSearchParams } from '@ama/platform';
import { PageIntro } from '@ama/shared-ui';
import { CancelRegistration } from '../events/CancelRegistration';
import { EventCard } from '../events/EventCard';
import { useEventDetailQuery, useEventListQuery } from '../events/events-api';
import { EventWhen } from '../events/EventWhen';
import { LoadFailure } from '../events/LoadFailure';
import { RegistrationConfirmation } from '../events/RegistrationConfirmation';
import { RegistrationForm } from '../events/RegistrationForm';
import { isEventKey } from './EventPage';
import '../events/events.css';

/**
 * /events/booking: `?event=<key>` registers for that event; `?cancel=<token>` is where the e-mail's
 * cancellation link lands; without either, the events open for registration to choose from.
 */
export function BookingPage() {
  const [params] = useSearchParams();
  const token = params.get(EVENT_BOOKING_PARAMS.cancel);
  const key = params.get(EVENT_BOOKING_PARAMS.event);
  if (token !== null) {
    return (
      <BookingFrame noindex>
        <CancelRegistration token={token} />
      </BookingFrame>
    );
  }
  if (!key) {
    return (
      <BookingFrame>
        <ChooseEvent />
      </BookingFrame>
    );
  }
  // Keyed: another event starts from an empty form.
  return <BookingForEvent key={key} eventKey={key} />;
}

function BookingFrame({ children, eventTitle, noindex = false }: { children: ReactNode; eventTitle?: string; noindex?: boolean }) {
  const { t } = useTranslation('events');
  const title = t('pages.booking.title');
  const intro = t('pages.booking.intro');
  usePageHead({ title: eventTitle ? `${title}: ${eventTitle}` : title, description: intro, ...(noindex && { robots: 'noindex' }) });
  return (
    <div className="ama-events ama-booking">
      <PageIntro title={title} intro={intro} />
      {children}
    </div>
  );
}

/** Without an event in the URL: the ones open for registration. */
function ChooseEvent() {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const { data, error, refetch } = useEventListQuery(locale);
  if (error) return <LoadFailure onRetry={() => void refetch()} />;
  if (!data) return <p className="ama-events__message" aria-busy="true">{t('events.loading')}</p>;
  const open = data.upcoming.filter((event) => event.state === 'open');
  return (
    <section className="ama-events__section" aria-labelledby="ama-booking-choose">
      <h2 id="ama-booking-choose">{t('events.booking.choose')}</h2>
      {open.length > 0 ? (
        <ul className="ama-events__list">
          {open.map((event) => (
            <li key={event.key}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="ama-events__message">{t('events.noUpcoming')}</p>
      )}
    </section>
  );
}

function BookingForEvent({ eventKey }: { eventKey: string }) {
  const locale = useLocale();
  const valid = isEventKey(eventKey);
  const { data: event, error, refetch } = useEventDetailQuery({ key: eventKey, locale }, { skip: !valid });
  if (!valid || (error && 'status' in error && error.status === 404)) return <NotFound />;
  if (error) {
    return (
      <BookingFrame>
        <LoadFailure onRetry={() => void refetch()} />
      </BookingFrame>
    );
  }
  if (!event) {
    return (
      <BookingFrame>
        <p className="ama-events__message" aria-busy="true" />
      </BookingFrame>
    );
  }
  return (
    <BookingFrame eventTitle={event.title}>
      <EventBooking event={event} />
    </BookingFrame>
  );
}

function EventBooking({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  // The guest's own answer: held in the browser only, never in the server's page or store.
  const [registration, setRegistration] = useState<EventRegistrationResponse['registration']>();
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
      </aside>
      {registration ? (
        <RegistrationConfirmation event={event} registration={registration} />
      ) : event.state === 'open' ? (
        <RegistrationForm event={event} onRegistered={setRegistration} />
      ) : (
        <p className="ama-event__closed" role="status">
          {t(`events.notBookable.${event.state}`)}
        </p>
      )}
    </div>
  );
}
