import { usePageHead, useTranslation } from '@ama/platform';
import { OrdersIsland } from '../islands';
import '../components/staff.css';
import '../orders/orders.css';

/** /staff/orders: the orders list. Never indexed; staff data is read in the browser only (the island). */
export function OrdersPage() {
  const { t } = useTranslation('backoffice');
  usePageHead({ title: t('pages.staffOrders.title'), description: t('pages.staffOrders.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <OrdersIsland />
    </div>
  );
}
