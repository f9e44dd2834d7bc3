import { STAFF_LIMITS } from '@ama/contracts';

// A list's filters live in the URL's query (a reload, a bookmark or Back keep them). What the URL may
// say is read as the API would take it; anything unknown or malformed is left out, as if not chosen.

/** The API's limit on pages (contracts' staff list queries). */
const MAX_PAGE = 10_000;

/** `?page=`: a whole number from 1 to the API's limit, else the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** `?q=`: the search as typed, trimmed and cut to the API's length. */
export const readSearchText = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, STAFF_LIMITS.searchMaxLength);

/**
 * A list's URL query ('?q=rossi&page=2'), or '' for the whole first page: the parameters in the order
 * given, those not chosen left out, and the first page not named.
 */
export function listSearch(chosen: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(chosen)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
