import { useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';
import { useStaffOrderQuery } from '../api';
import { RecordLoader } from '../components/RecordLoader';
import { RecordPage } from '../components/RecordPage';
import { OrderDetails } from './OrderDetails';
import { OrderStatusPanel } from './OrderStatusPanel';
import { ReturnsPanel } from './ReturnsPanel';

/** /staff/orders/{number} (an island, backoffice/order): one order for a signed-in account. */
export function OrderContent({ number }: { number: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <RecordPage title={t('pages.staffOrder.title', { number })} back={{ to: patterns.staffOrders, label: t('order.back') }}>
      <OrderView number={number} />
    </RecordPage>
  );
}

function OrderView({ number }: { number: string }) {
  const { t } = useTranslation('backoffice');
  // Asked again whenever the page opens: another member of staff may have moved the order on.
  const request = useStaffOrderQuery(number, { refetchOnMountOrArgChange: true });
  const refresh = () => void request.refetch();
  return (
    <RecordLoader request={request} loading={t('order.loading')} notFound={t('order.notFound')}>
      {(order) => (
        <div className="ama-staff-split ama-staff-order">
          <OrderStatusPanel order={order} onRefresh={refresh} />
          <OrderDetails order={order} />
          <ReturnsPanel order={order} onRefresh={refresh} />
        </div>
      )}
    </RecordLoader>
  );
}
