import { STAFF_LIMITS, type StaffSignIn } from '@ama/contracts';
import { onDemand, useTranslation, useFormController } from '@ama/platform';
import { TextField } from '@ama/shared-ui';
import { useStaffSignInMutation } from '../api';
import { FormSubmit } from '../components/FormSubmit';
import { useTextFields } from '../components/use-text-fields';
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
  // Not useStaffForm: nobody is signed in yet, so none of the refusals a staff write shares (a lost session, a stale token) can apply.
  const form = useFormController({
    initialValues: EMPTY,
    check: signInCheck,
    fieldOrder: SIGN_IN_FIELDS,
    send: (credentials: StaffSignIn) => signIn(credentials).unwrap(),
    onSent: () => undefined,
    readFailure: readSignInFailure,
  });
  const field = useTextFields(form, LIMITS);

  return (
    <form {...form.formProps} className="ama-staff-form" aria-label={t('signIn.title')}>
      <TextField {...field('email')} type="email" label={t('signIn.email')} autoComplete="username" required maxLength={STAFF_LIMITS.emailMaxLength} />
      <TextField {...field('password')} type="password" label={t('signIn.password')} autoComplete="current-password" required maxLength={STAFF_LIMITS.passwordMaxLength} />
      <FormSubmit problem={form.formProblem} busy={form.busy} messages="signIn" />
    </form>
  );
}
