import { STAFF_LIMITS, type StaffSession } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useStaffProductsQuery } from '../api';
import { LoadProblem } from '../components/LoadProblem';
import { roleMayNot } from '../components/load-problem';
import { PagedList } from '../components/PagedList';
import { useUrlFilters } from '../components/use-url-filters';
import { StaffGate } from '../session/StaffGate';
import { DEFAULT_PRODUCT_SORT, productFiltersSearch, productsQuery, readProductFilters, type ProductFilters } from './product-filters';
import { ProductFiltersForm } from './ProductFiltersForm';
import { ProductsTable } from './ProductsTable';

/** /staff/products (an island, backoffice/products): the catalogue, for a signed-in manager. */
export function ProductsContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffProducts.title')}>{(session) => <ProductsList session={session} />}</StaffGate>;
}

/**
 * Filters, the table's order and its pages, all read from and written to the URL. The server decides
 * who may see them: a staff-role session is answered 403, which reads "your role may not do this", alone.
 */
function ProductsList({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const { filters, search, show } = useUrlFilters(readProductFilters, productFiltersSearch);
  // Asked again whenever the page opens: another manager may have changed a product meanwhile.
  const request = useStaffProductsQuery(productsQuery(filters), { refetchOnMountOrArgChange: true });
  const { data } = request;
  const forbidden = roleMayNot(session, request);
  // Filters change what is listed, not its order: the chosen sort stays; a new sort starts at page 1.
  const sorting = { sort: filters.sort ?? DEFAULT_PRODUCT_SORT, onSort: (sort: ProductFilters['sort']) => show({ ...filters, sort, page: 1 }) };

  if (forbidden && request.isError && !request.isFetching) return <LoadProblem error={request.error} onRetry={() => void request.refetch()} />;
  return (
    <>
      <p className="ama-staff__intro">{t('products.intro')}</p>
      {!forbidden && <ProductFiltersForm key={search} filters={filters} onApply={(next) => show({ ...next, sort: filters.sort })} />}
      <PagedList
        messages="products"
        className="ama-staff-products-list"
        request={request}
        answer={data && { rows: data.products, total: data.total, pageSize: data.pageSize }}
        page={filters.page}
        searchOf={(page) => productFiltersSearch({ ...filters, page })}
        defaultPageSize={STAFF_LIMITS.productsPageSize}
      >
        {(products, caption) => <ProductsTable products={products} caption={caption} {...sorting} />}
      </PagedList>
    </>
  );
}
