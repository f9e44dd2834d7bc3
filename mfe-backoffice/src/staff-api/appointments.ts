import { STAFF_PATHS, type StaffAppointment, type StaffAppointmentList, type StaffAppointmentResponse } from '@ama/contracts';
import { listTag, staffApi } from './cache-tags';
import { followWrite, STAFF_READ, STAFF_WRITE, staffWrite } from './session';
import { staffPath } from './staff-paths';

/** Every change to an appointment answers it as it is now. */
const theAppointment = (response: StaffAppointmentResponse) => response.appointment;

/** A day's appointments, a video call's link and cancelling one (contracts/src/staff.ts). */
export const appointmentsApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** One day's appointments (Italian time), in the order they start, cancelled ones too: customers' data, kept only while shown. */
    staffAppointments: build.query<StaffAppointmentList, string>({
      ...STAFF_READ,
      query: (date) => ({ url: staffPath(STAFF_PATHS.appointments), params: { date } }),
      providesTags: [listTag('StaffAppointment')],
    }),
    /** Sends (or replaces) a video call's link; the customer is e-mailed it. The answer replaces the appointment in every day on screen. */
    sendAppointmentVideoLink: build.mutation<StaffAppointment, { id: number; videoLink: string }>({
      queryFn: staffWrite(
        ({ id, videoLink }: { id: number; videoLink: string }) => ({ url: staffPath(STAFF_PATHS.appointmentVideoLink, { id: String(id) }), method: 'PUT', body: { videoLink } }),
        theAppointment,
      ),
      ...STAFF_WRITE,
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle, (appointment) => replaceAppointment(lifecycle, appointment)),
    }),
    /** Cancels an appointment (its slot is free again) and e-mails the customer. The answer replaces it in every day on screen. */
    cancelStaffAppointment: build.mutation<StaffAppointment, { id: number }>({
      queryFn: staffWrite(({ id }: { id: number }) => ({ url: staffPath(STAFF_PATHS.appointmentCancellation, { id: String(id) }), method: 'POST', body: {} }), theAppointment),
      ...STAFF_WRITE,
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle, (appointment) => replaceAppointment(lifecycle, appointment)),
    }),
  }),
});

/** An appointment as the API now answers it, in place of its row in every day's list in the cache. */
function replaceAppointment({ dispatch, getState }: { dispatch: (action: never) => unknown; getState: () => unknown }, appointment: StaffAppointment) {
  for (const date of appointmentsApi.util.selectCachedArgsForQuery(getState() as never, 'staffAppointments')) {
    dispatch(
      appointmentsApi.util.updateQueryData('staffAppointments', date, (list) => {
        const index = list.appointments.findIndex(({ id }) => id === appointment.id);
        if (index >= 0) list.appointments[index] = appointment;
      }) as never,
    );
  }
}

export const { useStaffAppointmentsQuery, useSendAppointmentVideoLinkMutation, useCancelStaffAppointmentMutation } = appointmentsApi;
