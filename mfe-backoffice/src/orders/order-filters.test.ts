import { expectFiltersOf } from '../test-support/list-filters';
import { filtersSearch, isFiltered, ordersQuery, readFilters } from './order-filters';

const orders = { read: readFilters, search: filtersSearch, isFiltered, apiQuery: ordersQuery };
const read = (query: string) => readFilters(new URLSearchParams(query));

test('reads every filter of the URL, and writes them back the same way', () => {
  expectFiltersOf(orders, '?status=shipped&from=2026-11-01&to=2026-11-30&q=rossi%40example.com&page=3', {
    filters: { status: 'shipped', from: '2026-11-01', to: '2026-11-30', q: 'rossi@example.com', page: 3 },
    filtered: true,
  });
});

test('the whole first page has no query, and asks the API for page 1 with nothing else', () => {
  expectFiltersOf(orders, '', { filters: { q: '', page: 1 }, filtered: false, api: { page: 1 } });
});

test('leaves out what is unknown or malformed, as if it had not been chosen', () => {
  expect(read('?status=lost&from=2026-02-30&to=yesterday&page=-2')).toEqual({ q: '', page: 1 });
  expect(read('?page=2.5').page).toBe(1);
  expect(read('?page=10001').page).toBe(1);
  expect(read(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
  expect(read('?q=%20%20AMA-7K3F%20').q).toBe('AMA-7K3F');
});
