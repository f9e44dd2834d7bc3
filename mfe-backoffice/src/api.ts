import {
  STAFF_CSRF_HEADER,
  STAFF_PATHS,
  type Locale,
  type NewStaffAccountInput,
  type NewStaffAccountResponse,
  type OrderStatusChange,
  type RequestReturnInput,
  type ReturnStatusChangeInput,
  type StaffAccountList,
  type StaffAppointment,
  type StaffAppointmentList,
  type StaffAppointmentResponse,
  type StaffClubMemberList,
  type StaffClubMemberResponse,
  type StaffClubMembersQuery,
  type ClubTermsChangeResponse,
  type NewDiscountCodeInput,
  type StaffDiscountCode,
  type StaffDiscountCodeList,
  type StaffDiscountCodeResponse,
  type StaffDiscountCodesQuery,
  type StaffEventCreateInput,
  type StaffEventEditInput,
  type StaffEventList,
  type StaffEventResponse,
  type StaffOrder,
  type StaffOrderList,
  type StaffOrderResponse,
  type StaffOrdersQuery,
  type StaffPasswordChange,
  type StaffProduct,
  type StaffProductList,
  type StaffProductResponse,
  type StaffProductsQuery,
  type StaffSession,
  type StaffSignIn,
} from '@ama/contracts';
import { api, getApiConfig, httpStatusOf, readSendFailure, useAppDispatch, type FetchBaseQueryError } from '@ama/platform';

