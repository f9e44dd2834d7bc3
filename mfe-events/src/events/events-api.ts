import {
  CLUB_MEMBER_TOKEN_HEADER,
  EVENT_PATHS,
  type EventCancellationResponse,
  type EventDetail,
  type EventListResponse,
  type EventRegistration,
  type EventRegistrationResponse,
  type Locale,
} from '@ama/contracts';
import { api, recaptchaHeaders } from '@ama/platform';

/** '/events/:key/registrations' → 'events/rome-2026/registrations': the shared api's base URL already ends in /api. */
const path = (template: string, key?: string) => template.replace(/^\//, '').replace(':key', encodeURIComponent(key ?? ''));

/**
 * The events' endpoints on the shared RTK Query api (docs/architecture.md). The list and an event are public and
 * fetched during the server render; a registration and a cancellation are the guest's own and happen
 * in the browser only. Both writes invalidate 'Events', so seat counts on screen follow.
 */
export const eventsEndpoints = api.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    eventList: build.query<EventListResponse, Locale>({
      query: (locale) => ({ url: path(EVENT_PATHS.list), params: { locale } }),
      providesTags: ['Events'],
    }),
    eventDetail: build.query<EventDetail, { key: string; locale: Locale }>({
      query: ({ key, locale }) => ({ url: path(EVENT_PATHS.event, key), params: { locale } }),
      // An unknown key is the page's 404, not a failure to report.
      extraOptions: { silent: true },
      providesTags: ['Events'],
    }),
    registerForEvent: build.mutation<
      EventRegistrationResponse,
      { key: string; locale: Locale; registration: EventRegistration; recaptchaToken: string | null; memberToken?: string }
    >({
      query: ({ key, locale, registration, recaptchaToken, memberToken }) => ({
        url: path(EVENT_PATHS.registrations, key),
        method: 'POST',
        params: { locale },
        body: registration,
        // A Club AMA member's link: lets the member register for an event for members (docs/services.md).
        headers: { ...recaptchaHeaders(recaptchaToken), ...(memberToken ? { [CLUB_MEMBER_TOKEN_HEADER]: memberToken } : {}) },
      }),
      // The form shows what went wrong in place.
      extraOptions: { silent: true },
      invalidatesTags: ['Events'],
    }),
    cancelEventRegistration: build.mutation<EventCancellationResponse, { token: string; locale: Locale }>({
      query: ({ token, locale }) => ({ url: path(EVENT_PATHS.cancel), method: 'POST', params: { locale }, body: { token } }),
      extraOptions: { silent: true },
      invalidatesTags: ['Events'],
    }),
  }),
});

export const { useEventListQuery, useEventDetailQuery, useRegisterForEventMutation, useCancelEventRegistrationMutation } = eventsEndpoints;
