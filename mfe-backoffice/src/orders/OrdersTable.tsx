import type { StaffOrderSummary } from '@ama/contracts';
import { formatPrice, LocaleLink, useLocale, useTranslation } from '@ama/platform';
import { VisuallyHidden } from '@ama/shared-ui';
import { formatDateTime } from '../components/format';
import { orderPath } from './order-path';

/**
 * One row per order: its number (to its page), when, who, how much, where it stands. Below a phone's
 * width each row becomes a card whose cells carry their column's name (staff.css).
 */
export function OrdersTable({ orders, caption }: { orders: readonly StaffOrderSummary[]; caption: string }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const columns = { placed: t('orders.table.placed'), customer: t('orders.table.customer'), total: t('orders.table.total'), status: t('orders.table.status') };
  return (
    <table className="ama-staff-table ama-staff-orders">
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('orders.table.number')}</th>
          <th scope="col">{columns.placed}</th>
          <th scope="col">{columns.customer}</th>
          <th scope="col">{columns.total}</th>
          <th scope="col">{columns.status}</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  );
}
