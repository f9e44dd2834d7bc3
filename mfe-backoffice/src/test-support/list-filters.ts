/** A list's filters and their three forms: read from the URL's query, written back to it, and asked of the API. */
export interface ListFiltersSpec<Filters> {
  read: (params: URLSearchParams) => Filters;
  search: (filters: Filters) => string;
  isFiltered: (filters: Filters) => boolean;
  apiQuery: (filters: Filters) => object;
}

/**
 * Reads `query` (a URL's, '' for none) as the filters `expected`, writes them back as the same query,
 * says whether they narrow the list, and, when `api` is given, asks the API that.
 */
export function expectFiltersOf<Filters>(spec: ListFiltersSpec<Filters>, query: string, expected: { filters: Filters; filtered: boolean; api?: object }) {
  const filters = spec.read(new URLSearchParams(query));
  expect(filters).toEqual(expected.filters);
  expect(spec.search(filters)).toBe(query);
  expect(spec.isFiltered(filters)).toBe(expected.filtered);
  if (expected.api) expect(spec.apiQuery(filters)).toEqual(expected.api);
}
