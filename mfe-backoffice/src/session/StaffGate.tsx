import type { ReactNode } from 'react';
import type { StaffSession } from '@ama/contracts';
import { LoadProblem } from '../components/LoadProblem';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SignInView } from './SignInView';
import { StaffBar } from './StaffBar';
import { useStaffSession } from './use-staff-session';
import { useTranslation } from '@ama/platform';

interface StaffGateProps {
  /** The page's title (its h1) once signed in. */
  title: string;
  /** The page's content for the signed-in account. */
  children: (session: StaffSession) => ReactNode;
}

/**
 * Every staff page but the sign-in: the content for a signed-in account under the staff bar (first the
 * replacement of a one-time password, when the account still has one), the sign-in form in place when nobody is (the page goes on once signed in: deep links keep working), a
 * retry when the back office cannot be reached. The server and the hydrating browser both render the
 * "checking" state: the session is known in the browser only.
 */
export function StaffGate({ title, children }: StaffGateProps) {
  const { t } = useTranslation('backoffice');
  const { data: session, error, refetch } = useStaffSession();
  if (session === null) return <SignInView />;
  if (session?.mustChangePassword) {
    // Signed in with a one-time password: nothing else until it is replaced (the API allows nothing else).
    return (
      <>
        <StaffBar session={session} />
        <div className="ama-staff__narrow">
          <h1 className="ama-staff__title">{t('password.title')}</h1>
          <p className="ama-staff__intro">{t('password.intro')}</p>
          <PasswordChangeForm />
        </div>
      </>
    );
  }
  if (session) {
    return (
      <>
        <StaffBar session={session} />
        <h1 className="ama-staff__title">{title}</h1>
        {children(session)}
      </>
    );
  }
  return (
    <>
      <h1 className="ama-staff__title">{title}</h1>
      {error ? (
        <LoadProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <p className="ama-staff__loading" role="status">
          {t('session.checking')}
        </p>
      )}
    </>
  );
}
