import { useEffect, useRef, useState } from 'react';
import type { StaffProduct } from '@ama/contracts';
import { notify, readSendFailure, useAppDispatch, Trans, useTranslation } from '@ama/platform';
import { Button, VisuallyHidden } from '@ama/shared-ui';
import { useChangeProductAvailabilityMutation, useRefreshSession } from '../api';
import { loadProblemOf } from '../components/load-problem';

/** Where the focus goes after the buttons changed: the confirmation, or back to the row's button. */
type Focus = 'confirm' | 'main' | undefined;

/**
 * A row's "Take off sale" (asked again inline: "Confirm" or "Keep on sale") or "Put back on sale"
 * (at once: it only undoes). Each button's name says which product it is for, for a screen reader
 * reading it alone ("Take Gaia solitaire ring off sale"); on screen the row says it. The answer
 * replaces the row (api.ts), and a toast says what changed.
 */
export function AvailabilityAction({ product, csrfToken }: { product: StaffProduct; csrfToken: string }) {
  const { t } = useTranslation('backoffice');
  const dispatch = useAppDispatch();
  const [changeAvailability, { isLoading }] = useChangeProductAvailabilityMutation();
  const refreshSession = useRefreshSession();
  const [confirming, setConfirming] = useState(false);
  // Set with the change of buttons, applied once they are on screen.
  const focus = useRef<Focus>(undefined);
  const main = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const { name, sku } = product;

  useEffect(() => {
    if (focus.current === 'confirm') confirm.current?.focus();
    if (focus.current === 'main') main.current?.focus();
    focus.current = undefined;
  });

  const label = (key: string) => <Trans t={t} i18nKey={key} values={{ name }} components={{ hidden: <VisuallyHidden>{null}</VisuallyHidden> }} />;

  const send = async (available: boolean) => {
    try {
      const changed = await changeAvailability({ sku, available, csrfToken }).unwrap();
      setConfirming(false);
      focus.current = 'main';
      notify(dispatch, { type: 'success', message: t(changed.available ? 'products.change.onSale' : 'products.change.offSale', { name: changed.name, sku }) });
    } catch (error) {
      const failure = readSendFailure(error);
      // The session ended: the page shows the sign-in form by itself.
      if (failure.status === 401) return;
      if (failure.code === 'CSRF_FAILED') refreshSession();
      const problem =
        failure.code === 'CSRF_FAILED' ? 'stale' : loadProblemOf(error) === 'not_found' ? 'notFound' : loadProblemOf(error) === 'forbidden' ? 'forbidden' : 'unavailable';
      notify(dispatch, { type: 'danger', message: t(`products.change.problems.${problem}`, { name }) });
    }
  };

  if (confirming) {
    return (
      <div className="ama-staff-products__confirm">
        <p className="ama-staff-products__question">{t('products.action.question')}</p>
        <div className="ama-staff-products__buttons">
          <Button ref={confirm} theme="dark" size="s" loading={isLoading} loadingLabel={t('products.action.sending')} onClick={() => void send(false)}>
            {label('products.action.confirm')}
          </Button>
          <Button
            theme="text"
            size="s"
            disabled={isLoading}
            onClick={() => {
              setConfirming(false);
              focus.current = 'main';
            }}
          >
            {label('products.action.keep')}
          </Button>
        </div>
      </div>
    );
  }
  return product.available ? (
    <Button
      ref={main}
      theme="white"
      size="s"
      onClick={() => {
        setConfirming(true);
        focus.current = 'confirm';
      }}
    >
      {label('products.action.takeOff')}
    </Button>
  ) : (
    <Button ref={main} theme="white" size="s" loading={isLoading} loadingLabel={t('products.action.sending')} onClick={() => void send(true)}>
      {label('products.action.putBack')}
    </Button>
  );
}
