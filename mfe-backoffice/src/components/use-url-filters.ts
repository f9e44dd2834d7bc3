import { useNavigate, useSearchParams } from '@ama/platform';

/**
 * A list's filters kept in the URL's query, so a reload, a bookmark or Back keep them: read from it, and
 * shown by writing another query. `search` is the query as written, to re-key the filters' form by.
 */
export function useUrlFilters<Filters>(read: (params: URLSearchParams) => Filters, searchOf: (filters: Filters) => string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = read(params);
  return { filters, search: searchOf(filters), show: (next: Filters) => navigate({ search: searchOf(next) }) };
}
