import { useEffect, useRef } from 'react';
import type { StaffDiscountCode } from '@ama/contracts';
import { notify, readSendFailure, useAppDispatch, Trans, useTranslation } from '@ama/platform';
import { Button, VisuallyHidden } from '@ama/shared-ui';
import { useRefreshSession, useSetDiscountCodeActiveMutation } from '../api';
import { loadProblemOf } from '../components/load-problem';

/**
 * "Switch off" a code (shoppers then read "Invalid discount code"; its redemptions stay) or "Switch on"
 * again: at once, each undoing the other. The button's name says which code, for a screen reader
 * reading it alone; on screen the row says it. The answer replaces the code on screen (api.ts), the
 * focus stays on the button (now the other one), and a toast says what changed.
 */
export function ActiveAction({ code, csrfToken }: { code: StaffDiscountCode; csrfToken: string }) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [setActive, { isLoading }] = useSetDiscountCodeActiveMutation();
  const refreshSession = useRefreshSession();
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  });

  const send = async (active: boolean) => {
    try {
      const { code: changed } = await setActive({ code: code.code, active, csrfToken }).unwrap();
      refocus.current = true;
      notify(dispatch, { type: 'success', message: t(changed.active ? 'discountCodes.active.switchedOn' : 'discountCodes.active.switchedOff', { code: changed.code }) });
    } catch (error) {
      const failure = readSendFailure(error);
      // The session ended: the page shows the sign-in form by itself.
      if (failure.status === 401) return;
      if (failure.code === 'CSRF_FAILED') refreshSession();
      const kind = loadProblemOf(error);
      const problem = failure.code === 'CSRF_FAILED' ? 'stale' : kind === 'not_found' ? 'notFound' : kind === 'forbidden' ? 'forbidden' : 'unavailable';
      notify(dispatch, { type: 'danger', message: t(`discountCodes.active.problems.${problem}`, { code: code.code }) });
    }
  };

  const key = code.active ? 'discountCodes.active.switchOff' : 'discountCodes.active.switchOn';
  return (
    <Button ref={button} theme="white" size="s" loading={isLoading} loadingLabel={t('discountCodes.active.sending')} onClick={() => void send(!code.active)}>
      <Trans t={t} i18nKey={key} values={{ code: code.code }} components={{ hidden: <VisuallyHidden>{null}</VisuallyHidden> }} />
    </Button>
  );
}
