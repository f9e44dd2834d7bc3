import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { classNames } from '../lib/classNames';
import { useControllableState } from '../lib/useControllableState';
import { MENU_HIDE_DELAY_MS } from '../timing';
import './Menu.css';

export interface MenuProps {
  /** Text of the trigger button (e.g. "Shop"). */
  label: ReactNode;
  /** The panel's content, typically a list of links. */
  children: ReactNode;
  /** Controlled open state; leave undefined to let the menu manage itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Open on pointer hover as well as on click (desktop header). */
  openOnHover?: boolean;
  hideDelayMs?: number;
  className?: string;
}

/**
 * A navigation disclosure menu (the header's shop / collections / guides entries).
 * It is a button with aria-expanded and a panel of links, not an ARIA "menu": site navigation
 * is a list of links, and Tab moves through them as on any page.
 * Opening: click, Enter/Space, or hover. Closing: click again, Escape (focus returns to the
 * trigger), focus leaving the menu, or the pointer leaving it for `hideDelayMs`.
 */
export function Menu({ label, children, open: openProp, onOpenChange, openOnHover = true, hideDelayMs = MENU_HIDE_DELAY_MS, className }: MenuProps) {
  const [open, setOpen] = useControllableState(openProp, false, onOpenChange);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click right after a hover-open (or a tap, which fires mouseenter first) should keep the
  // menu open, not toggle it shut under the user's finger.
  const openedByHover = useRef(false);

  const cancelHide = () => clearTimeout(hideTimer.current);
  useEffect(() => cancelHide, []);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      className={classNames('ama-menu', className)}
      data-open={open || undefined}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onMouseEnter={() => {
        cancelHide();
        if (openOnHover && !open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onMouseLeave={() => {
        if (!openOnHover) return;
        cancelHide();
        hideTimer.current = setTimeout(() => setOpen(false), hideDelayMs);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="ama-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          cancelHide();
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          setOpen(!open);
        }}
      >
        {label}
        <ChevronDown className="ama-menu__chevron" size={16} aria-hidden="true" />
      </button>
      <div id={panelId} className="ama-menu__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
