import type { AppointmentView } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useAppointmentTime } from './appointment-time';

/** When (on the place's clock, with its zone's name), what and where. Rendered in the browser only (after a POST). */
export function AppointmentSummary({ appointment }: { appointment: AppointmentView }) {
  const { t } = useTranslation('events');
  const { when } = useAppointmentTime();
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
          <time dateTime={appointment.start}>{when(appointment.start, appointment.timeZone)}</time>
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
