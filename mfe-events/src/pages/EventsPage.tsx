import { usePageHead, useTranslation } from '@ama/platform';
import { PageIntro } from '@ama/shared-ui';
import { EventListing, useEventListFailed } from '../events/EventListing';
import { EventListingIsland } from '../islands';
import { AREA_CLASS } from '../area-style';
import '../events/events.css';

/**
 * /events: upcoming events soonest first, then the past ones apart (docs/requirements.md#events). The list is plain
 * HTML (links); when it could not be read, it is an island (events/event-list), so its retry works.
 */
export function EventsPage() {
  const { t } = useTranslation('events');
  const title = t('pages.events.title');
  const intro = t('pages.events.intro');
  usePageHead({ title, description: intro });
  const failed = useEventListFailed();
  return (
    <div className={`ama-events ${AREA_CLASS}`}>
      <PageIntro title={title} intro={intro} />
      {failed ? <EventListingIsland /> : <EventListing />}
    </div>
  );
}
