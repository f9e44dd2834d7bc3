import type { StaffOrder } from '@ama/contracts';
import { OrderHistory } from './OrderHistory';
import { StatusChangeForm } from './StatusChangeForm';
import { useTranslation } from '@ama/platform';
import { Section } from '../components/Section';

/** Where the order stands, how it got there, and where it may go next. */
export function OrderStatusPanel({ order, onRefresh }: { order: StaffOrder; onRefresh: () => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <Section id="ama-staff-order-status" title={t('order.statusTitle')} className="ama-staff-order__status">
      <p>
        <span className={`ama-staff-status ama-staff-status--${order.status}`}>{t(`status.${order.status}`)}</span>
      </p>
      <h3 className="ama-staff__subtitle">{t('order.history.title')}</h3>
      <OrderHistory history={order.history} />
      {order.next.length === 0 ? (
        <p className="ama-staff__note">{t('statusChange.final')}</p>
      ) : (
        // A new form for each new step: what was typed for the last change goes with it.
        <StatusChangeForm key={order.history.length} order={order} onRefresh={onRefresh} />
      )}
    </Section>
  );
}
