import { CLUB_MEMBER_TOKEN_PARAM, EVENT_BOOKING_PARAMS, EVENT_KEY_PATTERN, EVENTS, showsSeatsLeft, type EventDetail } from '@ama/contracts';
import { LocaleLink, NotFound, useLocale, usePageHead, useSearchParams, useTranslation } from '@ama/platform';
import { buttonClassName } from '@ama/shared-ui';
import { EventAccessLabel } from './EventAccess';
import { useEventDetailQuery } from './events-api';
import { EventStateBadge } from './EventState';
import { EventWhen } from './EventWhen';
import { eventJsonLd } from './json-ld';
import { LoadFailure } from './LoadFailure';
import { AREA_CLASS } from '../area-style';

export const isEventKey = (key: string) => key.length <= EVENTS.keyMaxLength && EVENT_KEY_PATTERN.test(key);

/** The event of `key` (not asked for a key that cannot be one), and what its answer means for the page. */
export function useEventDetail(key: string) {
  const valid = isEventKey(key);
  const query = useEventDetailQuery({ key, locale: useLocale() }, { skip: !valid });
  const { error } = query;
  const notFound = !valid || (error !== undefined && 'status' in error && error.status === 404);
  return { ...query, notFound, failed: !notFound && error !== undefined };
}

/**
 * /events/{key}'s content: the event, or the 404 page, or a retry when it could not be read. The page
 * renders it as an island (events/event) only in that last case: otherwise it is plain HTML.
 */
export function EventContent({ eventKey }: { eventKey: string }) {
  const { t } = useTranslation('events');
  const { data: event, notFound, failed, refetch } = useEventDetail(eventKey);
  if (notFound) return <NotFound />;
  if (failed) return <LoadFailure onRetry={() => void refetch()} />;
  if (!event) {
    return (
      <div className={`ama-event ${AREA_CLASS}`} aria-busy="true">
        <h1 className="ama-event__title">{t('pages.event.title')}</h1>
      </div>
    );
  }
  return <EventView event={event} />;
}

/** The booking page of `event`, carrying a member link's token (an invitation's link) so the member is recognised there. */
function bookingLink(event: EventDetail, memberToken: string | null): string {
  const params = new URLSearchParams({ [EVENT_BOOKING_PARAMS.event]: event.key });
  if (memberToken) params.set(CLUB_MEMBER_TOKEN_PARAM, memberToken);
  return `/events/booking?${params.toString()}`;
}

function EventView({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const memberToken = params.get(CLUB_MEMBER_TOKEN_PARAM);
  // A page opened with a member's link is personal: never indexed (its register link carries the token).
  usePageHead({ title: event.title, description: event.summary, jsonLd: [eventJsonLd(event)], robots: memberToken ? 'noindex' : undefined });
  return (
    <article className={`ama-event ${AREA_CLASS}`}>
      <p className="ama-event__back">
        <LocaleLink to="/events">{t('events.backToEvents')}</LocaleLink>
      </p>
      <h1 className="ama-event__title">{event.title}</h1>
      {/* Open: the seats left are said beside the register button. */}
      <EventAccessLabel event={event} />
      {event.state !== 'open' && <EventStateBadge event={event} />}
      <dl className="ama-event-facts">
        <dt>{t('events.whenLabel')}</dt>
        <dd>
          <EventWhen event={event} />
        </dd>
        <dt>{t('events.whereLabel')}</dt>
        <dd>
          {event.venueName}
          <br />
          {event.address}
        </dd>
      </dl>
      <div className="ama-event__description">
        {event.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div className="ama-event__action">
        {event.state === 'open' ? (
          <>
            {showsSeatsLeft(event) && <p className="ama-event__seats">{t('events.seatsLeft', { count: event.seatsLeft })}</p>}
            <LocaleLink className={buttonClassName({ theme: 'dark' })} to={bookingLink(event, memberToken)}>
              {t('events.register')}
            </LocaleLink>
          </>
        ) : (
          <p className="ama-event__closed" role="status">
            {t(`events.notBookable.${event.state}`)}
          </p>
        )}
      </div>
    </article>
  );
}
