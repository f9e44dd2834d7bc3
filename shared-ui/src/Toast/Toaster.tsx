import type { ToastAction, ToastData } from './toast-types';
import { Toast } from './Toast';
import './Toast.css';

export interface ToasterProps<A extends ToastAction = ToastAction> {
  /** The queue, oldest first (e.g. platform's selectToasts); its items are rendered as they are. */
  toasts: readonly ToastData<A>[];
  onDismiss: (id: string) => void;
  /** Called with the clicked action (platform's carries `href` or `event`); the toast is then dismissed. */
  onAction?: (toastId: string, action: A) => void;
  /** Translated labels: the landmark's name and each close icon's name. */
  labels: { region: string; close: string };
}

/** Renders the toast queue in a fixed corner. Holds no state of its own: the store owns the queue. */
export function Toaster<A extends ToastAction = ToastAction>({ toasts, onDismiss, onAction, labels }: ToasterProps<A>) {
  return (
    <section className="ama-toaster" aria-label={labels.region}>
      {toasts.map((toast) => (
        <Toast<A> key={toast.id} toast={toast} closeLabel={labels.close} onDismiss={onDismiss} onAction={onAction} />
      ))}
    </section>
  );
}
