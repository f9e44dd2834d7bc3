import { STAFF_LIMITS, type StaffPasswordChange, type StaffSession } from '@ama/contracts';
import { notify, onDemand, useAppDispatch, useTranslation } from '@ama/platform';
import { Button, TextField } from '@ama/shared-ui';
import { useChangeStaffPasswordMutation, useRefreshSession } from '../api';
import { useFieldError } from '../components/use-field-error';
import { useStaffForm } from '../components/use-staff-form';
import { PASSWORD_CHANGE_FIELDS, readPasswordChangeFailure } from './password-change-fields';

const EMPTY: StaffPasswordChange = { currentPassword: '', newPassword: '' };
const LIMITS = { currentPassword: { max: STAFF_LIMITS.passwordMaxLength }, newPassword: { min: STAFF_LIMITS.passwordMinLength, max: STAFF_LIMITS.passwordMaxLength } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const passwordChangeCheck = onDemand(() => import(/* webpackChunkName: "password-change-check" */ './password-change-check').then((module) => module.checkPasswordChange));

/**
 * The one-time password a manager handed out, replaced by the staff's own. The answer is the session
 * without `mustChangePassword`, so the page the staff asked for shows at once.
 */
export function PasswordChangeForm({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [changePassword] = useChangeStaffPasswordMutation();
  const refreshSession = useRefreshSession();
  const form = useStaffForm({
    initialValues: EMPTY,
    check: passwordChangeCheck,
    fieldOrder: PASSWORD_CHANGE_FIELDS,
    send: (change: StaffPasswordChange) => changePassword({ change, csrfToken: session.csrfToken }).unwrap(),
    onSent: () => notify(dispatch, { type: 'success', message: t('password.changed') }),
    readFailure: (failure) => {
      const outcome = readPasswordChangeFailure(failure);
      if ('form' in outcome && outcome.form === 'stale') refreshSession();
      return outcome;
    },
  });
  const errorOf = useFieldError(form.problems, LIMITS);

  return (
    <form {...form.formProps} className="ama-staff-form" aria-label={t('password.title')}>
      <TextField
        name="currentPassword"
        type="password"
        label={t('password.current')}
        autoComplete="current-password"
        required
        maxLength={STAFF_LIMITS.passwordMaxLength}
        value={form.values.currentPassword}
        onChange={(event) => form.change({ currentPassword: event.target.value })}
        error={errorOf('currentPassword')}
      />
      <TextField
        name="newPassword"
        type="password"
        label={t('password.new')}
        hint={t('password.newHint', { min: STAFF_LIMITS.passwordMinLength })}
        autoComplete="new-password"
        required
        maxLength={STAFF_LIMITS.passwordMaxLength}
        value={form.values.newPassword}
        onChange={(event) => form.change({ newPassword: event.target.value })}
        error={errorOf('newPassword')}
      />
      {form.formProblem && (
        <p className="ama-staff__problem" role="alert">
          {t(`password.problems.${form.formProblem}`)}
        </p>
      )}
      <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('password.sending')}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
