import { STAFF_PRODUCT_SORT_KEYS } from '@ama/contracts';
import type { ProductsFilter } from '../api';
import { listSearch, readPage, readSearchText } from '../components/list-query';
import { readSort, sortParam, type TableSort } from '../components/table-sort';

/** On sale ('true') or off sale ('false'), as the URL and the API both say it. */
export type Availability = 'true' | 'false';

export type ProductSortKey = (typeof STAFF_PRODUCT_SORT_KEYS)[number];

/** The list's own order, when the URL names none: by SKU (the API's too). */
export const DEFAULT_PRODUCT_SORT: TableSort<ProductSortKey> = { key: 'sku', direction: 'ascending' };

/** What the catalogue list shows, as the manager chose it: in the URL, so a reload, a bookmark or Back keep it. */
export interface ProductFilters {
  available?: Availability;
  /** Part of a SKU or of a product's name. */
  q: string;
  page: number;
  /** Sorted by a column on the server (a page is a slice of the whole order); undefined: by SKU. */
  sort?: TableSort<ProductSortKey>;
}

const isAvailability = (value: string | null): value is Availability => value === 'true' || value === 'false';

/** Reads the filters from the URL's query; anything unknown or malformed is left out, as if not chosen. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const available = params.get('available');
  return {
    available: isAvailability(available) ? available : undefined,
    q: readSearchText(params),
    page: readPage(params),
    sort: readSort(params.get('sort'), STAFF_PRODUCT_SORT_KEYS),
  };
}

/** The URL query of a list ('?available=false&sort=-price&page=2', or '' for the whole first page). */
export const productFiltersSearch = ({ available, q, sort, page }: ProductFilters) => listSearch({ available, q, sort: sort && sortParam(sort) }, page);

/** True when something narrows the list. */
export const isProductsFiltered = ({ available, q }: ProductFilters) => Boolean(available || q);

/** The API's query for a list. */
export function productsQuery({ available, q, page, sort }: ProductFilters): ProductsFilter {
  return { available, q: q || undefined, page, sort: sort && (sortParam(sort) as ProductsFilter['sort']) };
}
