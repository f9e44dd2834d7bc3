import { useEffect } from 'react';
import { safeNavigate, useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';
import { LoadProblem } from '../components/LoadProblem';
import { SignInView } from './SignInView';
import { useStaffSession } from './use-staff-session';

/**
 * /staff (an island, backoffice/sign-in): the sign-in form; once a session exists (just started, or
 * already there when the page opened) it goes on to the orders list.
 */
export function SignInContent() {
  const { t } = useTranslation('backoffice');
  const { data: session, error, refetch } = useStaffSession();
  const signedIn = Boolean(session);

  useEffect(() => {
    if (signedIn) safeNavigate(patterns.staffOrders);
  }, [signedIn]);

  if (session === null) return <SignInView />;
  return (
    <div className="ama-staff__narrow">
      <h1 className="ama-staff__title">{t('signIn.title')}</h1>
      {session ? (
        <p role="status">{t('session.opening')}</p>
      ) : error ? (
        <LoadProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <p className="ama-staff__loading" role="status">
          {t('session.checking')}
        </p>
      )}
    </div>
  );
}
