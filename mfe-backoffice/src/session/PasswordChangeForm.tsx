import { STAFF_LIMITS, type StaffPasswordChange } from '@ama/contracts';
import { notify, onDemand, useAppDispatch, useTranslation, useFormController } from '@ama/platform';
import { Button, TextField } from '@ama/shared-ui';
import { useChangeStaffPasswordMutation } from '../api';
import { FormProblem } from '../components/FormProblem';
import { useFieldError } from '../components/use-field-error';
import { setFields } from '../components/set-fields';
import { PASSWORD_CHANGE_FIELDS, readPasswordChangeFailure } from './password-change-fields';
import { useStaffFormFailure } from './use-staff-form-failure';

const EMPTY: StaffPasswordChange = { currentPassword: '', newPassword: '' };
const LIMITS = { currentPassword: { max: STAFF_LIMITS.passwordMaxLength }, newPassword: { min: STAFF_LIMITS.passwordMinLength, max: STAFF_LIMITS.passwordMaxLength } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const passwordChangeCheck = onDemand(() => import(/* webpackChunkName: "password-change-check" */ './password-change-check').then((module) => module.checkPasswordChange));

/**
 * The one-time password a manager handed out, replaced by the staff's own. The answer is the session
 * without `mustChangePassword`, so the page the staff asked for shows at once.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [changePassword] = useChangeStaffPasswordMutation();
  const form = useFormController({
    initialValues: EMPTY,
    check: passwordChangeCheck,
    fieldOrder: PASSWORD_CHANGE_FIELDS,
    send: (change: StaffPasswordChange) => changePassword({ change }).unwrap(),
    onSent: () => notify(dispatch, { type: 'success', message: t('password.changed') }),
    readFailure: useStaffFormFailure(readPasswordChangeFailure),
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
        onChange={(event) => setFields(form, { currentPassword: event.target.value })}
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
        onChange={(event) => setFields(form, { newPassword: event.target.value })}
        error={errorOf('newPassword')}
      />
      <FormProblem problem={form.formProblem} messages="password.problems" />
      <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('password.sending')}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
