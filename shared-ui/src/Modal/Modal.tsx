import { useId, useRef, type CSSProperties, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { classNames } from '../lib/classNames';
import { useBodyScrollLock } from '../lib/useBodyScrollLock';
import { useEscapeKey } from '../lib/useEscapeKey';
import { useFocusTrap } from '../lib/useFocusTrap';
import { usePresence } from '../lib/usePresence';
import { MODAL_EXIT_MS } from '../timing';
import './Modal.css';

/**
 * The icon of each type (its accent colour is in Modal.css). The shop's list of modal types is declared
 * once, in @ama/contracts, which this package may not import; the types this Modal can render are
 * read off this table's keys instead of being written out again, and the shell's ModalHost, which
 * hands platform's queued modal to this component, is where TypeScript checks the two agree.
 */
const TYPE_ICONS = {
  success: CircleCheck,
  info: Info,
  danger: CircleAlert,
  warning: TriangleAlert,
} as const satisfies Record<string, typeof Info>;
export type ModalType = keyof typeof TYPE_ICONS;

// The fade-out lasts exactly as long as the DOM is kept for it.
const EXIT_STYLE = { '--ama-modal-exit': `${MODAL_EXIT_MS}ms` } as CSSProperties;

export interface ModalProps {
  open: boolean;
  /** Called at once on Escape, backdrop click or the close icon; the modal leaves the DOM MODAL_EXIT_MS later. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close icon, already translated by the caller. */
  closeLabel: string;
  children: ReactNode;
  /** Adds the type's icon and accent colour; a plain dialog without it. */
  type?: ModalType;
  /** Buttons under the content. */
  footer?: ReactNode;
  size?: 'normal' | 'wide';
  /** Receives focus on open; the dialog itself does otherwise, so its title is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A modal dialog: fades in, traps focus, closes on Escape, backdrop click or close icon. */
export function Modal({ open, onClose, title, closeLabel, children, type, footer, size = 'normal', initialFocusRef }: ModalProps) {
  const presence = usePresence(open, MODAL_EXIT_MS);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // A click counts as "on the backdrop" only if it also started there (not a text selection dragged out).
  const pressStartedOnBackdrop = useRef(false);
  const visible = presence !== 'closed';

  useEscapeKey(open, onClose);
  useBodyScrollLock(visible);
  const trapTab = useFocusTrap(visible, panelRef, initialFocusRef);

  if (!visible) return null;

  const TypeIcon = type ? TYPE_ICONS[type] : null;
  const isBackdrop = (event: MouseEvent) => event.target === event.currentTarget;

  return createPortal(
    <div
      className="ama-modal__backdrop"
      data-state={presence}
      style={EXIT_STYLE}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = isBackdrop(event);
      }}
      onClick={(event) => {
        if (open && pressStartedOnBackdrop.current && isBackdrop(event)) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames('ama-modal', `ama-modal--${size}`, type && `ama-modal--${type}`)}
        onKeyDown={trapTab}
      >
        <header className="ama-modal__header">
          {TypeIcon && <TypeIcon className="ama-modal__icon" size={24} aria-hidden="true" />}
          <h2 id={titleId} className="ama-modal__title">
            {title}
          </h2>
          <IconButton className="ama-modal__close" label={closeLabel} icon={<X size={20} />} onClick={onClose} />
        </header>
        <div className="ama-modal__content">{children}</div>
        {footer && <footer className="ama-modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
