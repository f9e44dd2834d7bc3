import { STAFF_PATHS, type Locale, type StaffEventCreateInput, type StaffEventEditInput, type StaffEventList, type StaffEventResponse } from '@ama/contracts';
import { getApiConfig } from '@ama/platform';
import { listTag, staffApi } from './cache-tags';
import { followWrite, STAFF_WRITE, staffWrite } from './session';
import { recordRead, wholeListRead } from './staff-reads';
import { staffPath } from './staff-paths';

/**
 * The guest list of an event as CSV, for a plain link (a download, not a fetch): the staff cookie's Path
 * is /api/staff, so the browser sends it with this same-origin navigation as with the API's requests.
 */
export const registrationsCsvHref = (key: string, locale: Locale) =>
  `${getApiConfig().baseUrl.replace(/\/$/, '')}/${staffPath(STAFF_PATHS.eventRegistrationsCsv, { key })}?locale=${locale}`;

/** The events, one event's guests, and creating, editing and cancelling one (contracts/src/staff.ts). */
export const eventsApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** Every event, upcoming first, then past, with its seats and confirmed registrations. */
    staffEvents: build.query<StaffEventList, void>(wholeListRead(STAFF_PATHS.events, 'StaffEvent')),
    /** One event and every registration (cancelled ones too) with its companions: guests' data, kept only while shown. */
    staffEvent: build.query<StaffEventResponse, string>(recordRead(STAFF_PATHS.event, 'key', 'StaffEvent')),
    /** Cancels an event and e-mails every confirmed guest; the answer (the event, now cancelled) replaces the cached one. */
    cancelStaffEvent: build.mutation<StaffEventResponse, { key: string }>({
      queryFn: staffWrite<{ key: string }, StaffEventResponse>(({ key }) => ({ url: staffPath(STAFF_PATHS.eventCancellation, { key }), method: 'POST', body: {} })),
      ...STAFF_WRITE,
      // Seats and states change in the list too.
      invalidatesTags: (_result, error) => (error ? [] : [listTag('StaffEvent')]),
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle, (event) => lifecycle.dispatch(replaceEvent(event))),
    }),
    /** A new event in four languages; the answer is its page's data, cached for the page the form leads to. */
    createStaffEvent: build.mutation<StaffEventResponse, { event: StaffEventCreateInput }>({
      queryFn: staffWrite<{ event: StaffEventCreateInput }, StaffEventResponse>(({ event }) => ({ url: staffPath(STAFF_PATHS.events), method: 'POST', body: event })),
      ...STAFF_WRITE,
      invalidatesTags: (_result, error) => (error ? [] : [listTag('StaffEvent')]),
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle, (event) => lifecycle.dispatch(replaceEvent(event))),
    }),
    /** An event edited; the answer replaces the cached one. */
    editStaffEvent: build.mutation<StaffEventResponse, { key: string; event: StaffEventEditInput }>({
      queryFn: staffWrite<{ key: string; event: StaffEventEditInput }, StaffEventResponse>(({ key, event }) => ({
        url: staffPath(STAFF_PATHS.event, { key }),
        method: 'PUT',
        body: event,
      })),
      ...STAFF_WRITE,
      invalidatesTags: (_result, error) => (error ? [] : [listTag('StaffEvent')]),
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle, (event) => lifecycle.dispatch(replaceEvent(event))),
    }),
  }),
});

/** An event as a write answered it, in place of the event page's cache. */
const replaceEvent = (answer: StaffEventResponse) => eventsApi.util.upsertQueryData('staffEvent', answer.event.key, answer) as never;

export const { useStaffEventsQuery, useStaffEventQuery, useCancelStaffEventMutation, useCreateStaffEventMutation, useEditStaffEventMutation } = eventsApi;
