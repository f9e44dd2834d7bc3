import { useEffect, useRef, type FocusEvent, type MouseEvent } from 'react';
import { selectIsMenuOpen, uiActions, useAppDispatch, useAppSelector, useTranslation } from '@ama/platform';
import { icons, MENU_HIDE_DELAY_MS } from '@ama/shared-ui';
import { PLACE_UNDER_BUTTON_START } from '../runtime/header-popovers';
import type { NavGroup } from './nav-items';
import { NavLinkList } from './NavLinkList';
import { supportsPopover } from './popover';
import { useSyncedPopover } from './use-synced-popover';

/** The panel of a header group, which its button opens by itself (popovertarget). */
export const navGroupPanelId = (groupId: string) => `ama-nav-${groupId}`;

/**
 * A desktop header group (Jewels, Collections, Guides): a button and a popover of links under it. The
 * button opens it by itself, so the first click works before and without the shell's code
 * (docs/adr-012-load-on-need.md); the browser closes it on Escape or a click elsewhere, and gives the
 * focus back to the button. Once live it also opens while the mouse is over it, closes when the focus
 * leaves it, and follows the store, so every navigation closes it (docs/requirements.md#navigation).
 */
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsMenuOpen(group.id));
  const setOpen = (next: boolean) => dispatch(uiActions.setMenuOpen({ id: group.id, open: next }));
  const panel = useRef<HTMLDivElement>(null);
  useSyncedPopover(panel, open, setOpen);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A click right after the mouse opened it (a tap fires mouseenter first) keeps it open under the finger.
  const openedByHover = useRef(false);
  const cancelHide = () => clearTimeout(hideTimer.current);
  useEffect(() => cancelHide, []);

  // The store is the one word once live: useSyncedPopover shows or hides the popover as it says.
  const click = (event: MouseEvent) => {
    cancelHide();
    const keepOpen = openedByHover.current && open;
    openedByHover.current = false;
    // A cancelled click does not toggle the popover; a browser without popovers toggles the store.
    if (keepOpen) event.preventDefault();
    else if (!supportsPopover()) setOpen(!open);
  };
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      className="ama-menu ama-nav-group"
      onBlur={leave}
      onMouseEnter={() => {
        cancelHide();
        if (open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        cancelHide();
        hideTimer.current = setTimeout(() => setOpen(false), MENU_HIDE_DELAY_MS);
      }}
    >
      <button type="button" className="ama-menu__trigger" popoverTarget={navGroupPanelId(group.id)} aria-controls={navGroupPanelId(group.id)} onClick={click}>
        {t(group.key)}
        <icons.ChevronDown className="ama-menu__chevron" size={16} aria-hidden="true" />
      </button>
      {/* Hidden until opened: a popover shows it all the same (layout.css), a browser without popovers once the code opens it. */}
      <div ref={panel} id={navGroupPanelId(group.id)} popover="auto" hidden className="ama-menu__panel ama-nav-group__panel" data-place={PLACE_UNDER_BUTTON_START}>
        <NavLinkList className="ama-submenu" links={group.links} />
      </div>
    </div>
  );
}
