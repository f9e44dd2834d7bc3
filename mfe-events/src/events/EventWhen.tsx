import type { EventSummary } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { venueTime, zoneKey } from './format';

/** The zone's name in the shopper's language ('CET, Italian time'), or UTC±hh:mm for another offset. */
export function useZoneLabel() {
  const { t } = useTranslation('events');
  return (offset: string) => {
    const key = zoneKey(offset);
    return key === 'other' ? `UTC${offset}` : t(`events.zone.${key}`);
  };
}

/**
 * 'Thursday 10 December 2026, 18:00–21:00 (CET, Italian time)': the venue's wall clock with its zone.
 * The day's name comes from the runtime's Intl data, which a Node and a browser may spell a little
 * differently (a comma): the browser keeps the server's text rather than report a mismatch.
 */
export function EventWhen({ event, short = false }: { event: Pick<EventSummary, 'startsAt'> & Partial<Pick<EventSummary, 'endsAt'>>; short?: boolean }) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const zoneLabel = useZoneLabel();
  const start = venueTime(event.startsAt, locale);
  const end = event.endsAt ? venueTime(event.endsAt, locale) : null;
  if (!start) return null;
  const values = { date: short ? start.shortDate : start.date, start: start.time, end: end?.time, zone: zoneLabel(start.offset) };
  const text = end ? t('events.when', values) : t('events.whenStart', values);
  return (
    <time dateTime={event.startsAt} suppressHydrationWarning>
      {text}
    </time>
  );
}
