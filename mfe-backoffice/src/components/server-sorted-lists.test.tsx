/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { address, listQueries, openStaffAt, setUpStaffTests } from '../test-support';
import { clubMember, MANAGER_SESSION, product } from '../test-support/fixtures';

setUpStaffTests();

/** The whole address, as a pattern, its `?` taken literally ('/en/staff/club?sort=name' and nothing more). */
/** What the table's row names (its row headers, or its links) say, in the order shown. */
const tableTexts = (role: 'rowheader' | 'link') =>
  within(screen.getByRole('table'))
    .getAllByRole(role)
    .map((element) => element.textContent);
const exactly = (text: string) => new RegExp(`^${text.replace('?', '\\?')}$`);

/**
 * A list the server sorts (StaffTableHead's headers, the sort in the URL with table-sort.ts), as its
 * page shows it: the stub answers a page of three rows in the order each `?sort=` names (another: the
 * list's own), and the page shows the rows by `shown`.
 */
interface SortedListPage {
  name: string;
  path: string;
  api: string;
  /** The answer's field of rows ('products'), and the rows by `?sort=` ('' for the list's own order). */
  field: string;
  pages: Record<string, readonly unknown[]>;
  shown: () => (string | null)[];
  /** The header of the list's own order and its direction; a header that does not sort. */
  ownOrder: { header: string; direction: 'ascending' | 'descending' };
  unsortable: string;
  /** A header clicked twice, its key, and what the rows show each way. */
  sorted: { header: string; key: string; ascending: string[]; descending: string[] };
  /** A filter applied after sorting: its select, the option chosen and its URL parameter. */
  filter: { label: string; option: string; param: string; apply: string };
  /** Every sortable header and the key it asks for. */
  headers: [string, string][];
  /** A `?sort=` the list does not know. */
  unknownSort: string;
}

const GAIA = product();
const LUNA = product({ sku: 'LU-EAR-RD', name: 'Luna earrings', collection: 'Luna', listPriceCents: 99_000, available: false });
const SOLE = product({ sku: 'SO-PEN-OV', name: 'Sole pendant', collection: 'Sole', listPriceCents: 45_000 });

const GIULIA = clubMember();
const HANS = clubMember({ id: '0b7d4c1e-9a2f-4c3b-b5d6-7e8f9a0b1c2d', email: 'hans.weber@example.de', name: 'Hans', lastname: 'Weber', registeredAt: '2025-05-02T08:00:00.000Z' });
const ANNA = clubMember({
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  email: 'anna.bianchi@example.com',
  name: 'Anna',
  lastname: 'Bianchi',
  registeredAt: '2024-09-15T10:00:00.000Z',
});

const LISTS: SortedListPage[] = [
  {
    name: 'products',
    path: '/en/staff/products',
    api: '/staff/products',
    field: 'products',
    pages: { '': [GAIA, LUNA, SOLE], price: [SOLE, LUNA, GAIA], '-price': [GAIA, LUNA, SOLE] },
    shown: () => tableTexts('rowheader'),
    ownOrder: { header: 'SKU', direction: 'ascending' },
    unsortable: 'Change',
    sorted: { header: 'Price', key: 'price', ascending: [SOLE.sku, LUNA.sku, GAIA.sku], descending: [GAIA.sku, LUNA.sku, SOLE.sku] },
    filter: { label: 'Availability', option: 'false', param: 'available', apply: 'Show products' },
    headers: [
      ['SKU', 'sku'],
      ['Name', 'name'],
      ['Collection', 'collection'],
      ['Price', 'price'],
      ['Status', 'available'],
    ],
    unknownSort: 'weight',
  },
  {
    name: 'Club members',
    path: '/en/staff/club',
    api: '/staff/club/members',
    field: 'members',
    pages: { '': [GIULIA, HANS, ANNA], name: [ANNA, GIULIA, HANS], '-name': [HANS, GIULIA, ANNA] },
    shown: () => tableTexts('link'),
    ownOrder: { header: 'Signed up', direction: 'descending' },
    unsortable: 'Language',
    sorted: { header: 'Member', key: 'name', ascending: ['Anna Bianchi', 'Giulia Rossi', 'Hans Weber'], descending: ['Hans Weber', 'Giulia Rossi', 'Anna Bianchi'] },
    filter: { label: 'Status', option: 'elite', param: 'status', apply: 'Show members' },
    headers: [
      ['Member', 'name'],
      ['Status', 'status'],
      ['Signed up', 'registeredAt'],
      ['Member since', 'memberSince'],
    ],
    unknownSort: 'spend',
  },
];

