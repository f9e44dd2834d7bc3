import {
  APPOINTMENT_PATHS,
  CLUB_MEMBER_TOKEN_HEADER,
  type ClubServicesResponse,
  STORES_PATH,
  type AppointmentBooking,
  type AppointmentBookingResponse,
  type AppointmentCancelResponse,
  type AppointmentKind,
  type AppointmentSlotsResponse,
  type Locale,
  type StoresResponse,
} from '@ama/contracts';
import { api, recaptchaHeaders } from '@ama/platform';

/** RTK Query takes paths relative to the API root. */
const path = (template: string) => template.replace(/^\//, '');

export interface StoresArgs {
  locale: Locale;
  near?: string;
  lat?: number;
  lng?: number;
}

export interface SlotsArgs {
  locale: Locale;
  kind: AppointmentKind;
  place: string | null;
  date: string;
}

/** Appointments and the store locator (contracts/src/appointments.ts, stores.ts) on the shared api. */
export const appointmentsApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    stores: build.query<StoresResponse, StoresArgs>({
      query: ({ locale, near, lat, lng }) => ({
        url: path(STORES_PATH),
        params: { locale, ...(near ? { near } : {}), ...(lat !== undefined && lng !== undefined ? { lat: lat.toFixed(4), lng: lng.toFixed(4) } : {}) },
      }),
      // The page says what went wrong in place.
      extraOptions: { silent: true },
    }),
    appointmentSlots: build.query<AppointmentSlotsResponse, SlotsArgs>({
      query: ({ locale, kind, place, date }) => ({ url: path(APPOINTMENT_PATHS.slots), params: { locale, kind, date, ...(place ? { place } : {}) } }),
      // Availability changes with every booking: asked again whenever the day is shown.
      keepUnusedDataFor: 0,
      extraOptions: { silent: true },
    }),
    /** The club services a member link may book (docs/services.md); the token in its header, never in the URL. */
    bookableClubServices: build.query<ClubServicesResponse, { locale: Locale; memberToken: string }>({
      query: ({ locale, memberToken }) => ({ url: path(APPOINTMENT_PATHS.clubServices), params: { locale }, headers: { [CLUB_MEMBER_TOKEN_HEADER]: memberToken } }),
      keepUnusedDataFor: 0,
      extraOptions: { silent: true },
    }),
    // The reCAPTCHA token (null when it is off) travels in a header: the body schema is strict. A club
    // service carries the member link's token too.
    bookAppointment: build.mutation<AppointmentBookingResponse, { locale: Locale; booking: AppointmentBooking; recaptchaToken: string | null; memberToken?: string }>({
      query: ({ locale, booking, recaptchaToken, memberToken }) => ({
        url: path(APPOINTMENT_PATHS.appointments),
        method: 'POST',
        params: { locale },
        body: booking,
        headers: { ...recaptchaHeaders(recaptchaToken), ...(memberToken ? { [CLUB_MEMBER_TOKEN_HEADER]: memberToken } : {}) },
      }),
      extraOptions: { silent: true },
    }),
    cancelAppointment: build.mutation<AppointmentCancelResponse, { locale: Locale; token: string }>({
      query: ({ locale, token }) => ({ url: path(APPOINTMENT_PATHS.cancel), method: 'POST', params: { locale }, body: { token } }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useStoresQuery, useAppointmentSlotsQuery, useBookableClubServicesQuery, useBookAppointmentMutation, useCancelAppointmentMutation } = appointmentsApi;
