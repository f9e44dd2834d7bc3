import { STAFF_LIMITS } from '@ama/contracts';
import { useNavigate, useSearchParams, useTranslation } from '@ama/platform';
import { useStaffOrdersQuery } from '../api';
import { LoadProblem } from '../components/LoadProblem';
import { StaffGate } from '../session/StaffGate';
import { DEFAULT_ORDER_SORT, filtersSearch, ordersQuery, readFilters, type OrderFilters } from './order-filters';
import { OrderFiltersForm } from './OrderFiltersForm';
import { OrdersPaging } from './OrdersPaging';
import { OrdersTable } from './OrdersTable';

/** /staff/orders (an island, backoffice/orders): the list for a signed-in account. */
export function OrdersContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffOrders.title')}>{() => <OrdersList />}</StaffGate>;
}

/** Filters, the table's order and its pages, all read from and written to the URL. */
function OrdersList() {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = readFilters(params);
  const search = filtersSearch(filters);
  // Asked again whenever the page opens: orders move on while a list sits in another tab.
  const { data, isError, error, isFetching, refetch } = useStaffOrdersQuery(ordersQuery(filters), { refetchOnMountOrArgChange: true });
  // Filters change what is listed, not its order: the chosen sort stays; a new sort starts at page 1.
  const show = (next: OrderFilters) => navigate({ search: filtersSearch({ ...next, sort: filters.sort }) });
  const sorting = { sort: filters.sort ?? DEFAULT_ORDER_SORT, onSort: (sort: OrderFilters['sort']) => navigate({ search: filtersSearch({ ...filters, sort, page: 1 }) }) };
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || STAFF_LIMITS.ordersPageSize))) : 1;
  const position = t('orders.paging.position', { page: filters.page, pages });

  return (
    <>
      <OrderFiltersForm key={search} filters={filters} onApply={show} />
      <section className="ama-staff-orders-list" aria-label={t('orders.table.caption')} aria-busy={isFetching}>
        <p className="ama-staff__count" role="status">
          {data && !isFetching ? t('orders.count', { count: data.total }) : isFetching ? t('orders.loading') : ''}
        </p>
        {isError && !isFetching ? (
          <LoadProblem error={error} onRetry={() => void refetch()} />
        ) : data && data.orders.length === 0 ? (
          <p className="ama-staff__empty">{t('orders.empty')}</p>
        ) : data ? (
          <OrdersTable orders={data.orders} caption={`${t('orders.table.caption')}, ${position}`} {...sorting} />
        ) : null}
        {data && data.total > 0 && <OrdersPaging filters={filters} pages={pages} />}
      </section>
    </>
  );
}
