import { discountCodeFiltersSearch, discountCodesQuery, isDiscountCodesFiltered, readDiscountCodeFilters } from './discount-code-filters';

const read = (query: string) => readDiscountCodeFilters(new URLSearchParams(query));

test('reads every filter of the URL, and writes them back the same way', () => {
  const filters = read('?q=summer&personal=true&page=2');
  expect(filters).toEqual({ q: 'summer', personal: true, page: 2 });
  expect(discountCodeFiltersSearch(filters)).toBe('?q=summer&personal=true&page=2');
  expect(isDiscountCodesFiltered(filters)).toBe(true);
  expect(discountCodesQuery(filters)).toEqual({ q: 'summer', personal: 'true', page: 2 });
});

test("the whole first page of the shop's own codes has no query", () => {
  const filters = read('');
  expect(filters).toEqual({ q: '', personal: false, page: 1 });
  expect(discountCodeFiltersSearch(filters)).toBe('');
  expect(isDiscountCodesFiltered(filters)).toBe(false);
  expect(discountCodesQuery(filters)).toEqual({ page: 1 });
});

test('leaves out what is unknown or malformed, as if it had not been chosen', () => {
  expect(read('?personal=yes&page=0')).toEqual({ q: '', personal: false, page: 1 });
  expect(read(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
});
