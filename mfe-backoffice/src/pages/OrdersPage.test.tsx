/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_CSRF_HEADER, type StaffOrderList } from '@ama/contracts';
import { address, errorResponse, listQueries, openStaffAt, setUpStaffTests, toastMessages } from '../test-support';
import { expectTextsIn, textsOf } from '../test-support/expect';
import { SESSION, summary } from '../test-support/fixtures';

setUpStaffTests();

const list = (changes: Partial<StaffOrderList> = {}): StaffOrderList => ({
  orders: [summary(), summary({ number: 'AMA-2B4D-6F', name: 'Hans', surname: 'Müller', email: 'hans@example.de', status: 'shipped', totalCents: 99_000 })],
  page: 1,
  pageSize: 20,
  total: 45,
  ...changes,
});

function openOrders(path = '/en/staff/orders', answer: (url: URL) => Response = () => Response.json(list())) {
  return openStaffAt(path, { 'GET /staff/session': () => Response.json(SESSION), 'GET /staff/orders': (_request, url) => answer(url) });
}

test('the list: who is signed in, a table with its headers, links to each order, the count and the pages', async () => {
  const { requests } = openOrders();
  const table = await screen.findByRole('table', { name: 'Orders, Page 1 of 3' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Number', 'Placed', 'Customer', 'Total', 'Status']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getByRole('rowheader')).toHaveTextContent('AMA-7K3F-9Q');
  expect(within(first!).getByRole('link', { name: 'AMA-7K3F-9Q' })).toHaveAttribute('href', '/en/staff/orders/AMA-7K3F-9Q');
  expectTextsIn(first, ['Giulia Rossi', 'giulia.rossi@example.com', '€2,040.00', 'Received']);
  expect(second).toHaveTextContent('Shipped');
  expect(screen.getByText('45 orders')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Your staff account' })).toHaveTextContent('Signed in as anna@ama.example');
  expect(screen.getByRole('region', { name: 'Your staff account' })).toHaveTextContent('Staff');
  expect(listQueries(requests, '/staff/orders')).toEqual([{ page: '1', locale: 'en' }]);
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('filters are read from the URL, so a reload keeps them', async () => {
  const { requests } = openOrders('/en/staff/orders?status=shipped&from=2026-11-01&q=rossi&page=2');
  await screen.findByRole('table');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('shipped');
  expect(screen.getByLabelText('Placed from')).toHaveValue('2026-11-01');
  expect(screen.getByRole('searchbox', { name: 'Order number or e-mail' })).toHaveValue('rossi');
  expect(listQueries(requests, '/staff/orders')).toEqual([{ status: 'shipped', from: '2026-11-01', q: 'rossi', page: '2', locale: 'en' }]);
});

test('applying filters writes them into the URL, from the first page, and asks for that list', async () => {
  const { requests, user } = openOrders('/en/staff/orders?page=3');
  await screen.findByRole('table');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in_production');
  await user.type(screen.getByLabelText('Placed until'), '2026-11-30');
  await user.type(screen.getByRole('searchbox', { name: 'Order number or e-mail' }), ' AMA-7K3F ');
  await user.click(screen.getByRole('button', { name: 'Show orders' }));
  await waitFor(() => expect(address()).toHaveTextContent('/en/staff/orders?status=in_production&to=2026-11-30&q=AMA-7K3F'));
  await waitFor(() => expect(listQueries(requests, '/staff/orders').at(-1)).toEqual({ status: 'in_production', to: '2026-11-30', q: 'AMA-7K3F', page: '1', locale: 'en' }));

  await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
  await waitFor(() => expect(address()).toHaveTextContent(/^\/en\/staff\/orders$/));
});

test('an end day before the start day is said at its field, and the list stays as it is', async () => {
  const { requests, user } = openOrders();
  await screen.findByRole('table');
  await user.type(screen.getByLabelText('Placed from'), '2026-11-20');
  await user.type(screen.getByLabelText('Placed until'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Show orders' }));
  expect(screen.getByLabelText('Placed until')).toHaveAccessibleDescription('This day is before the first day.');
  expect(address()).toHaveTextContent(/^\/en\/staff\/orders$/);
  expect(listQueries(requests, '/staff/orders')).toHaveLength(1);
});

test('next and previous pages keep the filters', async () => {
  const { requests, user } = openOrders('/en/staff/orders?status=shipped', (url) => Response.json(list({ page: Number(url.searchParams.get('page')) })));
  await screen.findByRole('table');
  const next = screen.getByRole('link', { name: 'Next page' });
  expect(next).toHaveAttribute('href', '/en/staff/orders?status=shipped&page=2');
  await user.click(next);
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(address()).toHaveTextContent('/en/staff/orders?status=shipped&page=2');
  expect(listQueries(requests, '/staff/orders').at(-1)).toEqual({ status: 'shipped', page: '2', locale: 'en' });
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/staff/orders?status=shipped');
});

test('no order matches: said so', async () => {
  openOrders('/en/staff/orders?q=nobody', () => Response.json(list({ orders: [], total: 0 })));
  expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('nobody signed in: the sign-in form in place, and the list once signed in (the link keeps working)', async () => {
  let session: typeof SESSION | null = null;
  const { user } = openStaffAt('/en/staff/orders?status=shipped', {
    'GET /staff/session': () => (session ? Response.json(session) : errorResponse(401, 'UNAUTHENTICATED')),
    'POST /staff/session': () => Response.json((session = SESSION)),
    'GET /staff/orders': () => Response.json(list()),
  });
  await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }), 'anna@ama.example');
  await user.type(screen.getByLabelText(/^Password/), 'a long passphrase');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  expect(address()).toHaveTextContent('/en/staff/orders?status=shipped');
});

test('a session that ended meanwhile (401 on the list): the sign-in form', async () => {
  openOrders('/en/staff/orders', () => errorResponse(401, 'UNAUTHENTICATED'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^E-mail/ })).toBeInTheDocument();
});

test('a role that may not see the orders: told so plainly', async () => {
  openOrders('/en/staff/orders', () => errorResponse(403, 'FORBIDDEN'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this.');
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('the back office fails (5xx): a message with a retry, which shows the list once it answers', async () => {
  let down = true;
  openOrders('/en/staff/orders', () => (down ? errorResponse(500, 'INTERNAL') : Response.json(list())));
  expect(await screen.findByRole('alert')).toHaveTextContent('The back office cannot be reached right now.');
  down = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test.each([
  ['Sign out', '/api/staff/session', 'You have signed out.'],
  ['Sign out everywhere', '/api/staff/sessions', 'You have signed out on every device.'],
])('%s ends the session with its CSRF token, says so and goes to the sign-in page', async (button, path, message) => {
  const { requests } = openStaffAt('/en/staff/orders', {
    'GET /staff/session': () => Response.json(SESSION),
    'GET /staff/orders': () => Response.json(list()),
    'DELETE /staff/session': () => new Response(null, { status: 204 }),
    'DELETE /staff/sessions': () => new Response(null, { status: 204 }),
  });
  await screen.findByRole('table');
  await userEvent.setup().click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(window.location.pathname).toBe('/en/staff'));
  const deletion = requests.find(({ method }) => method === 'DELETE')!;
  expect(new URL(deletion.url).pathname).toBe(path);
  expect(deletion.headers.get(STAFF_CSRF_HEADER)).toBe(SESSION.csrfToken);
  expect(deletion.headers.get('content-type')).toBe('application/json');
  expect(toastMessages()).toContain(message);
  expect(await screen.findByRole('textbox', { name: /^E-mail/ })).toBeInTheDocument();
});

test('a column header sorts the list on the server: newest first until then, the sort kept in the URL with the filters, from the first page', async () => {
  const { requests, user } = openOrders('/en/staff/orders?status=shipped&page=2');
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'descending');
  expect(within(table).getByRole('columnheader', { name: 'Number' })).toHaveAttribute('aria-sort', 'none');

  await user.click(within(table).getByRole('button', { name: 'Number' }));
  await waitFor(() => expect(address()).toHaveTextContent(/^\/en\/staff\/orders\?status=shipped&sort=number$/));
  await waitFor(() => expect(listQueries(requests, '/staff/orders').at(-1)).toEqual({ status: 'shipped', sort: 'number', page: '1', locale: 'en' }));
  expect(screen.getByRole('columnheader', { name: 'Number' })).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'none');

  await user.click(screen.getByRole('button', { name: 'Number' }));
  await waitFor(() => expect(address()).toHaveTextContent(/sort=-number$/));
  expect(screen.getByRole('columnheader', { name: 'Number' })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/staff/orders?status=shipped&sort=-number&page=2');

  await user.click(screen.getByRole('button', { name: 'Show orders' }));
  await waitFor(() => expect(listQueries(requests, '/staff/orders').at(-1)).toMatchObject({ sort: '-number', page: '1' }));
});

test('a sort the list does not know, typed in the URL, is left out: newest first', async () => {
  const { requests } = openOrders('/en/staff/orders?sort=price');
  await screen.findByRole('table');
  expect(listQueries(requests, '/staff/orders')).toEqual([{ page: '1', locale: 'en' }]);
  expect(screen.getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'descending');
});