describe.each(LISTS)('the $name list', (list) => {
  /** The page at `search`, a page of 3 of 65 rows in the order asked for. */
  const open = (search: string) =>
    openStaffAt(list.path + search, {
      'GET /staff/session': () => Response.json(MANAGER_SESSION),
      [`GET ${list.api}`]: (_request, url) =>
        Response.json({ [list.field]: list.pages[url.searchParams.get('sort') ?? ''] ?? list.pages['']!, page: Number(url.searchParams.get('page')), pageSize: 30, total: 65 }),
    });
  const header = (name: string) => screen.getByRole('columnheader', { name });
  const { sorted, filter } = list;

  test('a column header sorts the list on the server: its own order until then, the sort kept in the URL with the filters, from the first page', async () => {
    const { requests, user } = open(`?${filter.param}=${filter.option}&page=2`);
    const table = await screen.findByRole('table');
    expect(header(list.ownOrder.header)).toHaveAttribute('aria-sort', list.ownOrder.direction);
    expect(header(sorted.header)).toHaveAttribute('aria-sort', 'none');
    expect(header(list.unsortable)).not.toHaveAttribute('aria-sort');

    await user.click(within(table).getByRole('button', { name: sorted.header }));
    await waitFor(() => expect(address()).toHaveTextContent(exactly(`${list.path}?${filter.param}=${filter.option}&sort=${sorted.key}`)));
    await waitFor(() => expect(listQueries(requests, list.api).at(-1)).toEqual({ [filter.param]: filter.option, sort: sorted.key, page: '1', locale: 'en' }));
    await waitFor(() => expect(list.shown()).toEqual(sorted.ascending));
    expect(header(sorted.header)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(list.ownOrder.header)).toHaveAttribute('aria-sort', 'none');

    await user.click(within(table).getByRole('button', { name: sorted.header }));
    await waitFor(() => expect(list.shown()).toEqual(sorted.descending));
    expect(address()).toHaveTextContent(new RegExp(`sort=-${sorted.key}$`));
    expect(header(sorted.header)).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `${list.path}?${filter.param}=${filter.option}&sort=-${sorted.key}&page=2`);

    // A new filter keeps the order.
    await user.selectOptions(screen.getByRole('combobox', { name: filter.label }), '');
    await user.click(screen.getByRole('button', { name: filter.apply }));
    await waitFor(() => expect(listQueries(requests, list.api).at(-1)).toEqual({ sort: `-${sorted.key}`, page: '1', locale: 'en' }));
    expect(address()).toHaveTextContent(exactly(`${list.path}?sort=-${sorted.key}`));
  });

  test.each(list.headers)('the %s header asks the BFF for ?sort=%s', async (name, key) => {
    const { requests, user } = open(`?sort=-${sorted.key}`);
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name }));
    await waitFor(() => expect(listQueries(requests, list.api).at(-1)).toEqual({ sort: key, page: '1', locale: 'en' }));
    expect(header(name)).toHaveAttribute('aria-sort', 'ascending');
  });

  test('a sort the list does not know, typed in the URL, is left out: its own order', async () => {
    const { requests } = open(`?sort=${list.unknownSort}`);
    await screen.findByRole('table');
    expect(listQueries(requests, list.api)).toEqual([{ page: '1', locale: 'en' }]);
    expect(header(list.ownOrder.header)).toHaveAttribute('aria-sort', list.ownOrder.direction);
  });
});
