import { useTranslation } from 'react-i18next';
import { useLocale, usePageHead } from '@ama/platform';
import { PageIntro } from '@ama/shared-ui';
import { EventCard } from '../events/EventCard';
import { useEventListQuery } from '../events/events-api';
import { LoadFailure } from '../events/LoadFailure';
import '../events/events.css';

/** /events: upcoming events soonest first, then the past ones apart (spec §2, §4). */
export function EventsPage() {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const title = t('pages.events.title');
  const intro = t('pages.events.intro');
  usePageHead({ title, description: intro });
  const { data, error, refetch } = useEventListQuery(locale);
  return (
    <div className="ama-events">
      <PageIntro title={title} intro={intro} />
      {error ? (
        <LoadFailure onRetry={() => void refetch()} />
      ) : !data ? (
        <p className="ama-events__message" aria-busy="true">
          {t('events.loading')}
        </p>
      ) : (
        <>
          <section className="ama-events__section" aria-labelledby="ama-events-upcoming">
            <h2 id="ama-events-upcoming">{t('events.upcoming')}</h2>
            {data.upcoming.length > 0 ? (
              <ul className="ama-events__list">
                {data.upcoming.map((event) => (
                  <li key={event.key}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="ama-events__message">{t('events.noUpcoming')}</p>
            )}
          </section>
          {data.past.length > 0 && (
            <section className="ama-events__section ama-events__section--past" aria-labelledby="ama-events-past">
              <h2 id="ama-events-past">{t('events.past')}</h2>
              <ul className="ama-events__list">
                {data.past.map((event) => (
                  <li key={event.key}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
