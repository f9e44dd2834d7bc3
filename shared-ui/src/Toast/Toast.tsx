import { useEffect, useState } from 'react';
import { Ban, CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { classNames } from '../lib/classNames';
import { TOAST_TICK_MS } from '../timing';
import { TOAST_WIDTH_CLASSES, toastTimeout, type ToastAction, type ToastData, type ToastType } from './toast-types';
import { useCountdown } from './useCountdown';
import './Toast.css';

// Problems interrupt (alert); confirmations wait their turn (status).
const TYPE_LOOKS: Record<ToastType, { icon: typeof Info; role: 'alert' | 'status' }> = {
  success: { icon: CircleCheck, role: 'status' },
  info: { icon: Info, role: 'status' },
  warning: { icon: TriangleAlert, role: 'alert' },
  danger: { icon: CircleX, role: 'alert' },
  denied: { icon: Ban, role: 'alert' },
};

export interface ToastProps<A extends ToastAction = ToastAction> {
  toast: ToastData<A>;
  /** Accessible name of the close icon, already translated by the caller. */
  closeLabel: string;
  onDismiss: (id: string) => void;
  /** Called with the clicked action; the toast is dismissed right after. */
  onAction?: (toastId: string, action: A) => void;
}

/** One notification: appears, counts down (pausing on hover or focus), then asks to be dismissed. */
export function Toast<A extends ToastAction = ToastAction>({ toast, closeLabel, onDismiss, onAction }: ToastProps<A>) {
  const { id, type, title, message, width = 'normal', pauseOnHover = true, actions = [] } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const totalMs = toastTimeout(toast);
  // Focus always pauses: a keyboard user reaching an action must not lose it mid-way.
  const remainingMs = useCountdown(totalMs, (pauseOnHover && hovered) || focused, () => onDismiss(id));
  const { icon: TypeIcon, role } = TYPE_LOOKS[type];
  // The live region goes into the page empty and its text follows on the next render: screen readers
  // announce changes to a live region, and often miss one that arrives already filled.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => setAnnounced(true), []);
  const stacked = actions.length > 1;

  const runAction = (action: A) => {
    onAction?.(id, action);
    onDismiss(id);
  };

  return (
    <div
      role={role}
      className={classNames('ama-toast', `ama-toast--${type}`, TOAST_WIDTH_CLASSES[width], stacked && 'ama-toast--stacked')}
      data-type={type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <TypeIcon className="ama-toast__icon" size={20} aria-hidden="true" />
      <div className="ama-toast__body">
        {announced && title && <p className="ama-toast__title">{title}</p>}
        {announced && <p className="ama-toast__message">{message}</p>}
      </div>
      {actions.length > 0 && (
        <div className="ama-toast__actions">
          {actions.map((action, index) => (
            <Button key={`${index}-${action.label}`} size="s" theme={index === 0 ? 'dark' : 'white'} fullWidth={stacked} onClick={() => runAction(action)}>
              {action.label}
            </Button>
          ))}
        </div>
      )}
      <IconButton className="ama-toast__close" label={closeLabel} size="s" icon={<X size={16} />} onClick={() => onDismiss(id)} />
      {Number.isFinite(totalMs) && (
        // A visual cue only: announcing every tick to a screen reader would be noise.
        <div className="ama-toast__progress" role="progressbar" aria-hidden="true" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((remainingMs / totalMs) * 100)}>
          <div
            className="ama-toast__progress-bar"
            // The bar glides from one tick's value to the next in one tick.
            style={{ transform: `scaleX(${remainingMs / totalMs})`, transitionDuration: `${TOAST_TICK_MS}ms` }}
          />
        </div>
      )}
    </div>
  );
}
