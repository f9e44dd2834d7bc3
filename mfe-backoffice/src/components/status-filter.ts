import { listSearch, readPage } from './list-query';

/** A list narrowed by one status, and paged: what the staff chose, kept in the URL's query. */
export interface StatusFilters<Status extends string> {
  status?: Status;
  page: number;
}

/**
 * The three forms of a status-and-page filter over `statuses` (a record's lifecycle): read from the URL
 * (a status the API does not know is left out, as if not chosen), written back ('?status=received&page=2',
 * '' for the whole first page), and asked of the API.
 */
export function statusFilters<Status extends string>(statuses: readonly Status[]) {
  const isStatus = (value: string | null): value is Status => (statuses as readonly (string | null)[]).includes(value);
  return {
    read(params: URLSearchParams): StatusFilters<Status> {
      const status = params.get('status');
      return { status: isStatus(status) ? status : undefined, page: readPage(params) };
    },
    search: ({ status, page }: StatusFilters<Status>) => listSearch({ status }, page),
    query: ({ status, page }: StatusFilters<Status>) => ({ status, page }),
  };
}
