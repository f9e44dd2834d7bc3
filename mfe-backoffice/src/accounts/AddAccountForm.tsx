import { Fragment } from 'react';
import { STAFF_LIMITS, STAFF_ROLES, type NewStaffAccountInput, type NewStaffAccountResponse } from '@ama/contracts';
import { onDemand, useTranslation } from '@ama/platform';
import { Select, TextField } from '@ama/shared-ui';
import { useAddStaffAccount } from '../api';
import { FormSubmit } from '../components/FormSubmit';
import { useStaffForm } from '../components/use-staff-form';
import { ADD_ACCOUNT_FIELDS, readAddAccountFailure, type AddAccountValues } from './add-account-fields';

/** The least the new account may do, unless the manager chooses more. */
const EMPTY: AddAccountValues = { email: '', role: 'staff' };
const LIMITS = { email: { max: STAFF_LIMITS.emailMaxLength } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const addAccountCheck = onDemand(() => import(/* webpackChunkName: "add-account-check" */ './add-account-check').then((module) => module.checkAddAccount));

/** What the form is: its empty values, checks, fields in order, figures and the refusals of its own. */
const FORM = { initialValues: EMPTY, check: addAccountCheck, fieldOrder: ADD_ACCOUNT_FIELDS, limits: LIMITS, readOwnFailure: readAddAccountFailure };

interface AddAccountFormProps {
  /** The account just added and its one-time password, for the page to show once. */
  onAdded: (added: NewStaffAccountResponse) => void;
}

/**
 * A new staff account: its e-mail address and its role, each role explained in a line. The answer's
 * one-time password goes to `onAdded` and nowhere else (not the shared store: useAddStaffAccount).
 */
export function AddAccountForm({ onAdded }: AddAccountFormProps) {
  const { t } = useTranslation('backoffice');
  const addAccount = useAddStaffAccount();
  const { form, field } = useStaffForm({
    ...FORM,
    send: (account: NewStaffAccountInput) => addAccount(account),
    onSent: onAdded,
  });

  return (
    <form {...form.formProps} className="ama-staff-form" aria-labelledby="ama-staff-add-account">
      <TextField
        {...field('email')}
        type="email"
        label={t('accounts.add.email')}
        hint={t('accounts.add.emailHint')}
        // Someone else's address: the browser's own suggestions are the manager's.
        autoComplete="off"
        required
        maxLength={STAFF_LIMITS.emailMaxLength}
      />
      <Select
        {...field('role')}
        label={t('accounts.add.role')}
        // One line per role (accounts.css), read as one description.
        hint={STAFF_ROLES.map((role, index) => (
          <Fragment key={role}>
            {index > 0 && ' '}
            <span className="ama-staff-accounts__role-help">{t(`accounts.roleHelp.${role}`)}</span>
          </Fragment>
        ))}
        required
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      <FormSubmit problem={form.formProblem} busy={form.busy} messages="accounts.add" />
    </form>
  );
}
