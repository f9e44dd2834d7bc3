import { useParams, usePageHead, useTranslation } from '@ama/platform';
import { OrderIsland } from '../islands';
import '../components/staff.css';
import '../orders/orders.css';

/**
 * /staff/orders/{number}: one order and its status change. Never indexed; whether the number names an
 * order is known in the browser only (the server asks nothing of the staff API), so no 404 here.
 */
export function OrderPage() {
  const { t } = useTranslation('backoffice');
  const { number = '' } = useParams();
  usePageHead({ title: t('pages.staffOrder.title', { number }), description: t('pages.staffOrder.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <OrderIsland number={number} />
    </div>
  );
}
