import { useRef } from 'react';
import type { StaffEventResponse } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';
import { eventsApi, registrationsCsvHref, useStaffEventQuery } from '../api';
import { RecordLoader } from '../components/RecordLoader';
import { RecordPage } from '../components/RecordPage';
import { Section } from '../components/Section';
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
    <RecordPage title={data?.event.title ?? t('pages.staffEvent.title', { key: eventKey })} back={{ to: patterns.staffEvents, label: t('event.back') }}>
      <EventView eventKey={eventKey} />
    </RecordPage>
  );
}

function EventView({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation('backoffice');
  // Asked again whenever the page opens: guests register and cancel meanwhile.
  const request = useStaffEventQuery(eventKey, { refetchOnMountOrArgChange: true });
  return (
    <RecordLoader request={request} loading={t('event.loading')} notFound={t('event.notFound')}>
      {(details) => <EventDetails details={details} onRefresh={() => void request.refetch()} />}
    </RecordLoader>
  );
}

/** The facts (the state first, so a cancellation just made is read there) and the cancellation beside the guests on a wide screen, above them on a phone. */
function EventDetails({ details: { event, registrations, editable }, onRefresh }: { details: StaffEventResponse; onRefresh: () => void }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const factsTitle = useRef<HTMLHeadingElement>(null);
  return (
    <div className="ama-staff-split ama-staff-event">
      <Section id="ama-staff-event-facts" title={t('event.facts.title')} className="ama-staff-event__facts" titleRef={factsTitle}>
        <EventFacts event={event} />
        {(event.state === 'open' || event.state === 'sold_out') && <CancelEvent event={event} onRefresh={onRefresh} onCancelled={() => factsTitle.current?.focus()} />}
      </Section>
      <Section id="ama-staff-event-guests" title={t('event.guests.title')} className="ama-staff-event__guests">
        <p className="ama-staff__count">{t('event.guests.count', { count: registrations.length })}</p>
        <p className="ama-staff-event__download">
          <a href={registrationsCsvHref(event.key, locale)} download>
            {t('event.guests.csv')}
          </a>
        </p>
        {registrations.length === 0 ? <p className="ama-staff__empty">{t('event.guests.empty')}</p> : <RegistrationsTable registrations={registrations} />}
      </Section>
      {(event.state === 'open' || event.state === 'sold_out') && (
        // A fresh form for each answer: the fields show the event as it now stands.
        <EventForm key={JSON.stringify(editable)} editing={{ key: event.key, editable }} onSaved={() => factsTitle.current?.focus()} />
      )}
    </div>
  );
}
