import { usePageHead, useTranslation } from '@ama/platform';
import { EventsIsland } from '../islands';
import '../components/staff.css';
import '../events/events.css';

/** /staff/events: every event with its seats. Never indexed; staff data is read in the browser only (the island). */
export function EventsPage() {
  const { t } = useTranslation('backoffice');
  usePageHead({ title: t('pages.staffEvents.title'), description: t('pages.staffEvents.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <EventsIsland />
    </div>
  );
}
