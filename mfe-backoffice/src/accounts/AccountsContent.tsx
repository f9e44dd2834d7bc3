import { useState } from 'react';
import type { NewStaffAccountResponse, StaffSession } from '@ama/contracts';
import { useStaffAccountsQuery } from '../api';
import { FormSection, useFormRounds } from '../components/FormSection';
import { ListResult } from '../components/ListResult';
import { roleMayNot } from '../components/load-problem';
import { Section } from '../components/Section';
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
  const request = useStaffAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const forbidden = roleMayNot(session, request);

  return (
    <div className="ama-staff-split ama-staff-accounts-page">
      <Section id="ama-staff-accounts-title" title={t('accounts.table.caption')} className="ama-staff-accounts-list" busy={request.isFetching}>
        <ListResult request={request} rows={request.data?.accounts} messages="accounts">
          {(accounts) => (
            <>
              <AccountsTable accounts={accounts} own={session.staff.email} caption={t('accounts.table.caption')} />
              {accounts.some(({ locked }) => locked) && <p className="ama-staff__note">{t('accounts.lockedNote')}</p>}
            </>
          )}
        </ListResult>
      </Section>
      {!forbidden && <AddAccount />}
    </div>
  );
}

/** "Add a staff member": the form, and above it the one-time password of the account just added. */
function AddAccount() {
  const [added, setAdded] = useState<NewStaffAccountResponse>();
  // A fresh form after each account: what was typed for the last one goes with it.
  const rounds = useFormRounds();

  const show = (account: NewStaffAccountResponse) => {
    setAdded(account);
    rounds.next();
  };
  const done = () => {
    setAdded(undefined);
    rounds.focusTitle();
  };

  return (
    <FormSection
      titleId="ama-staff-add-account"
      title={rounds.title}
      messages="accounts.add"
      className="ama-staff-accounts-add"
      notice={added && <OneTimePassword key={`password-${rounds.formKey}`} added={added} onDone={done} />}
    >
      <AddAccountForm key={rounds.formKey} onAdded={show} />
    </FormSection>
  );
}
