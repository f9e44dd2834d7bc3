import { LocaleLink, useTranslation } from '@ama/platform';
import patterns from '../route-patterns.json';
import { useStaffOrderQuery } from '../api';
import { LoadProblem } from '../components/LoadProblem';
import { StaffGate } from '../session/StaffGate';
import { OrderDetails } from './OrderDetails';
import { OrderStatusPanel } from './OrderStatusPanel';
import { ReturnsPanel } from './ReturnsPanel';

/** /staff/orders/{number} (an island, backoffice/order): one order for a signed-in account. */
export function OrderContent({ number }: { number: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <StaffGate title={t('pages.staffOrder.title', { number })}>
      {() => (
        <>
          <p className="ama-staff__back">
            <LocaleLink to={patterns.staffOrders}>{t('order.back')}</LocaleLink>
          </p>
          <OrderView number={number} />
        </>
      )}
    </StaffGate>
  );
}

function OrderView({ number }: { number: string }) {
  const { t } = useTranslation('backoffice');
  // Asked again whenever the page opens: another member of staff may have moved the order on.
  const { data: order, isError, error, isFetching, refetch } = useStaffOrderQuery(number, { refetchOnMountOrArgChange: true });
  if (isError && !isFetching) return <LoadProblem error={error} onRetry={() => void refetch()} notFound={t('order.notFound')} />;
  if (!order) {
    return (
      <p className="ama-staff__loading" role="status">
        {t('order.loading')}
      </p>
    );
  }
  return (
    <div className="ama-staff-order">
      <OrderStatusPanel order={order} onRefresh={() => void refetch()} />
      <OrderDetails order={order} />
      <ReturnsPanel order={order} onRefresh={() => void refetch()} />
    </div>
  );
}
