import { useState } from 'react';
import { useLocale, useNavigate, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { useStaffEventsQuery } from '../api';
import { ListResult } from '../components/ListResult';
import { StaffGate } from '../session/StaffGate';
import { EventForm } from './EventForm';
import { eventPath } from './event-path';
import { EventsTable } from './EventsTable';

/** /staff/events (an island, backoffice/events): every event for a signed-in account, whatever its role. */
export function EventsContent() {
  const { t } = useTranslation('backoffice');
  return (
    <StaffGate title={t('pages.staffEvents.title')}>
      {() => (
        <>
          <EventsList />
          <NewEvent />
        </>
      )}
    </StaffGate>
  );
}

/** "New event" opens the form under the list; once created, the event's own page opens. */
function NewEvent() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <p className="ama-staff-events__new">
        <Button type="button" theme="dark" onClick={() => setOpen(true)}>
          {t('eventForm.open')}
        </Button>
      </p>
    );
  }
  return <EventForm onSaved={(saved) => navigate(`/${locale}${eventPath(saved.event.key)}`)} />;
}

/** The events, upcoming first, then past (the API's order), each with its seats and registrations. */
function EventsList() {
  const { t } = useTranslation('backoffice');
  // Asked again whenever the page opens: guests register while a list sits in another tab.
  const request = useStaffEventsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="ama-staff-events-list" aria-label={t('events.table.caption')} aria-busy={request.isFetching}>
      <ListResult request={request} rows={request.data?.events} messages="events">
        {(events) => <EventsTable events={events} caption={t('events.table.caption')} />}
      </ListResult>
    </section>
  );
}
