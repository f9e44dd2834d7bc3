import { useNavigate, useSearchParams } from '@ama/platform';

/** What every paged list's filters hold besides their own: the page, and the column sorted by when the list offers one. */
interface PagedFilters {
  page: number;
  sort?: unknown;
}

/**
 * A list's filters kept in the URL's query, so a reload, a bookmark or Back keep them: read from it, and
 * shown by writing another query. `search` is the query as written, to re-key the filters' form by.
 */
export function useUrlFilters<Filters extends PagedFilters>(read: (params: URLSearchParams) => Filters, searchOf: (filters: Filters) => string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = read(params);
  const show = (next: Filters) => navigate({ search: searchOf(next) });
  return {
    filters,
    search: searchOf(filters),
    show,
    /** Filters change what is listed, not its order: the chosen sort stays. */
    apply: (next: Filters) => show({ ...next, sort: filters.sort }),
    /** This list at another page, its filters and sort kept. */
    pageSearch: (page: number) => searchOf({ ...filters, page }),
    /** The table's order, `fallback` until one is chosen; a new sort starts at page 1. */
    sorting: (fallback: NonNullable<Filters['sort']>) => ({
      sort: (filters.sort ?? fallback) as NonNullable<Filters['sort']>,
      onSort: (sort: NonNullable<Filters['sort']>) => show({ ...filters, sort, page: 1 }),
    }),
  };
}

export type UrlFilters<Filters extends PagedFilters> = ReturnType<typeof useUrlFilters<Filters>>;

/**
 * A paged list's filters in the URL and its read of the server, asked again whenever the page opens:
 * orders, members, codes and loans move on while a list sits in another tab.
 */
export function useUrlList<Filters extends PagedFilters, Query, Result>(
  read: (params: URLSearchParams) => Filters,
  searchOf: (filters: Filters) => string,
  queryOf: (filters: Filters) => Query,
  useQuery: (query: Query, options: { refetchOnMountOrArgChange: true }) => Result,
) {
  const url = useUrlFilters(read, searchOf);
  return { url, request: useQuery(queryOf(url.filters), { refetchOnMountOrArgChange: true }) };
}
