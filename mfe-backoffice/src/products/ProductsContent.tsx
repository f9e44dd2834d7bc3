import { STAFF_LIMITS, type StaffSession } from '@ama/contracts';
import { useNavigate, useSearchParams, useTranslation } from '@ama/platform';
import { useStaffProductsQuery } from '../api';
import { LoadProblem } from '../components/LoadProblem';
import { loadProblemOf } from '../components/load-problem';
import { StaffGate } from '../session/StaffGate';
import { productFiltersSearch, productsQuery, readProductFilters, type ProductFilters } from './product-filters';
import { ProductFiltersForm } from './ProductFiltersForm';
import { ProductsPaging } from './ProductsPaging';
import { ProductsTable } from './ProductsTable';

/** /staff/products (an island, backoffice/products): the catalogue, for a signed-in manager. */
export function ProductsContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffProducts.title')}>{(session) => <ProductsList session={session} />}</StaffGate>;
}

/**
 * Filters, the table and its pages, all read from and written to the URL. The server decides who may
 * see them: a staff-role session is answered 403, which reads "your role may not do this", alone.
 */
function ProductsList({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = readProductFilters(params);
  const search = productFiltersSearch(filters);
  // Asked again whenever the page opens: another manager may have changed a product meanwhile.
  const { data, isError, error, isFetching, refetch } = useStaffProductsQuery(productsQuery(filters), { refetchOnMountOrArgChange: true });
  const forbidden = session.staff.role !== 'manager' || (isError && loadProblemOf(error) === 'forbidden');
  const show = (next: ProductFilters) => navigate({ search: productFiltersSearch(next) });
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || STAFF_LIMITS.productsPageSize))) : 1;
  const position = t('products.paging.position', { page: filters.page, pages });

  if (forbidden && isError && !isFetching) return <LoadProblem error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <p className="ama-staff__intro">{t('products.intro')}</p>
      {!forbidden && <ProductFiltersForm key={search} filters={filters} onApply={show} />}
      <section className="ama-staff-products-list" aria-label={t('products.table.caption')} aria-busy={isFetching}>
        <p className="ama-staff__count" role="status">
          {data && !isFetching ? t('products.count', { count: data.total }) : isFetching ? t('products.loading') : ''}
        </p>
        {isError && !isFetching ? (
          <LoadProblem error={error} onRetry={() => void refetch()} />
        ) : data && data.products.length === 0 ? (
          <p className="ama-staff__empty">{t('products.empty')}</p>
        ) : data ? (
          <ProductsTable products={data.products} caption={`${t('products.table.caption')}, ${position}`} />
        ) : null}
        {data && data.total > 0 && <ProductsPaging filters={filters} pages={pages} />}
      </section>
    </>
  );
}
