import type { StaffAccountList } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { formatDate } from '../components/format';
import { StaffTable } from '../components/StaffTable';
import { useColumnNames } from '../components/use-column-names';

interface AccountsTableProps {
  accounts: readonly StaffAccountList['accounts'][number][];
  /** The signed-in account's address, marked "you" in the list. */
  own: string;
  caption: string;
}

/**
 * One row per account: its e-mail, role, the day it was added, and whether it is locked out now (too
 * many wrong passwords; the lock ends by itself). Below a phone's width each row becomes a card whose
 * cells carry their column's name (staff.css).
 */
export function AccountsTable({ accounts, own, caption }: AccountsTableProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = useColumnNames('accounts.table', ['email', 'role', 'added', 'signIn']);
  return (
    <StaffTable className="ama-staff-accounts" caption={caption} columns={columns}>
      {accounts.map((account) => (
        <tr key={account.email}>
          <th scope="row">
            <span className="ama-staff-accounts__email">{account.email}</span>
            {account.email === own && (
              <>
                {' '}
                <span className="ama-staff-accounts__you">{t('accounts.table.you')}</span>
              </>
            )}
          </th>
          <td data-label={columns.role}>{t(`roles.${account.role}`)}</td>
          <td data-label={columns.added}>{formatDate(account.createdAt, locale)}</td>
          <td data-label={columns.signIn}>
            {account.locked ? <span className="ama-staff-status ama-staff-status--locked">{t('accounts.table.locked')}</span> : t('accounts.table.open')}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
