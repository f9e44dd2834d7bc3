import { AppointmentsIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../appointments/appointments.css';

/** /staff/appointments: a day's appointments. Never indexed; the day (today in Italy by default) and its data are read in the browser only (the island). */
export function AppointmentsPage() {
  return (
    <StaffPage page="staffAppointments">
      <AppointmentsIsland />
    </StaffPage>
  );
}
