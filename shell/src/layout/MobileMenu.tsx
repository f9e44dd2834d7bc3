import { selectMobileMenuOpen, selectOpenMenus, uiActions, useAppDispatch, useAppSelector, useTranslation } from '@ama/platform';
import { MOBILE_MENU_LINKS, NAV_GROUPS } from './nav-items';
import { NavLinkItems, NavLinkList } from './NavLinkList';

/** The phone-sized navigation: the same entries as the desktop header, as expandable groups. */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMobileMenuOpen);
  // The groups' open state lives in the store's map of open menus, so each navigation closes them.
  const openMenus = useAppSelector(selectOpenMenus);
  return (
    <nav id="ama-mobile-menu" className="ama-mobile-menu" aria-label={t('nav.label')} hidden={!open}>
      <ul className="ama-mobile-menu__list">
        {NAV_GROUPS.map((group) => (
          <li key={group.id}>
            <details
              className="ama-mobile-menu__group"
              open={Boolean(openMenus[`mobile-${group.id}`])}
              onToggle={(event) => dispatch(uiActions.setMenuOpen({ id: `mobile-${group.id}`, open: event.currentTarget.open }))}
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
