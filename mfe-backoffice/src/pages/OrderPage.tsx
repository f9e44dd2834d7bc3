import { OrderIsland } from '../islands';
import { StaffRecordPage } from '../components/StaffPage';
import '../orders/orders.css';

/** /staff/orders/{number}: one order and its status change. Never indexed. */
export const OrderPage = () => <StaffRecordPage page="staffOrder" param="number" island={(number) => <OrderIsland number={number} />} />;
