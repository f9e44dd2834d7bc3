import type { StaffRole } from '@ama/contracts';
import { LocaleLink, localizePath, useLocale, useLocationHref, useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';

/** The back office's pages and who may open them (the server still refuses what a role may not). */
const PAGES = [
  { path: patterns.staffOrders, label: 'nav.orders', roles: ['staff', 'manager'] },
  { path: patterns.staffRenewals, label: 'nav.renewals', roles: ['staff', 'manager'] },
  { path: patterns.staffEvents, label: 'nav.events', roles: ['staff', 'manager'] },
  { path: patterns.staffAppointments, label: 'nav.appointments', roles: ['staff', 'manager'] },
  { path: patterns.staffProducts, label: 'nav.products', roles: ['manager'] },
  { path: patterns.staffDiscountCodes, label: 'nav.discountCodes', roles: ['manager'] },
  { path: patterns.staffClub, label: 'nav.club', roles: ['manager'] },
  { path: patterns.staffClubLoans, label: 'nav.clubLoans', roles: ['manager'] },
  { path: patterns.staffClubPersonalisations, label: 'nav.clubPersonalisations', roles: ['manager'] },
  { path: patterns.staffCustomDesigns, label: 'nav.customDesigns', roles: ['manager'] },
  { path: patterns.staffAccounts, label: 'nav.accounts', roles: ['manager'] },
] as const satisfies readonly { path: string; label: string; roles: readonly StaffRole[] }[];

/** "Orders", "Warranty renewals", "Events", "Appointments", and a manager's "Products", "Discount codes", "Club AMA", "ELITE loans", "Personalisations", "Custom designs", "Staff accounts": the staff navigation, the current page marked. */
export function StaffNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const here = useLocationHref().split('?')[0];
  return (
    <nav className="ama-staff-nav" aria-label={t('nav.label')}>
      <ul className="ama-staff-nav__list">
        {PAGES.filter(({ roles }) => (roles as readonly StaffRole[]).includes(role)).map(({ path, label }) => (
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
