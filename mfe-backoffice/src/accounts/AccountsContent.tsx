import { useRef, useState } from 'react';
import type { NewStaffAccountResponse, StaffSession } from '@ama/contracts';
import { useStaffAccountsQuery } from '../api';
import { LoadProblem } from '../components/LoadProblem';
import { loadProblemOf } from '../components/load-problem';
import { StaffGate } from '../session/StaffGate';
import { AccountsTable } from './AccountsTable';
import { AddAccountForm } from './AddAccountForm';
import { OneTimePassword } from './OneTimePassword';
import { useTranslation } from '@ama/platform';

/** /staff/accounts (an island, backoffice/accounts): the staff accounts, for a signed-in manager. */
export function AccountsContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffAccounts.title')}>{(session) => <AccountsView session={session} />}</StaffGate>;
}

/**
 * The list and the form that adds an account. The server decides who may see them: a staff-role
 * session is answered 403, which reads "your role may not do this", and no form is offered.
 */
function AccountsView({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  // Asked again whenever the page opens: another manager may have added someone meanwhile.
  const { data, isError, error, isFetching, refetch } = useStaffAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const forbidden = session.staff.role !== 'manager' || (isError && loadProblemOf(error) === 'forbidden');

  return (
    <div className="ama-staff-accounts-page">
      <section className="ama-staff-accounts-list" aria-labelledby="ama-staff-accounts-title" aria-busy={isFetching}>
        <h2 id="ama-staff-accounts-title" className="ama-staff__section-title">
          {t('accounts.table.caption')}
        </h2>
        <p className="ama-staff__count" role="status">
          {data && !isFetching ? t('accounts.count', { count: data.accounts.length }) : isFetching ? t('accounts.loading') : ''}
        </p>
        {isError && !isFetching ? (
          <LoadProblem error={error} onRetry={() => void refetch()} />
        ) : data && data.accounts.length === 0 ? (
          <p className="ama-staff__empty">{t('accounts.empty')}</p>
        ) : data ? (
          <>
            <AccountsTable accounts={data.accounts} own={session.staff.email} caption={t('accounts.table.caption')} />
            {data.accounts.some(({ locked }) => locked) && <p className="ama-staff__note">{t('accounts.lockedNote')}</p>}
          </>
        ) : null}
      </section>
      {!forbidden && <AddAccount />}
    </div>
  );
}

/** "Add a staff member": the form, and above it the one-time password of the account just added. */
function AddAccount() {
  const { t } = useTranslation('backoffice');
  const [added, setAdded] = useState<NewStaffAccountResponse>();
  // A fresh form after each account: what was typed for the last one goes with it.
  const [round, setRound] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);

  const show = (account: NewStaffAccountResponse) => {
    setAdded(account);
    setRound((current) => current + 1);
  };
  const done = () => {
    setAdded(undefined);
    title.current?.focus();
  };

  return (
    <section className="ama-staff-accounts-add" aria-labelledby="ama-staff-add-account">
      <h2 id="ama-staff-add-account" className="ama-staff__section-title" tabIndex={-1} ref={title}>
        {t('accounts.add.title')}
      </h2>
      {added && <OneTimePassword key={`password-${round}`} added={added} onDone={done} />}
      <p className="ama-staff__intro">{t('accounts.add.intro')}</p>
      <AddAccountForm key={`form-${round}`} onAdded={show} />
    </section>
  );
}
