import { ORDER_STATUSES, STAFF_LIMITS, STAFF_ORDER_SORT_KEYS, type OrderStatus } from '@ama/contracts';
import type { OrdersFilter } from '../api';
import { readSort, sortParam, type TableSort } from '../components/table-sort';

export type OrderSortKey = (typeof STAFF_ORDER_SORT_KEYS)[number];

/** The list's own order, when the URL names none: newest first (the API's too). */
export const DEFAULT_ORDER_SORT: TableSort<OrderSortKey> = { key: 'placedAt', direction: 'descending' };

/** What the orders list shows, as the staff chose it: in the URL, so a reload, a bookmark or Back keep it. */
export interface OrderFilters {
  status?: OrderStatus;
  /** Placed on or after this day (YYYY-MM-DD, Italian time). */
  from?: string;
  /** Placed on or before this day. */
  to?: string;
  /** Part of an order number or of an e-mail address. */
  q: string;
  page: number;
  /** Sorted by a column on the server (a page is a slice of the whole order); undefined: newest first. */
  sort?: TableSort<OrderSortKey>;
}

/** The API's limit on pages (contracts' staffOrdersQuerySchema). */
const MAX_PAGE = 10_000;

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/** A real calendar day written YYYY-MM-DD (not 2026-02-30), else undefined. */
function day(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** Reads the filters from the URL's query; anything unknown or malformed is left out, as if not chosen. */
export function readFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    status: isStatus(status) ? status : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    q: (params.get('q') ?? '').trim().slice(0, STAFF_LIMITS.searchMaxLength),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    sort: readSort(params.get('sort'), STAFF_ORDER_SORT_KEYS),
  };
}

/** The URL query of a list ('?status=shipped&page=2', or '' for the whole first page); the first page is not named. */
export function filtersSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  if (filters.sort) params.set('sort', sortParam(filters.sort));
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when something narrows the list. */
export const isFiltered = ({ status, from, to, q }: OrderFilters) => Boolean(status || from || to || q);

/** The API's query for a list. */
export function ordersQuery({ status, from, to, q, page, sort }: OrderFilters): OrdersFilter {
  return { status, from, to, q: q || undefined, page, sort: sort && (sortParam(sort) as OrdersFilter['sort']) };
}
