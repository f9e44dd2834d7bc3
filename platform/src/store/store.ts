import { configureStore } from '@reduxjs/toolkit';
import type { Locale } from '@ama/contracts';
import { setupListeners, type FetchBaseQueryError, type FetchBaseQueryMeta, type QueryReturnValue } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { rootReducer, type RootState } from './root-reducer';

export interface ShopStoreOptions {
  preloadedState?: Partial<RootState>;
}

const buildStore = (preloadedState?: Partial<RootState>, extra?: RequestExtra) =>
  configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });

export type ShopStore = ReturnType<typeof buildStore>;
export type AppDispatch = ShopStore['dispatch'];

let singleton: { store: ShopStore; unsubscribeListeners: () => void } | undefined;

/**
 * Creates THE store (the shell calls this once at start) and makes it the one `getShopStore` returns.
 * setupListeners lets RTK Query refetch on focus/reconnect for endpoints that ask for it.
 */
export function createShopStore(options: ShopStoreOptions = {}): ShopStore {
  singleton?.unsubscribeListeners();
  const store = buildStore(options.preloadedState);
  singleton = { store, unsubscribeListeners: setupListeners(store.dispatch) };
  return store;
}

/** What a server render's queries know of their page request (read by the API's base query). */
export interface RequestExtra {
  locale: Locale;
  /** The page request's id (x-request-id): its API calls carry it, so their log lines join the page's. */
  requestId?: string;
  /** Where its API calls go (the server's own loopback address); the configured base when absent. */
  apiBase?: string;
  /** Headers its API calls send (the visitor the page is for: the BFF's per-client limits count them). */
  headers?: Record<string, string>;
  /**
   * The reads this render was refused or got no answer to, by request: the render's next pass
   * re-subscribes a failed query, and RTK Query asks again. Its page already shows the first answer, so
   * the repeat is answered from here: the API (perhaps down) is asked once per page, and the state sent to
   * the browser says "failed", as the page does, instead of "loading" when the repeat outlasts the budget.
   */
  failedReads?: Map<string, QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>>;
}

/**
 * A store for one server render: no singleton, no window listeners, and the request's locale (and id)
 * for the API requests its queries make. It is dropped with the request.
 */
export function createRequestStore(extra: RequestExtra): ShopStore {
  return buildStore(undefined, { ...extra, failedReads: new Map() });
}

/** The shared store; a remote running standalone in development gets one created on first use. */
export function getShopStore(): ShopStore {
  return singleton?.store ?? createShopStore();
}
