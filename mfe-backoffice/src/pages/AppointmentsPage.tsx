import { usePageHead, useTranslation } from '@ama/platform';
import { AppointmentsIsland } from '../islands';
import '../components/staff.css';
import '../appointments/appointments.css';

/** /staff/appointments: a day's appointments. Never indexed; the day (today in Italy by default) and its data are read in the browser only (the island). */
export function AppointmentsPage() {
  const { t } = useTranslation('backoffice');
  usePageHead({ title: t('pages.staffAppointments.title'), description: t('pages.staffAppointments.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <AppointmentsIsland />
    </div>
  );
}
