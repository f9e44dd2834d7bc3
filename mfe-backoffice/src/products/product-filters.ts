import { STAFF_LIMITS } from '@ama/contracts';
import type { ProductsFilter } from '../api';

/** On sale ('true') or off sale ('false'), as the URL and the API both say it. */
export type Availability = 'true' | 'false';

/** What the catalogue list shows, as the manager chose it: in the URL, so a reload, a bookmark or Back keep it. */
export interface ProductFilters {
  available?: Availability;
  /** Part of a SKU or of a product's name. */
  q: string;
  page: number;
}

/** The API's limit on pages (contracts' staffProductsQuerySchema). */
const MAX_PAGE = 10_000;

const isAvailability = (value: string | null): value is Availability => value === 'true' || value === 'false';

/** Reads the filters from the URL's query; anything unknown or malformed is left out, as if not chosen. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const available = params.get('available');
  const page = Number(params.get('page') ?? '1');
  return {
    available: isAvailability(available) ? available : undefined,
    q: (params.get('q') ?? '').trim().slice(0, STAFF_LIMITS.searchMaxLength),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL query of a list ('?available=false&page=2', or '' for the whole first page); the first page is not named. */
export function productFiltersSearch(filters: ProductFilters): string {
  const params = new URLSearchParams();
  if (filters.available) params.set('available', filters.available);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when something narrows the list. */
export const isProductsFiltered = ({ available, q }: ProductFilters) => Boolean(available || q);

/** The API's query for a list. */
export function productsQuery({ available, q, page }: ProductFilters): ProductsFilter {
  return { available, q: q || undefined, page };
}
