import { showsSeatsLeft, type EventSummary } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/** Sold out (AUSVERKAUFT in German), cancelled, past, or how many seats are left when few. */
export function EventStateBadge({ event }: { event: Pick<EventSummary, 'state' | 'seatsLeft'> }) {
  const { t } = useTranslation('events');
  if (event.state === 'open') {
    return showsSeatsLeft(event) ? <p className="ama-event-badge ama-event-badge--few">{t('events.seatsLeft', { count: event.seatsLeft })}</p> : null;
  }
  return <p className={`ama-event-badge ama-event-badge--${event.state}`}>{t(`events.state.${event.state}`)}</p>;
}
