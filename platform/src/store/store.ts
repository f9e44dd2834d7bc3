import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { rootReducer, type RootState } from './root-reducer';

export interface ShopStoreOptions {
  preloadedState?: Partial<RootState>;
}

const buildStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
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

/** The shared store; a remote running standalone in development gets one created on first use. */
export function getShopStore(): ShopStore {
  return singleton?.store ?? createShopStore();
}
