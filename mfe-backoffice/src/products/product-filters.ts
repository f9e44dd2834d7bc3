import type { ProductsFilter } from '../api';
import { listSearch, readPage, readSearchText } from '../components/list-query';

/** On sale ('true') or off sale ('false'), as the URL and the API both say it. */
export type Availability = 'true' | 'false';

/** What the catalogue list shows, as the manager chose it: in the URL, so a reload, a bookmark or Back keep it. */
export interface ProductFilters {
  available?: Availability;
  /** Part of a SKU or of a product's name. */
  q: string;
  page: number;
}

const isAvailability = (value: string | null): value is Availability => value === 'true' || value === 'false';

/** Reads the filters from the URL's query; anything unknown or malformed is left out, as if not chosen. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const available = params.get('available');
  return { available: isAvailability(available) ? available : undefined, q: readSearchText(params), page: readPage(params) };
}

/** The URL query of a list ('?available=false&page=2', or '' for the whole first page). */
export const productFiltersSearch = ({ available, q, page }: ProductFilters) => listSearch({ available, q }, page);

/** True when something narrows the list. */
export const isProductsFiltered = ({ available, q }: ProductFilters) => Boolean(available || q);

/** The API's query for a list. */
export function productsQuery({ available, q, page }: ProductFilters): ProductsFilter {
  return { available, q: q || undefined, page };
}
