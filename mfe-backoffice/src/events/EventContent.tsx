import { useRef } from 'react';
import type { StaffEventResponse } from '@ama/contracts';
import { LocaleLink, useLocale, useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';
import { eventsApi, registrationsCsvHref, useStaffEventQuery } from '../api';
import { LoadProblem } from '../components/LoadProblem';
import { StaffGate } from '../session/StaffGate';
import { CancelEvent } from './CancelEvent';
import { EventFacts } from './EventFacts';
import { EventForm } from './EventForm';
import { RegistrationsTable } from './RegistrationsTable';

/**
 * /staff/events/{key} (an island, backoffice/event): one event for a signed-in account, whatever its
 * role. Its title is the page's heading once the event is read (the server's frame names the key only).
 */
export function EventContent({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation('backoffice');
  // Read from the cache only: the view below asks for it, once the session is known.
  const { data } = eventsApi.endpoints.staffEvent.useQueryState(eventKey);
  return (
    <StaffGate title={data?.event.title ?? t('pages.staffEvent.title', { key: eventKey })}>
      {() => (
        <>
          <p className="ama-staff__back">
            <LocaleLink to={patterns.staffEvents}>{t('event.back')}</LocaleLink>
          </p>
          <EventView eventKey={eventKey} />
        </>
      )}
    </StaffGate>
  );
}

function EventView({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation('backoffice');
  // Asked again whenever the page opens: guests register and cancel meanwhile.
  const { data, isError, error, isFetching, refetch } = useStaffEventQuery(eventKey, { refetchOnMountOrArgChange: true });
  if (isError && !isFetching) return <LoadProblem error={error} onRetry={() => void refetch()} notFound={t('event.notFound')} />;
  if (!data) {
    return (
      <p className="ama-staff__loading" role="status">
        {t('event.loading')}
      </p>
    );
  }
  return <EventDetails details={data} onRefresh={() => void refetch()} />;
}

/** The facts (the state first, so a cancellation just made is read there) and the cancellation beside the guests on a wide screen, above them on a phone. */
function EventDetails({ details: { event, registrations, editable }, onRefresh }: { details: StaffEventResponse; onRefresh: () => void }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const factsTitle = useRef<HTMLHeadingElement>(null);
  return (
    <div className="ama-staff-event">
      <section className="ama-staff-event__facts" aria-labelledby="ama-staff-event-facts">
        <h2 id="ama-staff-event-facts" className="ama-staff__section-title" tabIndex={-1} ref={factsTitle}>
          {t('event.facts.title')}
        </h2>
        <EventFacts event={event} />
        {(event.state === 'open' || event.state === 'sold_out') && <CancelEvent event={event} onRefresh={onRefresh} onCancelled={() => factsTitle.current?.focus()} />}
      </section>
      <section className="ama-staff-event__guests" aria-labelledby="ama-staff-event-guests">
        <h2 id="ama-staff-event-guests" className="ama-staff__section-title">
          {t('event.guests.title')}
        </h2>
        <p className="ama-staff__count">{t('event.guests.count', { count: registrations.length })}</p>
        <p className="ama-staff-event__download">
          <a href={registrationsCsvHref(event.key, locale)} download>
            {t('event.guests.csv')}
          </a>
        </p>
        {registrations.length === 0 ? <p className="ama-staff__empty">{t('event.guests.empty')}</p> : <RegistrationsTable registrations={registrations} />}
      </section>
      {(event.state === 'open' || event.state === 'sold_out') && (
        // A fresh form for each answer: the fields show the event as it now stands.
        <EventForm key={JSON.stringify(editable)} editing={{ key: event.key, editable }} onSaved={() => factsTitle.current?.focus()} />
      )}
    </div>
  );
}
