import { api } from '@ama/platform';

/**
 * The events area's endpoints on the shared RTK Query api (docs/architecture.md): events, registrations, appointments and the store locator. Each endpoint is
 * injected here, once, and its generated hooks are exported from this file for the area's pages.
 */
export const eventsApi = api.injectEndpoints({ overrideExisting: true, endpoints: () => ({}) });

// Appointments and the store locator inject their endpoints beside these.
export { useAppointmentSlotsQuery, useBookableClubServicesQuery, useBookAppointmentMutation, useCancelAppointmentMutation, useStoresQuery } from './appointments/appointments-api';
