import { Fragment } from 'react';
import { STAFF_LIMITS, STAFF_ROLES, type NewStaffAccountInput, type NewStaffAccountResponse, type StaffRole } from '@ama/contracts';
import { onDemand, useTranslation, useFormController } from '@ama/platform';
import { Button, Select, TextField } from '@ama/shared-ui';
import { useAddStaffAccount } from '../api';
import { FormProblem } from '../components/FormProblem';
import { useFieldError } from '../components/use-field-error';
import { setFields } from '../components/set-fields';
import { useStaffFormFailure } from '../session/use-staff-form-failure';
import { ADD_ACCOUNT_FIELDS, readAddAccountFailure, type AddAccountValues } from './add-account-fields';

/** The least the new account may do, unless the manager chooses more. */
const EMPTY: AddAccountValues = { email: '', role: 'staff' };
const LIMITS = { email: { max: STAFF_LIMITS.emailMaxLength } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const addAccountCheck = onDemand(() => import(/* webpackChunkName: "add-account-check" */ './add-account-check').then((module) => module.checkAddAccount));

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
  const form = useFormController({
    initialValues: EMPTY,
    check: addAccountCheck,
    fieldOrder: ADD_ACCOUNT_FIELDS,
    send: (account: NewStaffAccountInput) => addAccount(account),
    onSent: onAdded,
    readFailure: useStaffFormFailure(readAddAccountFailure),
  });
  const errorOf = useFieldError(form.problems, LIMITS);

  return (
    <form {...form.formProps} className="ama-staff-form" aria-labelledby="ama-staff-add-account">
      <TextField
        name="email"
        type="email"
        label={t('accounts.add.email')}
        hint={t('accounts.add.emailHint')}
        // Someone else's address: the browser's own suggestions are the manager's.
        autoComplete="off"
        required
        maxLength={STAFF_LIMITS.emailMaxLength}
        value={form.values.email}
        onChange={(event) => setFields(form, { email: event.target.value })}
        error={errorOf('email')}
      />
      <Select
        name="role"
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
        value={form.values.role}
        onChange={(event) => setFields(form, { role: event.target.value as StaffRole })}
        error={errorOf('role')}
      />
      <FormProblem problem={form.formProblem} messages="accounts.add.problems" />
      <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('accounts.add.sending')}>
        {t('accounts.add.submit')}
      </Button>
    </form>
  );
}
