import { useLayoutEffect, useRef } from 'react';
import { selectMobileMenuOpen, selectOpenMenus, uiActions, useAppDispatch, useAppSelector, useTranslation } from '@ama/platform';
import { MOBILE_MENU_LINKS, NAV_GROUPS } from './nav-items';
import { NavLinkItems, NavLinkList } from './NavLinkList';
import { useSyncedPopover } from './use-synced-popover';

/** The phone's menu: its button opens it by itself (popovertarget), and names it (aria-controls). */
export const MOBILE_MENU_ID = 'ama-mobile-menu';

const groupMenuId = (groupId: string) => `mobile-${groupId}`;

/**
 * The phone-sized navigation: the same entries as the desktop header, as expandable groups. It is a
 * popover its button opens by itself, and its groups are <details>, so the first tap works before and
 * without the shell's code (docs/adr-012-load-on-need.md); the entry's plain code places it under the
 * header. Once live, the store knows whether it is open, and closes it (and its groups) at every
 * navigation. A browser without popovers shows it from the store's state once the code runs.
 */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMobileMenuOpen);
  // The groups' open state lives in the store's map of open menus, so each navigation closes them.
  const openMenus = useAppSelector(selectOpenMenus);
  const menu = useRef<HTMLElement>(null);
  useSyncedPopover(menu, open, (shown) => dispatch(uiActions.setMobileMenuOpen(shown)));
  useLayoutEffect(() => {
    // Groups the shopper opened before the code ran: the store starts from them, not over them. In the
    // hydration's own commit, before any tap reaches the live menu: a link followed in between would
    // close no group (the store knew of none) and a later effect would then keep it open.
    for (const group of menu.current?.querySelectorAll<HTMLDetailsElement>('details[open][data-group]') ?? []) {
      dispatch(uiActions.setMenuOpen({ id: groupMenuId(group.dataset.group!), open: true }));
    }
  }, [dispatch]);

  return (
    // Hidden until opened: a popover shows it all the same (layout.css), and a browser without popovers
    // keeps it hidden until the code opens it.
    <nav ref={menu} id={MOBILE_MENU_ID} popover="auto" hidden className="ama-mobile-menu" aria-label={t('nav.label')}>
      <ul className="ama-mobile-menu__list">
        {NAV_GROUPS.map((group) => (
          <li key={group.id}>
            <details
              className="ama-mobile-menu__group"
              data-group={group.id}
              open={Boolean(openMenus[groupMenuId(group.id)])}
              onToggle={(event) => dispatch(uiActions.setMenuOpen({ id: groupMenuId(group.id), open: event.currentTarget.open }))}
            >
              <summary>{t(group.key)}</summary>
              <NavLinkList links={group.links} />
            </details>
          </li>
        ))}
        <NavLinkItems links={MOBILE_MENU_LINKS} linkClassName="ama-mobile-menu__link" />
      </ul>
    </nav>
  );
}
