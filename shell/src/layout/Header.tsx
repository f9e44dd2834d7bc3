import { useTranslation } from 'react-i18next';
import { LocaleLink, uiActions, useAppDispatch, useAppSelector, selectMobileMenuOpen, selectSearchBarOpen } from '@ama/platform';
import { IconButton, icons } from '@ama/shared-ui';
import { NAV_GROUPS, NAV_LINKS } from './nav-items';
import { NavGroupMenu } from './NavGroupMenu';
import { NavLinkItems } from './NavLinkList';
import { HeaderToolLinks } from './HeaderToolLinks';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MobileMenu } from './MobileMenu';
import { SearchBar } from './SearchBar';

export function Header() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const mobileMenuOpen = useAppSelector(selectMobileMenuOpen);
  const searchBarOpen = useAppSelector(selectSearchBarOpen);

  return (
    <header className="ama-header">
      <a className="ama-skip-link" href="#ama-main">
        {t('nav.skipToContent')}
      </a>
      <p className="ama-header__announcement">{t('header.announcement')}</p>
      <div className="ama-header__bar">
        <IconButton
          className="ama-header__burger"
          label={mobileMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={mobileMenuOpen}
          aria-controls="ama-mobile-menu"
          onClick={() => dispatch(uiActions.toggleMobileMenu())}
        >
          {mobileMenuOpen ? <icons.X aria-hidden /> : <icons.MenuIcon aria-hidden />}
        </IconButton>
        <LocaleLink to="/" className="ama-header__logo" aria-label={t('header.home')}>
          AMA
        </LocaleLink>
        <nav className="ama-header__nav" aria-label={t('nav.label')}>
          <ul className="ama-header__nav-list">
            {NAV_GROUPS.map((group) => (
              <li key={group.id}>
                <NavGroupMenu group={group} />
              </li>
            ))}
            <NavLinkItems links={NAV_LINKS} linkClassName="ama-header__nav-link" />
          </ul>
        </nav>
        <div className="ama-header__tools">
          <IconButton
            label={t('nav.search')}
            aria-expanded={searchBarOpen}
            aria-controls="ama-search"
            onClick={() => dispatch(uiActions.setSearchBarOpen(!searchBarOpen))}
          >
            <icons.Search aria-hidden />
          </IconButton>
          <HeaderToolLinks />
          <LocaleSwitcher />
        </div>
      </div>
      {searchBarOpen && <SearchBar />}
      <MobileMenu />
    </header>
  );
}
