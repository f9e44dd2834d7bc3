import { STAFF_LIMITS, type StaffProductList, type StaffSession } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { useStaffProductsQuery } from '../api';
import { ListPage } from '../components/ListPage';
import { useUrlList } from '../components/use-url-filters';
import { StaffGate } from '../session/StaffGate';
import { DEFAULT_PRODUCT_SORT, productFiltersSearch, productsQuery, readProductFilters } from './product-filters';
import { ProductFiltersForm } from './ProductFiltersForm';
import { ProductsTable } from './ProductsTable';
import { pagedListKind } from '../components/PagedList';

const PRODUCTS = pagedListKind('products', 'ama-staff-products-list', STAFF_LIMITS.productsPageSize, (list: StaffProductList) => list.products);

/** /staff/products (an island, backoffice/products): the catalogue, for a signed-in manager. */
export function ProductsContent() {
  const { t } = useTranslation('backoffice');
  return <StaffGate title={t('pages.staffProducts.title')}>{(session) => <ProductsList session={session} />}</StaffGate>;
}

/** Filters, the table's order and its pages, all read from and written to the URL; the server decides who may see them. */
function ProductsList({ session }: { session: StaffSession }) {
  const { t } = useTranslation('backoffice');
  const { url, request } = useUrlList(readProductFilters, productFiltersSearch, productsQuery, useStaffProductsQuery);
  const filtersForm = <ProductFiltersForm key={url.search} filters={url.filters} onApply={url.apply} />;
  return (
    <ListPage kind={PRODUCTS} request={request} url={url} managersOf={session} intro={t('products.intro')} controls={filtersForm}>
      {(products, caption) => <ProductsTable products={products} caption={caption} {...url.sorting(DEFAULT_PRODUCT_SORT)} />}
    </ListPage>
  );
}
