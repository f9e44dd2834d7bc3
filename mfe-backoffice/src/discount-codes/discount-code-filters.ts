import { STAFF_DISCOUNT_CODE_SORT_KEYS } from '@ama/contracts';
import type { DiscountCodesFilter } from '../api';
import patterns from '../route-patterns.json';
import { listSearch, readPage, readSearchText } from '../components/list-query';
import { readSort, sortParam, type TableSort } from '../components/table-sort';

export type DiscountCodeSortKey = (typeof STAFF_DISCOUNT_CODE_SORT_KEYS)[number];

/** The list's own order, when the URL names none: newest first (the API's too). */
export const DEFAULT_DISCOUNT_CODE_SORT: TableSort<DiscountCodeSortKey> = { key: 'createdAt', direction: 'descending' };

/** What the codes list shows, as the manager chose it: in the URL, so a reload, a bookmark or Back keep it. */
export interface DiscountCodeFilters {
  /** Part of a code (or of a personal code's e-mail). */
  q: string;
  /** The newsletter's and Club AMA's personal codes too; the shop's own codes only otherwise. */
  personal: boolean;
  page: number;
  /** Sorted by a column on the server (a page is a slice of the whole order); undefined: newest first. */
  sort?: TableSort<DiscountCodeSortKey>;
}

/** Reads the filters from the URL's query; anything unknown or malformed is left out, as if not chosen. */
export function readDiscountCodeFilters(params: URLSearchParams): DiscountCodeFilters {
  return { q: readSearchText(params), personal: params.get('personal') === 'true', page: readPage(params), sort: readSort(params.get('sort'), STAFF_DISCOUNT_CODE_SORT_KEYS) };
}

/** The URL query of a list ('?q=summer&personal=true&page=2', or '' for the whole first page). */
export const discountCodeFiltersSearch = ({ q, personal, sort, page }: DiscountCodeFilters) =>
  listSearch({ q, personal: personal ? 'true' : undefined, sort: sort && sortParam(sort) }, page);

/** True when something narrows or widens the list. */
export const isDiscountCodesFiltered = ({ q, personal }: DiscountCodeFilters) => Boolean(q || personal);

/** The API's query for a list. */
export function discountCodesQuery({ q, personal, page, sort }: DiscountCodeFilters): DiscountCodesFilter {
  return { q: q || undefined, personal: personal ? 'true' : undefined, page, sort: sort && (sortParam(sort) as DiscountCodesFilter['sort']) };
}

/** A code's page: '/staff/discount-codes/SUMMER10' (LocaleLink and safeNavigate add the locale). */
export const discountCodePath = (code: string) => patterns.staffDiscountCode.replace(':code', encodeURIComponent(code));
