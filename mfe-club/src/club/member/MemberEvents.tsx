import { CLUB_MEMBER_TOKEN_PARAM, EVENT_BOOKING_PARAMS, ROUTES, type EventSummary } from '@ama/contracts';
import { LocaleLink, READ_IN_BROWSER_ONLY, useLocale, useTranslation } from '@ama/platform';
import { useClubMemberEventsQuery } from '../../api';
import { formatDay } from '../format';

/** Open events that only members may register for now: members only, or members first while members' days run. */
const forMembers = (event: EventSummary) => event.state === 'open' && (event.access === 'members_only' || event.access === 'members_first');

/**
 * "Events for Club AMA members" (docs/services.md, invitations): the upcoming events only members may
 * register for now, each with its registration carrying the member link's token, so the member is
 * recognised whatever e-mail they type. Nothing when there is none, or when the list cannot be read (the
 * invitation e-mail has the event too).
 */
export function MemberEvents({ token }: { token: string }) {
  const { t } = useTranslation('club');
  const locale = useLocale();
  const { data } = useClubMemberEventsQuery(locale, { skip: READ_IN_BROWSER_ONLY });
  const events = data?.upcoming.filter(forMembers) ?? [];
  if (events.length === 0) return null;
  const registration = (event: EventSummary) =>
    `${ROUTES.eventBooking}?${EVENT_BOOKING_PARAMS.event}=${encodeURIComponent(event.key)}&${CLUB_MEMBER_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return (
    <section className="ama-club__section" aria-labelledby="ama-club-member-events">
      <h2 id="ama-club-member-events" className="ama-club__section-title">
        {t('member.events.title')}
      </h2>
      <ul className="ama-club-member__services">
        {events.map((event) => (
          <li key={event.key} aria-labelledby={`ama-club-event-${event.key}`}>
            <h3 id={`ama-club-event-${event.key}`}>{event.title}</h3>
            <p>{t('member.events.when', { date: formatDay(event.startsAt, locale), place: `${event.venueName}, ${event.city}` })}</p>
            <p>
              {event.access === 'members_first' && event.publicRegistrationOpensAt
                ? t('member.events.first', { date: formatDay(event.publicRegistrationOpensAt, locale) })
                : t('member.events.only')}
            </p>
            <LocaleLink to={registration(event)}>{t('member.events.register', { title: event.title })}</LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
