import { usePageHead, useTranslation } from '@ama/platform';
import { AccountsIsland } from '../islands';
import '../components/staff.css';
import '../accounts/accounts.css';

/** /staff/accounts: the managers' staff accounts. Never indexed; staff data is read in the browser only (the island). */
export function AccountsPage() {
  const { t } = useTranslation('backoffice');
  usePageHead({ title: t('pages.staffAccounts.title'), description: t('pages.staffAccounts.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <AccountsIsland />
    </div>
  );
}
