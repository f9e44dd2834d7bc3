import { OrdersIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../orders/orders.css';

/** /staff/orders: the orders list. Never indexed; staff data is read in the browser only (the island). */
export function OrdersPage() {
  return (
    <StaffPage page="staffOrders">
      <OrdersIsland />
    </StaffPage>
  );
}
