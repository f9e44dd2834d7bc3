import { trackingUrl, type Locale, type OrderStep } from '@ama/contracts';
import { formatOrderTime } from './format-order-time';
import { useTranslation } from '@ama/platform';
import { VisuallyHidden } from '@ama/shared-ui';

interface OrderStepItemProps {
  step: OrderStep;
  locale: Locale;
  /** The latest step: where the order is now. */
  current: boolean;
}

/** One step of the order's history: what happened and when; for a shipment, how to follow the parcel. */
export function OrderStepItem({ step, locale, current }: OrderStepItemProps) {
  const { t } = useTranslation('cart');
  return (
    <li className="ama-order-status__step" aria-current={current ? 'step' : undefined}>
      <span className="ama-order-status__step-name">{t(`orderStatus.statuses.${step.status}`)}</span>
      <time dateTime={step.at}>{formatOrderTime(step.at, locale)}</time>
      {step.status === 'shipped' && <Shipment carrier={step.carrier} trackingNumber={step.trackingNumber} />}
    </li>
  );
}

/** A parcel on its way (an order shipped, a renewed piece sent back): its carrier and tracking number, and how to follow it. */
export function Shipment({ carrier, trackingNumber }: Pick<OrderStep, 'carrier' | 'trackingNumber'>) {
  const { t } = useTranslation('cart');
  return (
    <>
      {(carrier || trackingNumber) && (
        <dl className="ama-order-status__shipment">
          {carrier && (
            <div>
              <dt>{t('orderStatus.carrier')}</dt>
              <dd>{carrier}</dd>
            </div>
          )}
          {trackingNumber && (
            <div>
              <dt>{t('orderStatus.trackingNumber')}</dt>
              <dd>{trackingNumber}</dd>
            </div>
          )}
        </dl>
      )}
      <TrackingLink carrier={carrier} trackingNumber={trackingNumber} />
    </>
  );
}

/** The carrier's own tracking page, in a new tab, when the shop knows the carrier (contracts' trackingUrl). */
function TrackingLink({ carrier, trackingNumber }: Pick<OrderStep, 'carrier' | 'trackingNumber'>) {
  const { t } = useTranslation('cart');
  const href = trackingUrl(carrier, trackingNumber);
  if (!href) return null;
  return (
    <a className="ama-order-status__track" href={href} target="_blank" rel="noopener noreferrer">
      {t('orderStatus.follow')} <VisuallyHidden>{t('orderStatus.newTab')}</VisuallyHidden>
    </a>
  );
}
