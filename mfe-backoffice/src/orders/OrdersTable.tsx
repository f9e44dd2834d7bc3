import type { StaffOrderSummary } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { formatDateTime } from '../components/format';
import { StaffTable } from '../components/StaffTable';
import { useColumnNames } from '../components/use-column-names';
import type { TableSort } from '../components/table-sort';
import type { OrderSortKey } from './order-filters';
import { orderPath } from '../components/order-path';

interface OrdersTableProps {
  orders: readonly StaffOrderSummary[];
  caption: string;
  sort: TableSort<OrderSortKey>;
  onSort: (sort: TableSort<OrderSortKey>) => void;
}

/** Every column sorts the list (on the server: the list comes a page at a time). */
const SORT_KEYS = { number: 'number', placed: 'placedAt', customer: 'customer', total: 'total', status: 'status' } as const;

/**
 * One row per order: its number (to its page), when, who, how much, where it stands; its column
 * headers sort it. Below a phone's width each row becomes a card whose cells carry their column's
 * name (staff.css).
 */
export function OrdersTable({ orders, caption, sort, onSort }: OrdersTableProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = useColumnNames('orders.table', ['number', 'placed', 'customer', 'total', 'status']);
  return (
    <StaffTable className="ama-staff-orders" caption={caption} columns={columns} sorting={{ keys: SORT_KEYS, sort, onSort }}>
      {orders.map((order) => (
        <tr key={order.number}>
          <th scope="row">
            <LocaleLink to={orderPath(order.number)}>{order.number}</LocaleLink>
          </th>
          <td data-label={columns.placed}>{formatDateTime(order.placedAt, locale)}</td>
          <td data-label={columns.customer}>
            <span className="ama-staff-orders__name">{`${order.name} ${order.surname}`}</span>
            <span className="ama-staff-orders__email">{order.email}</span>
          </td>
          <td data-label={columns.total}>{formatPrice(order.totalCents, locale)}</td>
          <td data-label={columns.status}>
            <span className={`ama-staff-status ama-staff-status--${order.status}`}>{t(`status.${order.status}`)}</span>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
