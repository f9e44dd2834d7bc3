import { useLocale, useNavigate, useSearchParams, useTranslation } from '@ama/platform';
import { useStaffAppointmentsQuery } from '../api';
import { ListResult } from '../components/ListResult';
import { Section } from '../components/Section';
import { StaffGate } from '../session/StaffGate';
import { daySearch, formatDay, readDay, todayInItaly } from './appointment-day';
import { AppointmentsTable } from './AppointmentsTable';
import { DayPicker } from './DayPicker';

/** /staff/appointments (an island, backoffice/appointments): a day's appointments, for every staff role. */
export function AppointmentsContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffAppointments.title')}>{() => <AppointmentsDay />}</StaffGate>;
}

/**
 * The day (in the URL's `date`, else today in Italy), its picker, and its appointments in the order they
 * start, cancelled ones too. Read in the browser only: today is the browser's to know, as the session is.
 */
function AppointmentsDay() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const day = readDay(params);
  const today = todayInItaly();
  // Asked again whenever the day opens: shoppers book and cancel meanwhile.
  const request = useStaffAppointmentsQuery(day, { refetchOnMountOrArgChange: true });
  const { data, isFetching, refetch } = request;
  const heading = formatDay(day, locale);
  const appointments = data?.date === day ? data.appointments : undefined;

  return (
    <>
      <p className="ama-staff__intro">{t('appointments.intro')}</p>
      <DayPicker key={day} day={day} today={today} onShow={(next) => navigate({ search: daySearch(next) })} />
      <Section
        id="ama-staff-appointments-day"
        title={day === today ? t('appointments.day.todayHeading', { day: heading }) : heading}
        className="ama-staff-appointments-list"
        busy={isFetching}
      >
        <ListResult request={request} rows={appointments} messages="appointments">
          {(rows) => <AppointmentsTable appointments={rows} caption={t('appointments.table.caption', { day: heading })} onRefresh={() => void refetch()} />}
        </ListResult>
      </Section>
    </>
  );
}
