import { LocaleLink, useTranslation } from '@ama/platform';
import { STAFF_AREA } from '@ama/contracts';
import { LocaleSwitcherIsland } from './header-islands';

/**
 * The back office's header: the brand, the area's name and the language staff work in. None of the
 * shop's clothes (announcement, menu, search, wishlist, cart): staff are at work, not shopping. The back
 * office's own bar (sections, sign-out) is part of its pages.
 */
export function StaffHeader() {
  const { t } = useTranslation('shell');
  return (
    <header className="ama-header ama-header--staff">
      <a className="ama-skip-link" href="#ama-main">
        {t('nav.skipToContent')}
      </a>
      <div className="ama-header__bar ama-header__bar--staff">
        <LocaleLink to={STAFF_AREA} className="ama-header__logo ama-header__logo--staff">
          AMA <span className="ama-header__area">{t('staff.area')}</span>
        </LocaleLink>
        <div className="ama-header__tools">
          <LocaleLink to="/" className="ama-header__shop-link">
            {t('staff.toShop')}
          </LocaleLink>
          <LocaleSwitcherIsland />
        </div>
      </div>
    </header>
  );
}

/** The back office's footer: one quiet line, no newsletter form or shop links. */
export function StaffFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="ama-footer ama-footer--staff">
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
