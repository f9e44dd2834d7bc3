import { STAFF_LIMITS, type StaffPasswordChange } from '@ama/contracts';
import { notify, onDemand, useAppDispatch, useTranslation } from '@ama/platform';
import { TextField } from '@ama/shared-ui';
import { useChangeStaffPasswordMutation } from '../api';
import { FormSubmit } from '../components/FormSubmit';
import { useStaffForm } from '../components/use-staff-form';
import { PASSWORD_CHANGE_FIELDS, readPasswordChangeFailure } from './password-change-fields';

const EMPTY: StaffPasswordChange = { currentPassword: '', newPassword: '' };
const LIMITS = { currentPassword: { max: STAFF_LIMITS.passwordMaxLength }, newPassword: { min: STAFF_LIMITS.passwordMinLength, max: STAFF_LIMITS.passwordMaxLength } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const passwordChangeCheck = onDemand(() => import(/* webpackChunkName: "password-change-check" */ './password-change-check').then((module) => module.checkPasswordChange));

/** What the form is: its empty values, checks, fields in order, figures and the refusals of its own. */
const FORM = { initialValues: EMPTY, check: passwordChangeCheck, fieldOrder: PASSWORD_CHANGE_FIELDS, limits: LIMITS, readOwnFailure: readPasswordChangeFailure };

/**
 * The one-time password a manager handed out, replaced by the staff's own. The answer is the session
 * without `mustChangePassword`, so the page the staff asked for shows at once.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [changePassword] = useChangeStaffPasswordMutation();
  const { form, field } = useStaffForm({
    ...FORM,
    send: (change: StaffPasswordChange) => changePassword({ change }).unwrap(),
    onSent: () => notify(dispatch, { type: 'success', message: t('password.changed') }),
  });

  return (
    <form {...form.formProps} className="ama-staff-form" aria-label={t('password.title')}>
      <TextField {...field('currentPassword')} type="password" label={t('password.current')} autoComplete="current-password" required maxLength={STAFF_LIMITS.passwordMaxLength} />
      <TextField
        {...field('newPassword')}
        type="password"
        label={t('password.new')}
        hint={t('password.newHint', { min: STAFF_LIMITS.passwordMinLength })}
        autoComplete="new-password"
        required
        maxLength={STAFF_LIMITS.passwordMaxLength}
      />
      <FormSubmit problem={form.formProblem} busy={form.busy} messages="password" />
    </form>
  );
}
