import { expectFiltersOf } from '../test-support/list-filters';
import { discountCodeFiltersSearch, discountCodesQuery, isDiscountCodesFiltered, readDiscountCodeFilters } from './discount-code-filters';

const codes = { read: readDiscountCodeFilters, search: discountCodeFiltersSearch, isFiltered: isDiscountCodesFiltered, apiQuery: discountCodesQuery };
const read = (query: string) => readDiscountCodeFilters(new URLSearchParams(query));

test('reads every filter of the URL, and writes them back the same way', () => {
  expectFiltersOf(codes, '?q=summer&personal=true&page=2', { filters: { q: 'summer', personal: true, page: 2 }, filtered: true, api: { q: 'summer', personal: 'true', page: 2 } });
});

test("the whole first page of the shop's own codes has no query", () => {
  expectFiltersOf(codes, '', { filters: { q: '', personal: false, page: 1 }, filtered: false, api: { page: 1 } });
});

test('leaves out what is unknown or malformed, as if it had not been chosen', () => {
  expect(read('?personal=yes&page=0')).toEqual({ q: '', personal: false, page: 1 });
  expect(read(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
});
