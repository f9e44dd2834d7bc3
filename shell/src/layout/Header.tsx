import { LocaleLink, useTranslation } from '@ama/platform';
import { NAV_GROUPS, NAV_LINKS } from './nav-items';
import { NavLinkItems } from './NavLinkList';
import { StaffHeader } from './StaffFrame';
import { useStaffPage } from './use-staff-page';
import { LocaleSwitcherIsland, MenuButtonIsland, MobileMenuIsland, NavGroupIsland, SearchBarIsland, SearchButtonIsland, ToolLinksIsland } from './header-islands';

/** The header: plain HTML around its controls, which are islands (header-islands.tsx); the staff's own on back-office pages. */
export function Header() {
  const staff = useStaffPage();
  return staff ? <StaffHeader /> : <ShopHeader />;
}

function ShopHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className="ama-header">
      <a className="ama-skip-link" href="#ama-main">
        {t('nav.skipToContent')}
      </a>
      <p className="ama-header__announcement">{t('header.announcement')}</p>
      <div className="ama-header__bar">
        <MenuButtonIsland />
        <LocaleLink to="/" className="ama-header__logo" aria-label={t('header.home')}>
          AMA
        </LocaleLink>
        <nav className="ama-header__nav" aria-label={t('nav.label')}>
          <ul className="ama-header__nav-list">
            {NAV_GROUPS.map((group) => (
              <li key={group.id}>
                <NavGroupIsland groupId={group.id} />
              </li>
            ))}
            <NavLinkItems links={NAV_LINKS} linkClassName="ama-header__nav-link" />
          </ul>
        </nav>
        <div className="ama-header__tools">
          <SearchButtonIsland />
          <ToolLinksIsland />
          <LocaleSwitcherIsland />
        </div>
      </div>
      <SearchBarIsland />
      <MobileMenuIsland />
    </header>
  );
}
