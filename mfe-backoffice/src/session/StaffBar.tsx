import type { StaffSession } from '@ama/contracts';
import { notify, readSendFailure, safeNavigate, useAppDispatch, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import patterns from '../route-patterns.json';
import { useRefreshSession, useStaffSignOutMutation } from '../api';
import { StaffNav } from './StaffNav';

/**
 * The top of every staff page once signed in: who is signed in and as what, the navigation (orders,
 * events and appointments; a manager's also products, discount codes and staff accounts), sign out, and
 * sign out everywhere (every session of the account ends: a forgotten browser, a lost laptop). The session says the role; the
 * server still refuses what it may not.
 */
export function StaffBar({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [signOut, { isLoading, originalArgs }] = useStaffSignOutMutation();
  const refreshSession = useRefreshSession();

  const end = async (everywhere: boolean) => {
    try {
      await signOut({ csrfToken: session.csrfToken, everywhere }).unwrap();
      notify(dispatch, { type: 'success', message: t(everywhere ? 'session.signedOutEverywhere' : 'session.signedOut') });
      safeNavigate(patterns.staff);
    } catch (error) {
      const { status, code } = readSendFailure(error);
      // Ended already (expired, or elsewhere): the page shows the sign-in form by itself.
      if (status === 401) return;
      // The page's token is older than the session's (signed in again in another tab): read it again.
      if (code === 'CSRF_FAILED') refreshSession();
      notify(dispatch, { type: 'danger', message: t(code === 'CSRF_FAILED' ? 'problems.stale' : 'session.signOutFailed') });
    }
  };

  return (
    <section className="ama-staff-bar" aria-label={t('bar.label')}>
      <p className="ama-staff-bar__who">
        {t('bar.signedInAs', { email: session.staff.email })} <span className="ama-staff-bar__role">{t(`roles.${session.staff.role}`)}</span>
      </p>
      {/* Not while a one-time password is still to replace: nothing else opens until then. */}
      {!session.mustChangePassword && <StaffNav role={session.staff.role} />}
      <div className="ama-staff-bar__actions">
        <Button theme="white" size="s" loading={isLoading && originalArgs?.everywhere === false} loadingLabel={t('bar.signingOut')} onClick={() => void end(false)}>
          {t('bar.signOut')}
        </Button>
        <Button theme="text" size="s" loading={isLoading && originalArgs?.everywhere === true} loadingLabel={t('bar.signingOut')} onClick={() => void end(true)}>
          {t('bar.signOutEverywhere')}
        </Button>
      </div>
    </section>
  );
}
