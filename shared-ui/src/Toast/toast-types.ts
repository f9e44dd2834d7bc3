// The toast model. Plain serialisable data, so the queue can live in the Redux store (@ama/platform)
// and this package only renders it.

export const TOAST_TYPES = ['success', 'info', 'warning', 'danger', 'denied'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export type ToastWidth = 'normal' | 'wide';

/**
 * A toast button. Only the label is read here; the whole object goes back through onAction, so the
 * owner of the queue can carry what it needs (e.g. platform's `href` or `event`).
 */
export interface ToastAction {
  label: string;
}

export interface ToastData<A extends ToastAction = ToastAction> {
  id: string;
  type: ToastType;
  message: string;
  title?: string;
  /** Overrides the type's default; 0 or Infinity keeps the toast until it is closed. */
  timeoutMs?: number;
  width?: ToastWidth;
  /** Defaults to true: reading a toast under the pointer should not race its countdown. */
  pauseOnHover?: boolean;
  /** One action sits beside the message; two or more are stacked buttons. */
  actions?: readonly A[];
}

/** Default lifetimes from the product spec (§9): the more serious, the longer a toast stays. */
export const TOAST_TIMEOUT_MS: Readonly<Record<ToastType, number>> = {
  success: 2_000,
  info: 2_000,
  warning: 10_000,
  denied: 10_000,
  danger: 20_000,
};

/** How long this toast lives; Infinity means it waits to be closed. */
export function toastTimeout(toast: Pick<ToastData, 'type' | 'timeoutMs'>): number {
  const timeout = toast.timeoutMs ?? TOAST_TIMEOUT_MS[toast.type];
  return timeout > 0 ? timeout : Infinity;
}
