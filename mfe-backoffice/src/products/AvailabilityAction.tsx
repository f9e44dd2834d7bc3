import { useEffect, useRef } from 'react';
import type { StaffProduct } from '@ama/contracts';
import { Trans, useTranslation } from '@ama/platform';
import { Button, VisuallyHidden } from '@ama/shared-ui';
import { useChangeProductAvailabilityMutation } from '../api';
import { ConfirmAction } from '../components/ConfirmAction';
import { useStaffAction } from '../session/use-staff-action';

/**
 * A row's "Take off sale" (asked again inline: "Confirm" or "Keep on sale") or "Put back on sale"
 * (at once: it only undoes). Each button's name says which product it is for, for a screen reader
 * reading it alone ("Take Gaia solitaire ring off sale"); on screen the row says it. The answer
 * replaces the row (api.ts), and a toast says what changed; the focus goes to the row's new button.
 */
export function AvailabilityAction({ product }: { product: StaffProduct }) {
  const { t } = useTranslation('backoffice');
  const [changeAvailability, { isLoading }] = useChangeProductAvailabilityMutation();
  const act = useStaffAction();
  // Set once a change is done, applied once the row's other button is on screen.
  const refocus = useRef(false);
  const place = useRef<HTMLDivElement>(null);
  const { name, sku } = product;

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    // The row's one button once a change is done: "Put … back on sale" or "Take … off sale".
    place.current?.querySelector('button')?.focus();
  });

  const label = (key: string) => <Trans t={t} i18nKey={key} values={{ name }} components={{ hidden: <VisuallyHidden>{null}</VisuallyHidden> }} />;

  const send = (available: boolean) =>
    act(() => changeAvailability({ sku, available }).unwrap(), {
      done: (changed) => {
        refocus.current = true;
        return t(changed.available ? 'products.change.onSale' : 'products.change.offSale', { name: changed.name, sku });
      },
      refused: ({ status }) => t(`products.change.problems.${status === 404 ? 'notFound' : 'unavailable'}`, { name }),
    });

  return (
    <div ref={place}>
      {product.available ? (
        <ConfirmAction
          start={label('products.action.takeOff')}
          question={t('products.action.question')}
          focusOnAsk="confirm"
          confirm={label('products.action.confirm')}
          keep={label('products.action.keep')}
          sending={t('products.action.sending')}
          onConfirm={() => send(false)}
        />
      ) : (
        <Button theme="white" size="s" loading={isLoading} loadingLabel={t('products.action.sending')} onClick={() => void send(true)}>
          {label('products.action.putBack')}
        </Button>
      )}
    </div>
  );
}
