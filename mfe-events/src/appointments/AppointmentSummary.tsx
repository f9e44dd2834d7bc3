import type { AppointmentView } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';

/** When (on the place's clock, with its zone), what and where. Rendered in the browser only (after a POST). */
export function AppointmentSummary({ appointment }: { appointment: AppointmentView }) {
  const { t } = useTranslation('events');
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: appointment.timeZone }).format(new Date(appointment.start));
  const place = appointment.place;
  return (
    <dl className="ama-appointments__summary">
      <div>
        <dt>{t('appointments.summary.kind')}</dt>
        <dd>{t(`appointments.kinds.${appointment.kind}.title`)}</dd>
      </div>
      <div>
        <dt>{t('appointments.summary.when')}</dt>
        <dd>
          {when} ({appointment.timeZone})
        </dd>
      </div>
      {place && (
        <div>
          <dt>{t('appointments.summary.where')}</dt>
          <dd>
            {place.name}, {place.address}, {place.postalCode} {place.city}
          </dd>
        </div>
      )}
      {appointment.kind === 'video' && (
        <div>
          <dt>{t('appointments.summary.link')}</dt>
          <dd>{t('appointments.summary.linkPlaceholder')}</dd>
        </div>
      )}
    </dl>
  );
}
