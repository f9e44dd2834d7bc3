import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentView } from '@ama/contracts';
import { LocaleLink, usePageHead, useSearchParams } from '@ama/platform';
import { AppointmentSummary } from '../appointments/AppointmentSummary';
import { BookingForm, STORE_LOCATOR_PATH } from '../appointments/BookingForm';
import { CancelAppointment } from '../appointments/CancelAppointment';
import '../appointments/appointments.css';

/**
 * /book-an-appointment (spec §1, §2): the booking form, its confirmation, and (`?cancel=<token>`, the
 * e-mail's link) the cancellation.
 */
export function AppointmentPage() {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const cancelToken = params.get('cancel');
  const [booked, setBooked] = useState<AppointmentView>();
  usePageHead({ title: t('pages.appointment.title'), description: t('pages.appointment.intro'), robots: cancelToken ? 'noindex' : undefined });

  return (
    <div className="ama-appointments">
      <h1 className="ama-appointments__title">{t('pages.appointment.title')}</h1>
      {cancelToken !== null ? (
        <CancelAppointment token={cancelToken} />
      ) : booked ? (
        <section className="ama-appointments__done" aria-labelledby="ama-booked-title">
          <h2 id="ama-booked-title" tabIndex={-1} ref={(element) => element?.focus()}>
            {t('appointments.confirmation.title')}
          </h2>
          <AppointmentSummary appointment={booked} />
          <p>{t('appointments.confirmation.mail', { email: booked.email })}</p>
        </section>
      ) : (
        <>
          <p>{t('pages.appointment.intro')}</p>
          <BookingForm initialStore={params.get('store') ?? undefined} initialKind={params.get('kind') ?? undefined} onBooked={setBooked} />
        </>
      )}
      <p className="ama-appointments__locator">
        <LocaleLink to={STORE_LOCATOR_PATH}>{t('appointments.findJeweller')}</LocaleLink>
      </p>
    </div>
  );
}
