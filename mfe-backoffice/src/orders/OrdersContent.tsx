import { STAFF_LIMITS, type StaffOrderList } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useStaffOrdersQuery } from '../api';
import { ListPage } from '../components/ListPage';
import { useUrlList } from '../components/use-url-filters';
import { StaffGate } from '../session/StaffGate';
import { DEFAULT_ORDER_SORT, filtersSearch, ordersQuery, readFilters } from './order-filters';
import { OrderFiltersForm } from './OrderFiltersForm';
import { OrdersTable } from './OrdersTable';
import { pagedListKind } from '../components/PagedList';

const ORDERS = pagedListKind('orders', 'ama-staff-orders-list', STAFF_LIMITS.ordersPageSize, (list: StaffOrderList) => list.orders);

/** /staff/orders (an island, backoffice/orders): the list for a signed-in account. */
export function OrdersContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffOrders.title')}>{() => <OrdersList />}</StaffGate>;
}

/** Filters, the table's order and its pages, all read from and written to the URL. */
function OrdersList() {
  const { url, request } = useUrlList(readFilters, filtersSearch, ordersQuery, useStaffOrdersQuery);
  return (
    <ListPage kind={ORDERS} request={request} url={url} controls={<OrderFiltersForm key={url.search} filters={url.filters} onApply={url.apply} />}>
      {(orders, caption) => <OrdersTable orders={orders} caption={caption} {...url.sorting(DEFAULT_ORDER_SORT)} />}
    </ListPage>
  );
}
