import { filtersSearch, isFiltered, ordersQuery, readFilters } from './order-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

test('reads every filter of the URL, and writes them back the same way', () => {
  const filters = read('?status=shipped&from=2026-11-01&to=2026-11-30&q=rossi%40example.com&page=3');
  expect(filters).toEqual({ status: 'shipped', from: '2026-11-01', to: '2026-11-30', q: 'rossi@example.com', page: 3 });
  expect(filtersSearch(filters)).toBe('?status=shipped&from=2026-11-01&to=2026-11-30&q=rossi%40example.com&page=3');
  expect(isFiltered(filters)).toBe(true);
});

test('the whole first page has no query, and asks the API for page 1 with nothing else', () => {
  const filters = read('');
  expect(filters).toEqual({ q: '', page: 1 });
  expect(filtersSearch(filters)).toBe('');
  expect(isFiltered(filters)).toBe(false);
  expect(ordersQuery(filters)).toEqual({ page: 1 });
});

test('leaves out what is unknown or malformed, as if it had not been chosen', () => {
  expect(read('?status=lost&from=2026-02-30&to=yesterday&page=-2')).toEqual({ q: '', page: 1 });
  expect(read('?page=2.5').page).toBe(1);
  expect(read('?page=10001').page).toBe(1);
  expect(read(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
  expect(read('?q=%20%20AMA-7K3F%20').q).toBe('AMA-7K3F');
});
