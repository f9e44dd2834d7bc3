import type { EventSummary } from '@ama/contracts';
import { LocaleLink, useLocale } from '@ama/platform';
import { EventAccessLabel } from './EventAccess';
import { EventStateBadge } from './EventState';
import { EventWhen } from './EventWhen';
import { venueTime } from './format';

/** One event in the list: its day, title (the link to its page), time with zone, place, whom it is for and state. */
export function EventCard({ event }: { event: EventSummary }) {
  const locale = useLocale();
  const start = venueTime(event.startsAt, locale);
  return (
    <article className={`ama-event-card ama-event-card--${event.state}`}>
      {start && (
        <p className="ama-event-card__day" aria-hidden="true">
          <span className="ama-event-card__day-number">{start.day}</span>
          <span className="ama-event-card__month" suppressHydrationWarning>
            {start.month}
          </span>
        </p>
      )}
      <div className="ama-event-card__body">
        <h3 className="ama-event-card__title">
          <LocaleLink to={`/events/${event.key}`}>{event.title}</LocaleLink>
        </h3>
        <p className="ama-event-card__when">
          <EventWhen event={event} />
        </p>
        <p className="ama-event-card__where">
          {event.venueName} · {event.city}
        </p>
        <p className="ama-event-card__summary">{event.summary}</p>
        <EventAccessLabel event={event} />
        <EventStateBadge event={event} />
      </div>
    </article>
  );
}
