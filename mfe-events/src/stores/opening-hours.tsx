import { STORE_WEEKDAYS, type WeeklyHours } from '@ama/contracts';
import { useTranslation } from '@ama/platform';

/** 1 January 2024 was a Monday: weekday names in the page's language from Intl, no table of our own. */
const weekdayName = (locale: string, index: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));

/** A store's week as a description list: day → intervals, or "closed". */
export function OpeningHours({ hours, locale }: { hours: WeeklyHours; locale: string }) {
  const { t } = useTranslation('events');
  return (
    <dl className="ama-stores__hours" aria-label={t('stores.hours')}>
      {STORE_WEEKDAYS.map((day, index) => (
        <div key={day} className="ama-stores__hours-row">
          <dt>{weekdayName(locale, index)}</dt>
          <dd>{hours[day].length ? hours[day].map(([open, close]) => `${open}–${close}`).join(', ') : t('stores.closed')}</dd>
        </div>
      ))}
    </dl>
  );
}
