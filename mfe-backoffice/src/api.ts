import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  STAFF_CSRF_HEADER,
  STAFF_PATHS,
  type NewStaffAccountInput,
  type NewStaffAccountResponse,
  type OrderStatusChange,
  type StaffAccountList,
  type StaffOrder,
  type StaffOrderList,
  type StaffOrderResponse,
  type StaffOrdersQuery,
  type StaffPasswordChange,
  type StaffSession,
  type StaffSignIn,
} from '@ama/contracts';
import { api, httpStatusOf, readSendFailure, useAppDispatch } from '@ama/platform';

/** '/staff/session' → 'staff/session': the shared api's base URL already ends in /api. */
const path = (template: string, number = '') => template.replace(/^\//, '').replace(':number', encodeURIComponent(number));

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

/** The orders list's filters as the API takes them (contracts' StaffOrdersQuery); absent ones are left out. */
export type OrdersFilter = Partial<StaffOrdersQuery>;

const present = (filter: OrdersFilter) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

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
      query: (number) => ({ url: path(STAFF_PATHS.order, number) }),
      transformResponse: (response: StaffOrderResponse) => response.order,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
      providesTags: [STAFF_DATA],
      onQueryStarted: (_arg, lifecycle) => followSessionChanges(lifecycle),
    }),
    /** Answers the whole order as it is now (status, history, next statuses), which replaces the cached one. */
    changeOrderStatus: build.mutation<StaffOrder, { number: string; change: OrderStatusChange; csrfToken: string }>({
      query: ({ number, change, csrfToken }) => ({ url: path(STAFF_PATHS.orderStatus, number), method: 'POST', body: change, headers: csrf(csrfToken) }),
      transformResponse: (response: StaffOrderResponse) => response.order,
      extraOptions: { silent: true },
      // The list shows statuses too: it is asked again when next shown.
      invalidatesTags: (_result, error) => (error ? [] : [STAFF_LIST]),
      async onQueryStarted({ number }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(backofficeApi.util.upsertQueryData('staffOrder', number, data) as never);
        } catch (failure) {
          if (unauthenticated(failure)) dispatch(setSession(null));
        }
      },
    }),
  }),
});

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
} = backofficeApi;
