import { useTranslation } from 'react-i18next';
import { LocaleLink, localizePath, useLocale, useLocationHref } from '@ama/platform';
import patterns from '../route-patterns.json';

/** The back office's pages a manager moves between; the staff role has the orders only, so no menu. */
const PAGES = [
  { path: patterns.staffOrders, label: 'nav.orders' },
  { path: patterns.staffAccounts, label: 'nav.accounts' },
] as const;

/** "Orders", "Staff accounts": the staff navigation, the current page marked. */
export function StaffNav() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const here = useLocationHref().split('?')[0];
  return (
    <nav className="ama-staff-nav" aria-label={t('nav.label')}>
      <ul className="ama-staff-nav__list">
        {PAGES.map(({ path, label }) => (
          <li key={path}>
            <LocaleLink to={path} className="ama-staff-nav__link" aria-current={here === localizePath(path, locale) ? 'page' : undefined}>
              {t(label)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
