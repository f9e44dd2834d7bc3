import { RETURNS, type Order } from '@ama/contracts';
import { useLocale, useTranslation } from '@ama/platform';
import { OrderStepItem } from './OrderStepItem';

type OrderStatusSectionProps = Pick<Order, 'status' | 'history'>;

/**
 * Where the order is now and how it got there (docs/backoffice.md#orders): staff move it on in the
 * back office, and the shopper opens the confirmation link of the e-mail again to follow it.
 */
export function OrderStatusSection({ status, history }: OrderStatusSectionProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <section className="ama-order-status" aria-labelledby="ama-order-status-title">
      <h2 id="ama-order-status-title">{t('orderStatus.title')}</h2>
      <p className={`ama-order-status__current ama-order-status__current--${status}`}>
        {t('orderStatus.current')} <strong>{t(`orderStatus.statuses.${status}`)}</strong>
      </p>
      {status === 'received' && <p className="ama-order-status__note">{t('orderStatus.received')}</p>}
      {status === 'cancelled' && <p className="ama-order-status__note">{t('orderStatus.cancelled', { days: RETURNS.refundWorkingDays })}</p>}
      {history.length > 0 && (
        <ol className="ama-order-status__steps" aria-label={t('orderStatus.history')}>
          {history.map((step, index) => (
            <OrderStepItem key={`${step.status}-${step.at}`} step={step} locale={locale} current={index === history.length - 1} />
          ))}
        </ol>
      )}
    </section>
  );
}
