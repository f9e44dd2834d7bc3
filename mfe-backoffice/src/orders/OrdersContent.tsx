import { STAFF_LIMITS } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useStaffOrdersQuery } from '../api';
import { PagedList } from '../components/PagedList';
import { useUrlFilters } from '../components/use-url-filters';
import { StaffGate } from '../session/StaffGate';
import { DEFAULT_ORDER_SORT, filtersSearch, ordersQuery, readFilters, type OrderFilters } from './order-filters';
import { OrderFiltersForm } from './OrderFiltersForm';
import { OrdersTable } from './OrdersTable';

/** /staff/orders (an island, backoffice/orders): the list for a signed-in account. */
export function OrdersContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffOrders.title')}>{() => <OrdersList />}</StaffGate>;
}

/** Filters, the table's order and its pages, all read from and written to the URL. */
function OrdersList() {
  const { filters, search, show } = useUrlFilters(readFilters, filtersSearch);
  // Asked again whenever the page opens: orders move on while a list sits in another tab.
  const request = useStaffOrdersQuery(ordersQuery(filters), { refetchOnMountOrArgChange: true });
  const { data } = request;
  // Filters change what is listed, not its order: the chosen sort stays; a new sort starts at page 1.
  const sorting = { sort: filters.sort ?? DEFAULT_ORDER_SORT, onSort: (sort: OrderFilters['sort']) => show({ ...filters, sort, page: 1 }) };

  return (
    <>
      <OrderFiltersForm key={search} filters={filters} onApply={(next) => show({ ...next, sort: filters.sort })} />
      <PagedList
        messages="orders"
        className="ama-staff-orders-list"
        request={request}
        answer={data && { rows: data.orders, total: data.total, pageSize: data.pageSize }}
        page={filters.page}
        searchOf={(page) => filtersSearch({ ...filters, page })}
        defaultPageSize={STAFF_LIMITS.ordersPageSize}
      >
        {(orders, caption) => <OrdersTable orders={orders} caption={caption} {...sorting} />}
      </PagedList>
    </>
  );
}
