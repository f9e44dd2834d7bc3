// The toast model. Plain serialisable data, so the queue can live in the Redux store (@ama/platform)
// and this package only renders it.
//
// Why the types and widths are not written out as unions here: the shop's list of toast types and
// widths is declared once, in @ama/contracts, for the apps that queue toasts. This package may not
// import contracts (it depends on nothing of ours), yet it needs a lifetime for every type and a look
// for every width. So those tables are the only place here that names them, and ToastType and
// ToastWidth are read off their keys: a type without a lifetime cannot exist. The shell's Overlays,
// where platform's queue is handed to the Toaster, is where TypeScript checks that every type and
// width of that list is one of these.

const DEFAULT_TIMEOUT_MS = 2_000;
const LONG_TIMEOUT_MS = 10_000;

/**
 * Default lifetimes (docs/requirements.md#errors): 2 s, 10 s for warning and denied, 20 s for danger
 * (the more serious, the longer a toast stays). Its keys are the types this Toaster can render.
 */
export const TOAST_TIMEOUT_MS = {
  success: DEFAULT_TIMEOUT_MS,
  info: DEFAULT_TIMEOUT_MS,
  warning: LONG_TIMEOUT_MS,
  denied: LONG_TIMEOUT_MS,
  danger: 20_000,
} as const satisfies Record<string, number>;
export type ToastType = keyof typeof TOAST_TIMEOUT_MS;

/** The modifier class of each width (the widths themselves are in Toast.css). Its keys are the widths. */
export const TOAST_WIDTH_CLASSES = {
  normal: undefined,
  wide: 'ama-toast--wide',
} as const satisfies Record<string, string | undefined>;
export type ToastWidth = keyof typeof TOAST_WIDTH_CLASSES;

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

/** How long this toast lives; Infinity means it waits to be closed. */
export function toastTimeout(toast: Pick<ToastData, 'type' | 'timeoutMs'>): number {
  const timeout = toast.timeoutMs ?? TOAST_TIMEOUT_MS[toast.type];
  return timeout > 0 ? timeout : Infinity;
}
