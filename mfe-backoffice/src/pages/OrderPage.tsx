import { useParams } from '@ama/platform';
import { OrderIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../orders/orders.css';

/**
 * /staff/orders/{number}: one order and its status change. Never indexed; whether the number names an
 * order is known in the browser only (the server asks nothing of the staff API), so no 404 here.
 */
export function OrderPage() {
  const { number = '' } = useParams();
  return (
    <StaffPage page="staffOrder" values={{ number }}>
      <OrderIsland number={number} />
    </StaffPage>
  );
}
