import { combineSlices, type Reducer, type Slice, type SliceCaseReducers, type SliceSelectors } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { toastSlice } from './toast-slice';
import { uiSlice } from './ui-slice';
import { modalSlice } from './modal-slice';

/**
 * Slices a remote injects later. Remotes declare theirs so RootState knows them:
 *   declare module '@ama/platform' { interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {} }
 */
// Empty on purpose: filled by declaration merging in the remotes.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The store's root: the api cache, the UI flags, the toast and modal queues; remotes add theirs with `inject`. */
export const rootReducer = combineSlices(api, uiSlice, toastSlice, modalSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Adds a remote's slice to the root (idempotent, safe on remount) and returns the injected slice, whose
 * `selectors` read from the root state: `const cart = injectSlice(cartSlice); cart.selectors.selectLines(state)`.
 */
export function injectSlice<State, CaseReducers extends SliceCaseReducers<State>, Name extends string, ReducerPath extends string, Selectors extends SliceSelectors<State>>(
  slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>,
) {
  return slice.injectInto(rootReducer);
}

/** For a plain reducer that is not a slice (rare). */
export function injectReducer(reducerPath: string, reducer: Reducer): void {
  rootReducer.inject({ reducerPath, reducer } as Parameters<typeof rootReducer.inject>[0]);
}
