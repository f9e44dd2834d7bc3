import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ToastType, ToastWidth } from '@ama/contracts';

// The toast types and widths (docs/requirements.md#errors) are declared once, in @ama/contracts: platform and shared-ui
// may not import each other, so neither can own them for both. shared-ui's Toaster renders them and
// applies the per-type timeouts; the shell's Overlays is where TypeScript checks the two agree.

/**
 * A toast button, kept serialisable: the shell maps it to a shared-ui Button that either follows `href`
 * (through safe navigation) or dispatches `{ type: event }` to the store.
 */
export interface ToastAction {
  label: string;
  href?: string;
  event?: string;
}

export interface ToastInput {
  type: ToastType;
  message: string;
  title?: string;
  width?: ToastWidth;
  /** Overrides the type's default timeout. */
  timeoutMs?: number;
  actions?: ToastAction[];
}

export interface Toast extends ToastInput {
  id: string;
}

export interface ToastState {
  items: Toast[];
}

/** More than this many at once is noise; the oldest make room. */
export const MAX_VISIBLE_TOASTS = 5;

const sameToast = (a: ToastInput, b: ToastInput) => a.type === b.type && a.title === b.title && a.message === b.message;

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] } as ToastState,
  reducers: {
    push: {
      reducer(state, action: PayloadAction<Toast>) {
        // Several queries failing with the same error at once (e.g. the BFF is down) give one toast, not five.
        if (state.items.some((item) => sameToast(item, action.payload))) return;
        state.items.push(action.payload);
        if (state.items.length > MAX_VISIBLE_TOASTS) state.items.shift();
      },
      prepare: (toast: ToastInput) => ({ payload: { ...toast, id: nanoid() } }),
    },
    dismiss(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const toastActions = toastSlice.actions;

/** Shows a toast and returns its id (to dismiss it early). */
export function notify(dispatch: (action: PayloadAction<Toast>) => unknown, toast: ToastInput): string {
  const action = toastActions.push(toast);
  dispatch(action);
  return action.payload.id;
}
