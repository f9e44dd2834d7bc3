import { expectFiltersOf } from '../test-support/list-filters';
import { isProductsFiltered, productFiltersSearch, productsQuery, readProductFilters } from './product-filters';

const products = { read: readProductFilters, search: productFiltersSearch, isFiltered: isProductsFiltered, apiQuery: productsQuery };
const read = (query: string) => readProductFilters(new URLSearchParams(query));

test('reads every filter of the URL, and writes them back the same way', () => {
  expectFiltersOf(products, '?available=false&q=gaia&page=2', {
    filters: { available: 'false', q: 'gaia', page: 2 },
    filtered: true,
    api: { available: 'false', q: 'gaia', page: 2 },
  });
});

test('the whole first page has no query, and asks the API for page 1 with nothing else', () => {
  expectFiltersOf(products, '', { filters: { q: '', page: 1 }, filtered: false, api: { page: 1 } });
});

test('reads the sort of the URL either way, keeps it with the filters and asks the API for it; it narrows nothing', () => {
  expectFiltersOf(products, '?available=true&sort=-price', {
    filters: { available: 'true', q: '', page: 1, sort: { key: 'price', direction: 'descending' } },
    filtered: true,
    api: { available: 'true', page: 1, sort: '-price' },
  });
  expectFiltersOf(products, '?sort=name&page=2', { filters: { q: '', page: 2, sort: { key: 'name', direction: 'ascending' } }, filtered: false, api: { page: 2, sort: 'name' } });
});

test('leaves out what is unknown or malformed, as if it had not been chosen', () => {
  expect(read('?available=maybe&page=0')).toEqual({ q: '', page: 1 });
  expect(read('?page=10001').page).toBe(1);
  expect(read(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
  expect(read('?q=%20%20GA-SOL%20').q).toBe('GA-SOL');
  for (const sort of ['weight', '--price', 'list_price_cents']) expect(read(`?sort=${sort}`).sort).toBeUndefined();
});
