import { ORDER_STATUSES, STAFF_ORDER_SORT_KEYS, type OrderStatus } from '@ama/contracts';
import type { OrdersFilter } from '../api';
import { calendarDay } from '../components/calendar-day';
import { listSearch, readPage, readSearchText } from '../components/list-query';
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

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/** Reads the filters from the URL's query; anything unknown or malformed is left out, as if not chosen. */
export function readFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : undefined,
    from: calendarDay(params.get('from')),
    to: calendarDay(params.get('to')),
    q: readSearchText(params),
    page: readPage(params),
    sort: readSort(params.get('sort'), STAFF_ORDER_SORT_KEYS),
  };
}

/** The URL query of a list ('?status=shipped&page=2', or '' for the whole first page). */
export const filtersSearch = ({ status, from, to, q, sort, page }: OrderFilters) => listSearch({ status, from, to, q, sort: sort && sortParam(sort) }, page);

/** True when something narrows the list. */
export const isFiltered = ({ status, from, to, q }: OrderFilters) => Boolean(status || from || to || q);

/** The API's query for a list. */
export function ordersQuery({ status, from, to, q, page, sort }: OrderFilters): OrdersFilter {
  return { status, from, to, q: q || undefined, page, sort: sort && (sortParam(sort) as OrdersFilter['sort']) };
}
