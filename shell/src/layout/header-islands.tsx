import { useSyncExternalStore } from 'react';
import { island, uiActions, useAppDispatch, useAppSelector, selectMobileMenuOpen, useTranslation } from '@ama/platform';
import { IconButton, icons } from '@ama/shared-ui';
import { NAV_GROUPS } from './nav-items';
import { NavGroupMenu } from './NavGroupMenu';
import { HeaderToolLinks } from './HeaderToolLinks';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';
import { isPopoverOpen, onPopoverToggle, supportsPopover } from './popover';
import { SEARCH_BAR_ID, SearchBar } from './SearchBar';

/**
 * The header's controls, each an island (docs/adr-009-islands.md): the logo, the announcement and the
 * plain links around them stay the server's HTML. They share their state (which menu is open) through
 * the store, so a button in one island opens a panel drawn by another.
 */

const onMobileMenuToggle = (changed: () => void) => onPopoverToggle((panel) => panel.id === MOBILE_MENU_ID && changed());
const mobileMenuShown = () => isPopoverOpen(document.getElementById(MOBILE_MENU_ID));
/** What the server drew: hydration starts from it, and the open state follows at once. */
const mobileMenuClosed = () => false;

/** Whether the phone's menu is open, read from the page: its popover opens before the store knows. */
const useMobileMenuShown = (): boolean => useSyncExternalStore(onMobileMenuToggle, mobileMenuShown, mobileMenuClosed);

/**
 * Opens and closes the phone's menu by itself (popovertarget), with or without the shell's code; the
 * browser tells assistive technology whether it is expanded. Once live it names what it does next
 * (open or close) and shows a cross while the menu is open. A browser without popovers toggles the
 * store's state, which the menu shows.
 */
function MenuButton() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const shown = useMobileMenuShown();
  const stored = useAppSelector(selectMobileMenuOpen);
  const open = supportsPopover() ? shown : stored;
  return (
    <IconButton
      className="ama-header__burger"
      label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      popoverTarget={MOBILE_MENU_ID}
      aria-controls={MOBILE_MENU_ID}
      onClick={() => {
        if (!supportsPopover()) dispatch(uiActions.toggleMobileMenu());
      }}
    >
      {open ? <icons.X aria-hidden /> : <icons.MenuIcon aria-hidden />}
    </IconButton>
  );
}

/**
 * Opens and closes the search bar by itself (popovertarget), with or without the shell's code; the
 * browser tells assistive technology whether it is expanded (an aria-expanded of ours is not allowed).
 */
function SearchButton() {
  const { t } = useTranslation('shell');
  return (
    <IconButton label={t('nav.search')} popoverTarget={SEARCH_BAR_ID} aria-controls={SEARCH_BAR_ID}>
      <icons.Search aria-hidden />
    </IconButton>
  );
}

/** A submenu by its group's id: an island's props are plain data. */
function NavGroup({ groupId }: { groupId: string }) {
  const group = NAV_GROUPS.find(({ id }) => id === groupId);
  return group ? <NavGroupMenu group={group} /> : null;
}

export const MenuButtonIsland = island('shell/menu-button', MenuButton);
export const SearchButtonIsland = island('shell/search-button', SearchButton);
export const SearchBarIsland = island('shell/search-bar', SearchBar);
export const NavGroupIsland = island('shell/nav-group', NavGroup);
export const ToolLinksIsland = island('shell/tool-links', HeaderToolLinks);
export const LocaleSwitcherIsland = island('shell/locale-switcher', LocaleSwitcher);
export const MobileMenuIsland = island('shell/mobile-menu', MobileMenu);
