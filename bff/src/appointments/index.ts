export { appointmentsRouter, type AppointmentsRouterOptions } from './routes';
export { bookAppointment, cancelAppointment, freeSlots, hashToken } from './service';
export { appointmentsEndpoints } from './openapi';
export { listStaffAppointments, sendVideoLink, cancelAppointmentByStaff, type AppointmentChangeRecorder } from './staff-appointments';
export { clubServiceStates, entitledServices, type ClubMemberPort, type ServiceMember } from './club-services';
export { appointmentsModule, type AppointmentsNeeds } from './module';
