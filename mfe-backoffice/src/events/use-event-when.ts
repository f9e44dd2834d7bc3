import type { StaffEventSummary } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { venueTime, zoneOf } from './event-time';

/**
 * 'Thu, Dec 10, 2026, 18:00–21:00 (CET, Italian time)': an event's time at the venue with its zone,
 * as the shop's event pages say it; the ISO string itself when it cannot be read.
 */
export function useEventWhen() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  return ({ startsAt, endsAt, timeZone }: Pick<StaffEventSummary, 'startsAt' | 'endsAt' | 'timeZone'>) => {
    const start = venueTime(startsAt, locale);
    if (!start) return startsAt;
    const end = venueTime(endsAt, locale);
    const zoneName = zoneOf(timeZone, start.offset);
    const zone = 'key' in zoneName ? t(`events.zone.${zoneName.key}`) : zoneName.other;
    // An end on another day is rare (a night event): the end's day is then said too.
    if (end && end.date !== start.date) return t('events.whenDays', { date: start.date, start: start.time, endDate: end.date, end: end.time, zone });
    return end ? t('events.when', { date: start.date, start: start.time, end: end.time, zone }) : t('events.whenStart', { date: start.date, start: start.time, zone });
  };
}
