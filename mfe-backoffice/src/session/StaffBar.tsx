import type { StaffSession } from '@ama/contracts';
import { safeNavigate, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import patterns from '../route-patterns.json';
import { useStaffSignOutMutation } from '../api';
import { StaffNav } from './StaffNav';
import { useStaffAction } from './use-staff-action';

/**
 * The top of every staff page once signed in: who is signed in and as what, the navigation (orders,
 * events and appointments; a manager's also products, discount codes and staff accounts), sign out, and
 * sign out everywhere (every session of the account ends: a forgotten browser, a lost laptop). The session says the role; the
 * server still refuses what it may not.
 */
export function StaffBar({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const [signOut, { isLoading, originalArgs }] = useStaffSignOutMutation();
  const act = useStaffAction();

  const end = async (everywhere: boolean) => {
    const done = await act(() => signOut({ everywhere }).unwrap(), {
      done: () => t(everywhere ? 'session.signedOutEverywhere' : 'session.signedOut'),
      refused: () => t('session.signOutFailed'),
    });
    if (done) safeNavigate(patterns.staff);
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