/** '/staff/orders/:number' → 'staff/orders/AMA-7K3F-9Q': the shared api's base URL already ends in /api. */
const path = (template: string, params: Record<string, string> = {}) =>
  template.replace(/^\//, '').replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/**
 * The guest list of an event as CSV, for a plain link (a download, not a fetch): the staff cookie's Path
 * is /api/staff, so the browser sends it with this same-origin navigation as with the API's requests.
 */
export const registrationsCsvHref = (key: string, locale: Locale) =>
  `${getApiConfig().baseUrl.replace(/\/$/, '')}/${path(STAFF_PATHS.eventRegistrationsCsv, { key })}?locale=${locale}`;

/** Every write carries the session's CSRF token (platform's base query already makes it JSON). */
const csrf = (csrfToken: string) => ({ [STAFF_CSRF_HEADER]: csrfToken });

/**
 * Staff data in the cache: the 'Order' tag with an id of its own, so signing out or in drops it (an
 * entry nobody shows any more is removed, one on screen asked again) without touching a shopper's order.
 */
const STAFF_DATA = { type: 'Order', id: 'staff' } as const;
const STAFF_LIST = { type: 'Order', id: 'staff-list' } as const;
/** The managers' list of staff accounts, asked again once one is added (platform's tag types have no staff one: all staff data is under 'Order'). */
const STAFF_ACCOUNTS = { type: 'Order', id: 'staff-accounts' } as const;

/** The catalogue's list, asked again after a product's availability changed while it was not on screen. */
const STAFF_PRODUCTS = { type: 'Order', id: 'staff-products' } as const;
/** The events list: seats and states change when an event is cancelled. */
const STAFF_EVENTS = { type: 'Order', id: 'staff-events' } as const;

/** A day's appointments: asked again when next shown after a change made while not on screen. */
const STAFF_APPOINTMENTS = { type: 'Order', id: 'staff-appointments' } as const;

/** The managers' list of discount codes: asked again once one is created. */
const STAFF_DISCOUNT_CODES = { type: 'Order', id: 'staff-discount-codes' } as const;

/** The managers' list of Club AMA members: asked again once a membership is terminated. */
const STAFF_CLUB_MEMBERS = { type: 'Order', id: 'staff-club-members' } as const;

/** The Club AMA members list's filters as the API takes them (contracts' StaffClubMembersQuery). */
export type ClubMembersFilter = Partial<StaffClubMembersQuery>;

/** A terms change as the API takes it (contracts' clubTermsChangeSchema): the day is Italy's, YYYY-MM-DD. */
export interface ClubTermsChangeInput {
  version: string;
  summary: string;
  effectiveFrom: string;
}

/** The discount codes list's filters as the API takes them (contracts' StaffDiscountCodesQuery). */
export type DiscountCodesFilter = Partial<StaffDiscountCodesQuery>;

/** The orders list's filters as the API takes them (contracts' StaffOrdersQuery); absent ones are left out. */
export type OrdersFilter = Partial<StaffOrdersQuery>;

/** The catalogue list's filters as the API takes them (contracts' StaffProductsQuery). */
export type ProductsFilter = Partial<StaffProductsQuery>;

const present = (filter: OrdersFilter | ProductsFilter | DiscountCodesFilter | ClubMembersFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

/**
 * A failed request's answer says there is no session: it ended behind the page's back (expired, or
 * signed out elsewhere). A wrong current password (401 INVALID_CREDENTIALS) is not that.
 */
function unauthenticated(failure: unknown): boolean {
  const error = (failure as { error?: FetchBaseQueryError }).error;
  return error !== undefined && httpStatusOf(error) === 401 && readSendFailure(error).code !== 'INVALID_CREDENTIALS';
}

/**
 * The island shows the sign-in form again, in place, when the session is gone; and the password form
 * when the session turns out to still have its one-time password (the page's copy was older).
 */
async function followSessionChanges({ dispatch, queryFulfilled }: { dispatch: (action: never) => unknown; queryFulfilled: Promise<unknown> }) {
  try {
    await queryFulfilled;
  } catch (failure) {
    if (unauthenticated(failure)) dispatch(setSession(null));
    else if (readSendFailure((failure as { error?: unknown }).error).code === 'PASSWORD_CHANGE_REQUIRED') {
      dispatch(backofficeApi.util.prefetch('staffSession', undefined, { force: true }) as never);
    }
  }
}

/** The answer of a change to an order (its status, a return) replaces the cached order; a lost session shows the sign-in form. */
async function replaceOrder(number: string, { dispatch, queryFulfilled }: { dispatch: (action: never) => unknown; queryFulfilled: Promise<{ data: StaffOrder }> }) {
  try {
    const { data } = await queryFulfilled;
    dispatch(backofficeApi.util.upsertQueryData('staffOrder', number, data) as never);
  } catch (failure) {
    if (unauthenticated(failure)) dispatch(setSession(null));
  }
}

/** A created or edited event's answer fills the event page's cache; a lost session shows the sign-in form. */
async function replaceEvent({ dispatch, queryFulfilled }: { dispatch: (action: never) => unknown; queryFulfilled: Promise<{ data: StaffEventResponse }> }) {
  try {
    const { data } = await queryFulfilled;
    dispatch(backofficeApi.util.upsertQueryData('staffEvent', data.event.key, data) as never);
  } catch (failure) {
    if (unauthenticated(failure)) dispatch(setSession(null));
  }
}

/**
 * The back office's endpoints on the shared api (contracts/src/staff.ts). Every page shows its own
 * failures in place (a sign-in form, "not allowed", a retry), so none raises the generic toast. The
 * session cookie is httpOnly and travels with every same-origin request, as the cart's does.
 */
export const backofficeApi = api.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** The signed-in account and its CSRF token; null when nobody is signed in (a 401 is an answer here). */
    staffSession: build.query<StaffSession | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: path(STAFF_PATHS.session) });
        if (result.error) return httpStatusOf(result.error) === 401 ? { data: null } : { error: result.error };
        return { data: result.data as StaffSession };
      },
      extraOptions: { silent: true },
    }),
    staffSignIn: build.mutation<StaffSession, StaffSignIn>({
      query: (body) => ({ url: path(STAFF_PATHS.session), method: 'POST', body }),
      extraOptions: { silent: true },
      // What an earlier account had on screen is not this one's to see.
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_DATA]),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setSession(data));
        } catch {
          // the form explains the failure
        }
      },
    }),
    /** Ends this session, or every session of the account (`everywhere`, e.g. after a lost laptop). */
    staffSignOut: build.mutation<null, { csrfToken: string; everywhere: boolean }>({
      query: ({ csrfToken, everywhere }) => ({ url: path(everywhere ? STAFF_PATHS.sessions : STAFF_PATHS.session), method: 'DELETE', headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_DATA]),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(setSession(null));
        } catch (failure) {
          // Already signed out (expired, or ended elsewhere): the same outcome.
          if (unauthenticated(failure)) dispatch(setSession(null));
        }
      },
    }),
    /** Replaces a one-time password (or any): the answer is the session as it is now (every other one ended). */
    changeStaffPassword: build.mutation<StaffSession, { change: StaffPasswordChange; csrfToken: string }>({
      query: ({ change, csrfToken }) => ({ url: path(STAFF_PATHS.password), method: 'PUT', body: change, headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setSession(data));
        } catch (failure) {
          if (unauthenticated(failure)) dispatch(setSession(null));
        }
      },
    }),
    /** Every staff account (manager only: a staff-role session gets 403 FORBIDDEN). */
    staffAccounts: build.query<StaffAccountList, void>({
      query: () => ({ url: path(STAFF_PATHS.accounts) }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA, STAFF_ACCOUNTS],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /** Adds an account (manager only); its one-time password is in the answer. Sent with useAddStaffAccount. */
    addStaffAccount: build.mutation<NewStaffAccountResponse, { account: NewStaffAccountInput; csrfToken: string }>({
      query: ({ account, csrfToken }) => ({ url: path(STAFF_PATHS.accounts), method: 'POST', body: account, headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_ACCOUNTS]),
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    staffOrders: build.query<StaffOrderList, OrdersFilter>({
      query: (filter) => ({ url: path(STAFF_PATHS.orders), params: present(filter) }),
      extraOptions: { silent: true },
      // Customers' data stays in memory only while a page shows it.
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA, STAFF_LIST],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    staffOrder: build.query<StaffOrder, string>({
      query: (number) => ({ url: path(STAFF_PATHS.order, { number }) }),
      transformResponse: (response: StaffOrderResponse) => response.order,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /** Answers the whole order as it is now (status, history, next statuses), which replaces the cached one. */
    changeOrderStatus: build.mutation<StaffOrder, { number: string; change: OrderStatusChange; csrfToken: string }>({
      query: ({ number, change, csrfToken }) => ({ url: path(STAFF_PATHS.orderStatus, { number }), method: 'POST', body: change, headers: csrf(csrfToken) }),
      transformResponse: (response: StaffOrderResponse) => response.order,
      extraOptions: { silent: true },
      // The list shows statuses too: it is asked again when next shown.
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_LIST]),
      onQueryStarted: ({ number }, lifecycle) => replaceOrder(number, lifecycle),
    }),
    /** A return the shopper asked for by e-mail (the same rules as the shopper's own button); answers the order with it. */
    openReturn: build.mutation<StaffOrder, { number: string; request: RequestReturnInput; csrfToken: string }>({
      query: ({ number, request, csrfToken }) => ({ url: path(STAFF_PATHS.orderReturns, { number }), method: 'POST', body: request, headers: csrf(csrfToken) }),
      transformResponse: (response: StaffOrderResponse) => response.order,
      extraOptions: { silent: true },
      onQueryStarted: ({ number }, lifecycle) => replaceOrder(number, lifecycle),
    }),
    /** A return moved on (received, refunded, exchanged, refused); answers the order as it is now. */
    changeReturnStatus: build.mutation<StaffOrder, { number: string; returnId: string; change: ReturnStatusChangeInput; csrfToken: string }>({
      query: ({ number, returnId, change, csrfToken }) => ({
        url: path(STAFF_PATHS.orderReturnStatus, { number, returnId }),
        method: 'POST',
        body: change,
        headers: csrf(csrfToken),
      }),
      transformResponse: (response: StaffOrderResponse) => response.order,
      extraOptions: { silent: true },
      onQueryStarted: ({ number }, lifecycle) => replaceOrder(number, lifecycle),
    }),
    /** The catalogue, 30 a page (manager only: a staff-role session gets 403 FORBIDDEN). */
    staffProducts: build.query<StaffProductList, ProductsFilter>({
      query: (filter) => ({ url: path(STAFF_PATHS.products), params: present(filter) }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA, STAFF_PRODUCTS],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /**
     * Takes a product off sale or puts it back (manager only). The answer is the product as it is now,
     * which replaces its row in every list on screen: the row stays where it is (even under "on sale
     * only"), so the change can be seen and undone; the list is asked again when next opened.
     */
    changeProductAvailability: build.mutation<StaffProduct, { sku: string; available: boolean; csrfToken: string }>({
      query: ({ sku, available, csrfToken }) => ({ url: path(STAFF_PATHS.productAvailability, { sku }), method: 'PUT', body: { available }, headers: csrf(csrfToken) }),
      transformResponse: (response: StaffProductResponse) => response.product,
      extraOptions: { silent: true },
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          const { data: product } = await queryFulfilled;
          for (const filter of backofficeApi.util.selectCachedArgsForQuery(getState() as never, 'staffProducts')) {
            dispatch(
              backofficeApi.util.updateQueryData('staffProducts', filter, (list) => {
                const index = list.products.findIndex(({ sku }) => sku === product.sku);
                if (index >= 0) list.products[index] = product;
              }) as never,
            );
          }
        } catch (failure) {
          if (unauthenticated(failure)) dispatch(setSession(null));
        }
      },
    }),
    /** Every event, upcoming first, then past, with its seats and confirmed registrations. */
    staffEvents: build.query<StaffEventList, void>({
      query: () => ({ url: path(STAFF_PATHS.events) }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA, STAFF_EVENTS],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /** One event and every registration (cancelled ones too) with its companions: guests' data, kept only while shown. */
    staffEvent: build.query<StaffEventResponse, string>({
      query: (key) => ({ url: path(STAFF_PATHS.event, { key }) }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /** Cancels an event and e-mails every confirmed guest; the answer (the event, now cancelled) replaces the cached one. */
    cancelStaffEvent: build.mutation<StaffEventResponse, { key: string; csrfToken: string }>({
      query: ({ key, csrfToken }) => ({ url: path(STAFF_PATHS.eventCancellation, { key }), method: 'POST', body: {}, headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_EVENTS]),
      async onQueryStarted({ key }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(backofficeApi.util.upsertQueryData('staffEvent', key, data) as never);
        } catch (failure) {
          if (unauthenticated(failure)) dispatch(setSession(null));
        }
      },
    }),
    /** A new event in four languages; the answer is its page's data, cached for the page the form leads to. */
    createStaffEvent: build.mutation<StaffEventResponse, { event: StaffEventCreateInput; csrfToken: string }>({
      query: ({ event, csrfToken }) => ({ url: path(STAFF_PATHS.events), method: 'POST', body: event, headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_EVENTS]),
      onQueryStarted: (_arg, lifecycle) => replaceEvent(lifecycle),
    }),
    /** An event edited; the answer replaces the cached one. */
    editStaffEvent: build.mutation<StaffEventResponse, { key: string; event: StaffEventEditInput; csrfToken: string }>({
      query: ({ key, event, csrfToken }) => ({ url: path(STAFF_PATHS.event, { key }), method: 'PUT', body: event, headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_EVENTS]),
      onQueryStarted: (_arg, lifecycle) => replaceEvent(lifecycle),
    }),
    /** One day's appointments (Italian time), in the order they start, cancelled ones too: customers' data, kept only while shown. */
    staffAppointments: build.query<StaffAppointmentList, string>({
      query: (date) => ({ url: path(STAFF_PATHS.appointments), params: { date } }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA, STAFF_APPOINTMENTS],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /** Sends (or replaces) a video call's link; the customer is e-mailed it. The answer replaces the appointment in every day on screen. */
    sendAppointmentVideoLink: build.mutation<StaffAppointment, { id: number; videoLink: string; csrfToken: string }>({
      query: ({ id, videoLink, csrfToken }) => ({ url: path(STAFF_PATHS.appointmentVideoLink, { id: String(id) }), method: 'PUT', body: { videoLink }, headers: csrf(csrfToken) }),
      transformResponse: (response: StaffAppointmentResponse) => response.appointment,
      extraOptions: { silent: true },
      onQueryStarted: (_arg, lifecycle) => replaceAppointment(lifecycle),
    }),
    /** Cancels an appointment (its slot is free again) and e-mails the customer. The answer replaces it in every day on screen. */
    cancelStaffAppointment: build.mutation<StaffAppointment, { id: number; csrfToken: string }>({
      query: ({ id, csrfToken }) => ({ url: path(STAFF_PATHS.appointmentCancellation, { id: String(id) }), method: 'POST', body: {}, headers: csrf(csrfToken) }),
      transformResponse: (response: StaffAppointmentResponse) => response.appointment,
      extraOptions: { silent: true },
      onQueryStarted: (_arg, lifecycle) => replaceAppointment(lifecycle),
    }),
    /** The shop's discount codes (the personal ones on request), 30 a page (manager only: a staff-role session gets 403 FORBIDDEN). */
    staffDiscountCodes: build.query<StaffDiscountCodeList, DiscountCodesFilter>({
      query: (filter) => ({ url: path(STAFF_PATHS.discountCodes), params: present(filter) }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA, STAFF_DISCOUNT_CODES],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /** One code and who used it on which order (manager only). */
    staffDiscountCode: build.query<StaffDiscountCodeResponse, string>({
      query: (code) => ({ url: path(STAFF_PATHS.discountCode, { code }) }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /** Creates a code (manager only); the list is asked again. */
    createDiscountCode: build.mutation<StaffDiscountCodeResponse, { code: NewDiscountCodeInput; csrfToken: string }>({
      query: ({ code, csrfToken }) => ({ url: path(STAFF_PATHS.discountCodes), method: 'POST', body: code, headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_DISCOUNT_CODES]),
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /**
     * Switches a code off (shoppers then read "Invalid discount code") or on again (manager only). The
     * answer replaces the code in every list on screen and on its own page: a row stays where it is.
     */
    setDiscountCodeActive: build.mutation<StaffDiscountCodeResponse, { code: string; active: boolean; csrfToken: string }>({
      query: ({ code, active, csrfToken }) => ({ url: path(STAFF_PATHS.discountCodeActive, { code }), method: 'PUT', body: { active }, headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      async onQueryStarted({ code }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const changed: StaffDiscountCode = data.code;
          for (const filter of backofficeApi.util.selectCachedArgsForQuery(getState() as never, 'staffDiscountCodes')) {
            dispatch(
              backofficeApi.util.updateQueryData('staffDiscountCodes', filter, (list) => {
                const index = list.codes.findIndex((one) => one.code === changed.code);
                if (index >= 0) list.codes[index] = changed;
              }) as never,
            );
          }
          if (backofficeApi.util.selectCachedArgsForQuery(getState() as never, 'staffDiscountCode').includes(code)) {
            dispatch(backofficeApi.util.upsertQueryData('staffDiscountCode', code, data) as never);
          }
        } catch (failure) {
          if (unauthenticated(failure)) dispatch(setSession(null));
        }
      },
    }),
    /** Club AMA's members, newest first, 30 a page (manager only: a staff-role session gets 403 FORBIDDEN). */
    staffClubMembers: build.query<StaffClubMemberList, ClubMembersFilter>({
      query: (filter) => ({ url: path(STAFF_PATHS.clubMembers), params: present(filter) }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA, STAFF_CLUB_MEMBERS],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /** One member: status, the year's spend at list price, how many codes, every status change (manager only). */
    staffClubMember: build.query<StaffClubMemberResponse, string>({
      query: (id) => ({ url: path(STAFF_PATHS.clubMember, { id }) }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /**
     * Terminates a membership for breach (manager only), the reason kept in its history. The answer (the
     * member as they are now) replaces the member's page; the list is asked again when next shown.
     */
    terminateClubMembership: build.mutation<StaffClubMemberResponse, { id: string; reason: string; csrfToken: string }>({
      query: ({ id, reason, csrfToken }) => ({ url: path(STAFF_PATHS.clubMemberTermination, { id }), method: 'POST', body: { reason }, headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_CLUB_MEMBERS]),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(backofficeApi.util.upsertQueryData('staffClubMember', id, data) as never);
        } catch (failure) {
          if (unauthenticated(failure)) dispatch(setSession(null));
        }
      },
    }),
    /** Announces a terms change at least 30 days ahead (manager only); every active member is e-mailed. */
    announceClubTermsChange: build.mutation<ClubTermsChangeResponse, { change: ClubTermsChangeInput; csrfToken: string }>({
      query: ({ change, csrfToken }) => ({ url: path(STAFF_PATHS.clubTermsChanges), method: 'POST', body: change, headers: csrf(csrfToken) }),
      extraOptions: { silent: true },
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
  }),
});

/** An appointment as the API now answers it, in place of its row in every day's list in the cache. */
async function replaceAppointment({
  dispatch,
  getState,
  queryFulfilled,
}: {
  dispatch: (action: never) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: StaffAppointment }>;
}) {
  try {
    const { data: appointment } = await queryFulfilled;
    for (const date of backofficeApi.util.selectCachedArgsForQuery(getState() as never, 'staffAppointments')) {
      dispatch(
        backofficeApi.util.updateQueryData('staffAppointments', date, (list) => {
          const index = list.appointments.findIndex(({ id }) => id === appointment.id);
          if (index >= 0) list.appointments[index] = appointment;
        }) as never,
      );
    }
  } catch (failure) {
    if (unauthenticated(failure)) dispatch(setSession(null));
  }
}

/** Who is signed in now, as the session query would answer it (null: nobody). */
function setSession(session: StaffSession | null) {
  return backofficeApi.util.upsertQueryData('staffSession', undefined, session) as never;
}

/** Asks who is signed in again, e.g. when a write was refused for an out-of-date CSRF token. */
export function useRefreshSession() {
  const prefetch = backofficeApi.usePrefetch('staffSession', { force: true });
  return () => prefetch(undefined);
}

/**
 * Adds a staff account, untracked (`track: false`): the answer's one-time password goes to the caller
 * only, which shows it once, and is never kept in the shared store's state for anything to read later.
 */
export function useAddStaffAccount() {
  const dispatch = useAppDispatch();
  return (account: NewStaffAccountInput, csrfToken: string) => dispatch(backofficeApi.endpoints.addStaffAccount.initiate({ account, csrfToken }, { track: false })).unwrap();
}

export const {
  useStaffSessionQuery,
  useStaffSignInMutation,
  useStaffSignOutMutation,
  useChangeStaffPasswordMutation,
  useStaffAccountsQuery,
  useStaffOrdersQuery,
  useStaffOrderQuery,
  useChangeOrderStatusMutation,
  useCreateStaffEventMutation,
  useEditStaffEventMutation,
  useOpenReturnMutation,
  useChangeReturnStatusMutation,
  useStaffProductsQuery,
  useChangeProductAvailabilityMutation,
  useStaffEventsQuery,
  useStaffEventQuery,
  useCancelStaffEventMutation,
  useStaffAppointmentsQuery,
  useSendAppointmentVideoLinkMutation,
  useCancelStaffAppointmentMutation,
  useStaffDiscountCodesQuery,
  useStaffDiscountCodeQuery,
  useCreateDiscountCodeMutation,
  useSetDiscountCodeActiveMutation,
  useStaffClubMembersQuery,
  useStaffClubMemberQuery,
  useTerminateClubMembershipMutation,
  useAnnounceClubTermsChangeMutation,
} = backofficeApi;
