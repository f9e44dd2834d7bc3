import { useEffect, useRef } from 'react';
import type { StaffDiscountCode } from '@ama/contracts';
import { Trans, useTranslation } from '@ama/platform';
import { Button, VisuallyHidden } from '@ama/shared-ui';
import { useSetDiscountCodeActiveMutation } from '../api';
import { useStaffAction } from '../session/use-staff-action';

/**
 * "Switch off" a code (shoppers then read "Invalid discount code"; its redemptions stay) or "Switch on"
 * again: at once, each undoing the other. The button's name says which code, for a screen reader
 * reading it alone; on screen the row says it. The answer replaces the code on screen (api.ts), the
 * focus stays on the button (now the other one), and a toast says what changed.
 */
export function ActiveAction({ code }: { code: StaffDiscountCode }) {
  const { t } = useTranslation('backoffice');
  const [setActive, { isLoading }] = useSetDiscountCodeActiveMutation();
  const act = useStaffAction();
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  });

  const send = async (active: boolean) => {
    await act(() => setActive({ code: code.code, active }).unwrap(), {
      done: ({ code: changed }) => {
        // The other button now: the focus stays on it.
        refocus.current = true;
        return t(changed.active ? 'discountCodes.active.switchedOn' : 'discountCodes.active.switchedOff', { code: changed.code });
      },
      refused: ({ status }) => t(`discountCodes.active.problems.${status === 404 ? 'notFound' : 'unavailable'}`, { code: code.code }),
    });
  };

  const key = code.active ? 'discountCodes.active.switchOff' : 'discountCodes.active.switchOn';
  return (
    <Button ref={button} theme="white" size="s" loading={isLoading} loadingLabel={t('discountCodes.active.sending')} onClick={() => void send(!code.active)}>
      <Trans t={t} i18nKey={key} values={{ code: code.code }} components={{ hidden: <VisuallyHidden>{null}</VisuallyHidden> }} />
    </Button>
  );
}
