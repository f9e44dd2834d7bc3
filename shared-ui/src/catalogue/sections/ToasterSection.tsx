import { useRef, useState } from 'react';
import { Button, Toaster, TOAST_TIMEOUT_MS, type ToastAction, type ToastData, type ToastType } from '../..';
import { ExampleGroup } from '../CatalogueSection';

type ToastDraft = Omit<ToastData, 'id'>;

const MESSAGES: Record<ToastType, string> = {
  success: 'The ring was added to your bag.',
  info: 'Prices include VAT.',
  warning: 'Only 1 piece left in this size.',
  danger: 'Payment error: the card was declined.',
  denied: 'This discount code is not valid for club members.',
};

const TYPE_EXAMPLES: readonly ToastDraft[] = (Object.keys(MESSAGES) as ToastType[]).map((type) => ({
  type,
  message: MESSAGES[type],
}));

const LAYOUT_EXAMPLES: readonly { button: string; toast: ToastDraft }[] = [
  {
    button: 'Wide toast',
    toast: {
      type: 'info',
      width: 'wide',
      title: 'Free shipping',
      message: 'Orders over 200 € ship for free to Italy, Spain and Germany, with insurance included.',
    },
  },
  {
    button: 'Toast with one action',
    toast: { type: 'success', message: 'Removed from your wishlist.', actions: [{ label: 'Undo' }] },
  },
  {
    button: 'Toast with two actions',
    toast: {
      type: 'warning',
      timeoutMs: 0,
      title: 'A new version of the shop is available',
      message: 'Reload to get it; your bag is kept.',
      actions: [{ label: 'Reload now' }, { label: 'Later' }],
    },
  },
];

/**
 * The real app keeps the queue in the Redux store (@ama/platform) and the shell renders it.
 * Here a local queue stands in, so the page works without a store.
 */
export function ToasterSection() {
  const [toasts, setToasts] = useState<readonly ToastData[]>([]);
  const [lastAction, setLastAction] = useState<string | null>(null);
  const nextId = useRef(0);

  const push = (draft: ToastDraft) => {
    nextId.current += 1;
    const toast: ToastData = { ...draft, id: `catalogue-toast-${nextId.current}` };
    setToasts((queue) => [...queue, toast]);
  };
  const dismiss = (id: string) => setToasts((queue) => queue.filter((toast) => toast.id !== id));
  const reportAction = (_toastId: string, action: ToastAction) => setLastAction(action.label);

  return (
    <>
      <ExampleGroup title="One per type">
        <div className="ama-catalogue__row">
          {TYPE_EXAMPLES.map((draft) => (
            <Button key={draft.type} theme="white" onClick={() => push(draft)}>
              {`Show ${draft.type} toast`}
            </Button>
          ))}
        </div>
        <p className="ama-catalogue__caption">
          Lifetimes:{' '}
          {Object.entries(TOAST_TIMEOUT_MS)
            .map(([type, ms]) => `${type} ${ms / 1000} s`)
            .join(', ')}
          . Hover or focus pauses the countdown. warning, danger and denied are alerts; success and info are status messages.
        </p>
      </ExampleGroup>

      <ExampleGroup title="Widths and actions">
        <div className="ama-catalogue__row">
          {LAYOUT_EXAMPLES.map(({ button, toast }) => (
            <Button key={button} theme="white" onClick={() => push(toast)}>
              {button}
            </Button>
          ))}
        </div>
        <p className="ama-catalogue__caption" aria-live="polite">
          {lastAction ? `Last action clicked: ${lastAction}` : 'The two-action toast stays until it is closed (timeoutMs: 0).'}
        </p>
      </ExampleGroup>

      <Toaster toasts={toasts} onDismiss={dismiss} onAction={reportAction} labels={{ region: 'Catalogue notifications', close: 'Close' }} />
    </>
  );
}
