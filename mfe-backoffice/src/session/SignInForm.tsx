import { STAFF_LIMITS, type StaffSignIn } from '@ama/contracts';
import { onDemand, useTranslation, useFormController } from '@ama/platform';
import { Button, TextField } from '@ama/shared-ui';
import { useStaffSignInMutation } from '../api';
import { setFields } from '../components/set-fields';
import { useFieldError } from '../components/use-field-error';
import { readSignInFailure, SIGN_IN_FIELDS } from './sign-in-fields';

const EMPTY: StaffSignIn = { email: '', password: '' };
const LIMITS = { email: { max: STAFF_LIMITS.emailMaxLength }, password: { max: STAFF_LIMITS.passwordMaxLength } };
/** The contract's schema, loaded when the form is first focused (docs/forms.md). */
const signInCheck = onDemand(() => import(/* webpackChunkName: "sign-in-check" */ './sign-in-check').then((module) => module.checkSignIn));

/**
 * E-mail and password. A session that starts replaces the cached "nobody signed in", so whatever page
 * showed this form goes on by itself (the orders list from /staff, else the page the staff asked for).
 */
export function SignInForm() {
  const { t } = useTranslation('backoffice');
  const [signIn] = useStaffSignInMutation();
  const form = useFormController({
    initialValues: EMPTY,
    check: signInCheck,
    fieldOrder: SIGN_IN_FIELDS,
    send: (credentials: StaffSignIn) => signIn(credentials).unwrap(),
    onSent: () => undefined,
    readFailure: readSignInFailure,
  });
  const errorOf = useFieldError(form.problems, LIMITS);

  return (
    <form {...form.formProps} className="ama-staff-form" aria-label={t('signIn.title')}>
      <TextField
        name="email"
        type="email"
        label={t('signIn.email')}
        autoComplete="username"
        required
        maxLength={STAFF_LIMITS.emailMaxLength}
        value={form.values.email}
        onChange={(event) => setFields(form, { email: event.target.value })}
        error={errorOf('email')}
      />
      <TextField
        name="password"
        type="password"
        label={t('signIn.password')}
        autoComplete="current-password"
        required
        maxLength={STAFF_LIMITS.passwordMaxLength}
        value={form.values.password}
        onChange={(event) => setFields(form, { password: event.target.value })}
        error={errorOf('password')}
      />
      {form.formProblem && (
        <p className="ama-staff__problem" role="alert">
          {t(`signIn.problems.${form.formProblem}`)}
        </p>
      )}
      <Button type="submit" theme="dark" loading={form.busy} loadingLabel={t('signIn.sending')}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
