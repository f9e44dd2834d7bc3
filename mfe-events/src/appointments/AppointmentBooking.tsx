import { useState } from 'react';
import type { AppointmentView } from '@ama/contracts';
import { AppointmentSummary } from './AppointmentSummary';
import { BookingForm } from './BookingForm';
import { useTranslation } from '@ama/platform';

export interface AppointmentBookingProps {
  /** `?store=<id>` of the link "book an appointment here". */
  initialStore?: string;
  /** `?kind=` of a link (the showroom's). */
  initialKind?: string;
  /** `?token=`: a Club AMA member link's token, which offers the member's yearly services (docs/services.md). */
  memberToken?: string;
}

/**
 * The booking (an island, events/booking-form): the intro and the form, replaced by the confirmation
 * once the appointment is booked.
 */
export function AppointmentBooking({ initialStore, initialKind, memberToken }: AppointmentBookingProps) {
  const { t } = useTranslation('events');
  const [booked, setBooked] = useState<AppointmentView>();
  if (booked) {
    return (
      <section className="ama-appointments__done" aria-labelledby="ama-booked-title">
        <h2 id="ama-booked-title" tabIndex={-1} ref={(element) => element?.focus()}>
          {t('appointments.confirmation.title')}
        </h2>
        <AppointmentSummary appointment={booked} />
        <p>{t('appointments.confirmation.mail', { email: booked.email })}</p>
      </section>
    );
  }
  return (
    <>
      <p>{t('pages.appointment.intro')}</p>
      <BookingForm initialStore={initialStore} initialKind={initialKind} memberToken={memberToken} onBooked={setBooked} />
    </>
  );
}
