import { SignInForm } from './SignInForm';
import { useTranslation } from '@ama/platform';

/** The sign-in page's content, and what any staff page shows instead of itself when nobody is signed in. */
export function SignInView() {
  const { t } = useTranslation('backoffice');
  return (
    <div className="ama-staff__narrow">
      <h1 className="ama-staff__title">{t('signIn.title')}</h1>
      <p className="ama-staff__intro">{t('signIn.intro')}</p>
      <SignInForm />
    </div>
  );
}
