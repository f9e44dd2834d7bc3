import { isProductsFiltered, productFiltersSearch, productsQuery, readProductFilters } from './product-filters';

const read = (query: string) => readProductFilters(new URLSearchParams(query));

test('reads every filter of the URL, and writes them back the same way', () => {
  const filters = read('?available=false&q=gaia&page=2');
  expect(filters).toEqual({ available: 'false', q: 'gaia', page: 2 });
  expect(productFiltersSearch(filters)).toBe('?available=false&q=gaia&page=2');
  expect(isProductsFiltered(filters)).toBe(true);
  expect(productsQuery(filters)).toEqual({ available: 'false', q: 'gaia', page: 2 });
});

test('the whole first page has no query, and asks the API for page 1 with nothing else', () => {
  const filters = read('');
  expect(filters).toEqual({ q: '', page: 1 });
  expect(productFiltersSearch(filters)).toBe('');
  expect(isProductsFiltered(filters)).toBe(false);
  expect(productsQuery(filters)).toEqual({ page: 1 });
});

test('leaves out what is unknown or malformed, as if it had not been chosen', () => {
  expect(read('?available=maybe&page=0')).toEqual({ q: '', page: 1 });
  expect(read('?page=10001').page).toBe(1);
  expect(read(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
  expect(read('?q=%20%20GA-SOL%20').q).toBe('GA-SOL');
});
