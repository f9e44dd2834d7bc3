import { STAFF_CSRF_HEADER, STAFF_PATHS, type StaffPasswordChange, type StaffSession, type StaffSignIn } from '@ama/contracts';
import { httpStatusOf, readSendFailure, type FetchBaseQueryError } from '@ama/platform';
import { STAFF_TAG_TYPES, staffApi } from './cache-tags';
import { staffPath } from './staff-paths';

/** A staff write as sent: platform's base query makes its body JSON. */
interface StaffWriteRequest {
  url: string;
  method: 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

type Dispatch = (action: never) => unknown;

/**
 * A write's query, carrying the CSRF token of the session in the cache at the moment it is sent: the
 * token has this one source, so no page passes it down, and a write after a refreshed session (a stale
 * token refused: session/use-staff-write-failure.ts) carries the new one. `transform` is the answer's
 * shape for the cache, as transformResponse would be.
 */
export function staffWrite<Arg, Result, Answer = Result>(
  request: (arg: Arg) => StaffWriteRequest,
  transform: (answer: Answer) => Result = (answer) => answer as unknown as Result,
) {
  return async (
    arg: Arg,
    { getState }: { getState: () => unknown },
    _extraOptions: unknown,
    baseQuery: (args: StaffWriteRequest & { headers: Record<string, string> }) => unknown,
  ) => {
    const csrfToken = sessionApi.endpoints.staffSession.select()(getState() as never).data?.csrfToken ?? '';
    const result = (await baseQuery({ ...request(arg), headers: { [STAFF_CSRF_HEADER]: csrfToken } })) as { data?: unknown; error?: FetchBaseQueryError };
    return result.error ? { error: result.error } : { data: transform(result.data as Answer) };
  };
}

/**
 * A failed request's answer says there is no session: it ended behind the page's back (expired, or
 * signed out elsewhere). A wrong current password (401 INVALID_CREDENTIALS) is not that.
 */
function unauthenticated(failure: unknown): boolean {
  const error = (failure as { error?: FetchBaseQueryError }).error;
  return error !== undefined && httpStatusOf(error) === 401 && readSendFailure(error).code !== 'INVALID_CREDENTIALS';
}

/**
 * For every staff read: the island shows the sign-in form again, in place, when the session is gone;
 * and the password form when the session turns out to still have its one-time password (the page's
 * copy was older).
 */
async function followSessionChanges({ dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<unknown> }) {
  try {
    await queryFulfilled;
  } catch (failure) {
    if (unauthenticated(failure)) dispatch(setSession(null));
    else if (readSendFailure((failure as { error?: unknown }).error).code === 'PASSWORD_CHANGE_REQUIRED') {
      dispatch(sessionApi.util.prefetch('staffSession', undefined, { force: true }) as never);
    }
  }
}

/**
 * What every staff read shares: no generic toast (each page says its own failure in place), kept in
 * memory only while a page shows it (customers' and guests' data), and the session followed.
 */
export const STAFF_READ = {
  extraOptions: { silent: true },
  keepUnusedDataFor: 0,
  onQueryStarted: (_arg: unknown, lifecycle: { dispatch: Dispatch; queryFulfilled: Promise<unknown> }) => followSessionChanges(lifecycle),
};

/** What every staff write shares: no generic toast (the form or the button says what happened). */
export const STAFF_WRITE = { extraOptions: { silent: true } };

/**
 * For every staff write: `onAnswer` puts the answer in the cache (the record, its row in the lists on
 * screen); a lost session shows the sign-in form in place. What else a refusal means is the page's
 * to say (session/use-staff-write-failure.ts).
 */
export async function followWrite<Answer>({ dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: Answer }> }, onAnswer?: (answer: Answer) => void) {
  try {
    const { data } = await queryFulfilled;
    onAnswer?.(data);
  } catch (failure) {
    if (unauthenticated(failure)) dispatch(setSession(null));
  }
}

/**
 * Signing in and out, the password, and who is signed in (contracts/src/staff.ts). Every page shows its
 * own failures in place (a sign-in form, "not allowed", a retry), so no staff endpoint raises the
 * generic toast. The session cookie is httpOnly and travels with every same-origin request.
 */
export const sessionApi = staffApi.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    /** The signed-in account and its CSRF token; null when nobody is signed in (a 401 is an answer here). */
    staffSession: build.query<StaffSession | null, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: staffPath(STAFF_PATHS.session) });
        if (result.error) return httpStatusOf(result.error) === 401 ? { data: null } : { error: result.error };
        return { data: result.data as StaffSession };
      },
      // Kept as long as the page lives (unlike staff data): every page and write reads it.
      extraOptions: { silent: true },
    }),
    staffSignIn: build.mutation<StaffSession, StaffSignIn>({
      query: (body) => ({ url: staffPath(STAFF_PATHS.session), method: 'POST', body }),
      ...STAFF_WRITE,
      // What an earlier account had on screen is not this one's to see.
      invalidatesTags: (_result, error) => (error ? [] : [...STAFF_TAG_TYPES]),
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
    staffSignOut: build.mutation<null, { everywhere: boolean }>({
      queryFn: staffWrite<{ everywhere: boolean }, null>(({ everywhere }) => ({ url: staffPath(everywhere ? STAFF_PATHS.sessions : STAFF_PATHS.session), method: 'DELETE' })),
      ...STAFF_WRITE,
      // No staff data stays in memory for whoever uses the browser next.
      invalidatesTags: (_result, error) => (error ? [] : [...STAFF_TAG_TYPES]),
      // Already signed out (expired, or ended elsewhere) is the same outcome.
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle, () => lifecycle.dispatch(setSession(null))),
    }),
    /** Replaces a one-time password (or any): the answer is the session as it is now (every other one ended). */
    changeStaffPassword: build.mutation<StaffSession, { change: StaffPasswordChange }>({
      queryFn: staffWrite<{ change: StaffPasswordChange }, StaffSession>(({ change }) => ({ url: staffPath(STAFF_PATHS.password), method: 'PUT', body: change })),
      ...STAFF_WRITE,
      onQueryStarted: (_arg, lifecycle) => followWrite(lifecycle, (session) => lifecycle.dispatch(setSession(session))),
    }),
  }),
});

/** Who is signed in now, as the session query would answer it (null: nobody). */
function setSession(session: StaffSession | null) {
  return sessionApi.util.upsertQueryData('staffSession', undefined, session) as never;
}

/** Asks who is signed in again, e.g. when a write was refused for an out-of-date CSRF token. */
export function useRefreshSession() {
  const prefetch = sessionApi.usePrefetch('staffSession', { force: true });
  return () => prefetch(undefined);
}

export const { useStaffSessionQuery, useStaffSignInMutation, useStaffSignOutMutation, useChangeStaffPasswordMutation } = sessionApi;
