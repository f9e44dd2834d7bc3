import { useParams, usePageHead, useTranslation } from '@ama/platform';
import { EventIsland } from '../islands';
import '../components/staff.css';
import '../events/events.css';

/**
 * /staff/events/{key}: one event, its guests and its cancellation. Never indexed; whether the key names
 * an event is known in the browser only (the server asks nothing of the staff API), so no 404 here.
 */
export function EventPage() {
  const { t } = useTranslation('backoffice');
  const { key = '' } = useParams();
  usePageHead({ title: t('pages.staffEvent.title', { key }), description: t('pages.staffEvent.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <EventIsland eventKey={key} />
    </div>
  );
}
