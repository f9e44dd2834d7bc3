/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffProduct, StaffProductList, StaffSession } from '@ama/contracts';
import { address, errorResponse, listQueries, openStaffAt, setUpStaffTests, toastMessages } from '../test-support';
import { expectManagersOnly, expectStaffPage, expectStaffWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { MANAGER_SESSION, product, SESSION } from '../test-support/fixtures';

setUpStaffTests();

const GAIA = product();
const LUNA = product({ sku: 'LU-EAR-RD', name: 'Luna earrings', collection: 'Luna', listPriceCents: 99_000, available: false });

const list = (products: StaffProduct[], changes: Partial<StaffProductList> = {}): StaffProductList => ({ products, page: 1, pageSize: 30, total: 65, ...changes });

type Answer = (request: Request) => Response | Promise<Response>;

/** The products page for `session`; a PUT of availability answers with `change`, and the catalogue keeps it. */
function openProducts(path = '/en/staff/products', session: StaffSession = MANAGER_SESSION, change?: Answer) {
  let products = [GAIA, LUNA];
  return openStaffAt(path, {
    'GET /staff/session': () => Response.json(session),
    'GET /staff/products': (_request, url) =>
      session.staff.role === 'manager' ? Response.json(list(products, { page: Number(url.searchParams.get('page')) })) : errorResponse(403, 'FORBIDDEN'),
    [`PUT /staff/products/${GAIA.sku}/availability`]: async (request) => {
      if (change) return change(request);
      const { available } = (await request.json()) as { available: boolean };
      const changed = { ...GAIA, available };
      products = products.map((one) => (one.sku === GAIA.sku ? changed : one));
      return Response.json({ product: changed });
    },
    [`PUT /staff/products/${LUNA.sku}/availability`]: () => Response.json({ product: { ...LUNA, available: true } }),
  });
}

const puts = (requests: Request[]) => requests.filter(({ method }) => method === 'PUT');
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

test("a manager's catalogue: SKU, name, collection, price and whether it is on sale, with the button that changes it", async () => {
  const { requests } = openProducts();
  const table = await screen.findByRole('table', { name: 'Products, Page 1 of 3' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['SKU', 'Name', 'Collection', 'Price', 'Status', 'Change']);
  const gaia = row('Gaia solitaire ring');
  expect(within(gaia).getByRole('rowheader')).toHaveTextContent('GA-SOL-OV');
  expectTextsIn(gaia, ['Gaia', '€2,040.00', 'On sale']);
  // On screen the button reads "Take off sale": the row says which product; a screen reader hears it too.
  const takeOff = within(gaia).getByRole('button', { name: 'Take Gaia solitaire ring off sale' });
  expect(within(takeOff).getByText('Gaia solitaire ring')).toHaveClass('ama-visually-hidden');
  const luna = row('Luna earrings');
  expect(luna).toHaveTextContent('Off sale');
  expect(within(luna).getByRole('button', { name: 'Put Luna earrings back on sale' })).toBeInTheDocument();

  expect(screen.getByText('65 products')).toBeInTheDocument();
  expect(screen.getByText(/shoppers whose cart holds it are told it is no longer available/)).toBeInTheDocument();
  expectStaffPage('Products');
  expect(listQueries(requests, '/staff/products')).toEqual([{ page: '1', locale: 'en' }]);
});

test('a manager takes a product off sale: asked to confirm, sent with the CSRF token, the row then says so, and a toast', async () => {
  const { requests, user } = openProducts();
  await user.click(await screen.findByRole('button', { name: 'Take Gaia solitaire ring off sale' }));
  expect(puts(requests)).toEqual([]);
  expect(row('Gaia solitaire ring')).toHaveTextContent('Take it off sale? Shoppers can no longer order it.');
  const confirm = screen.getByRole('button', { name: 'Confirm taking Gaia solitaire ring off sale' });
  expect(confirm).toHaveFocus();
  await user.click(confirm);

  const putBack = await screen.findByRole('button', { name: 'Put Gaia solitaire ring back on sale' });
  expect(row('Gaia solitaire ring')).toHaveTextContent('Off sale');
  expect(putBack).toHaveFocus();
  const [put] = puts(requests);
  expect(new URL(put!.url).pathname).toBe('/api/staff/products/GA-SOL-OV/availability');
  expect(new URL(put!.url).searchParams.get('locale')).toBe('en');
  await expectStaffWrite(put, { available: false }, MANAGER_SESSION);
  expect(toastMessages()).toContain('Gaia solitaire ring (GA-SOL-OV) is now off sale.');
});

test('"Keep on sale" puts the question away and sends nothing', async () => {
  const { requests, user } = openProducts();
  await user.click(await screen.findByRole('button', { name: 'Take Gaia solitaire ring off sale' }));
  await user.click(screen.getByRole('button', { name: 'Keep Gaia solitaire ring on sale' }));
  expect(screen.getByRole('button', { name: 'Take Gaia solitaire ring off sale' })).toHaveFocus();
  expect(row('Gaia solitaire ring')).toHaveTextContent('On sale');
  expect(puts(requests)).toEqual([]);
});

test('putting a product back on sale needs no confirmation', async () => {
  const { requests, user } = openProducts();
  await user.click(await screen.findByRole('button', { name: 'Put Luna earrings back on sale' }));
  expect(await screen.findByRole('button', { name: 'Take Luna earrings off sale' })).toBeInTheDocument();
  expect(row('Luna earrings')).toHaveTextContent('On sale');
  expect(await puts(requests)[0]!.json()).toEqual({ available: true });
  expect(toastMessages()).toContain('Luna earrings (LU-EAR-RD) is back on sale.');
});

test('a product that is gone (404): said in a toast, and the row stays as it was', async () => {
  const { user } = openProducts('/en/staff/products', MANAGER_SESSION, () => errorResponse(404, 'NOT_FOUND'));
  await user.click(await screen.findByRole('button', { name: 'Take Gaia solitaire ring off sale' }));
  await user.click(screen.getByRole('button', { name: 'Confirm taking Gaia solitaire ring off sale' }));
  await waitFor(() => expect(toastMessages()).toContain('Gaia solitaire ring is no longer in the catalogue. Please reload the list.'));
  expect(row('Gaia solitaire ring')).toHaveTextContent('On sale');
});

test('the filters are read from the URL, and applying them writes the URL and asks for that list', async () => {
  const { requests, user } = openProducts('/en/staff/products?available=false&page=2');
  await screen.findByRole('table');
  expect(screen.getByRole('combobox', { name: 'Availability' })).toHaveValue('false');
  expect(listQueries(requests, '/staff/products')).toEqual([{ available: 'false', page: '2', locale: 'en' }]);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'true');
  await user.type(screen.getByRole('searchbox', { name: 'SKU or name' }), ' gaia ');
  await user.click(screen.getByRole('button', { name: 'Show products' }));
  await waitFor(() => expect(address()).toHaveTextContent('/en/staff/products?available=true&q=gaia'));
  await waitFor(() => expect(listQueries(requests, '/staff/products').at(-1)).toEqual({ available: 'true', q: 'gaia', page: '1', locale: 'en' }));

  await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
  await waitFor(() => expect(address()).toHaveTextContent(/^\/en\/staff\/products$/));
});

test('next and previous pages keep the filters', async () => {
  const { user } = openProducts('/en/staff/products?available=true');
  await screen.findByRole('table');
  const next = screen.getByRole('link', { name: 'Next page' });
  expect(next).toHaveAttribute('href', '/en/staff/products?available=true&page=2');
  await user.click(next);
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/staff/products?available=true');
});

test('the staff role: told its role may not, with no table, no filters and no Products link', async () => {
  openProducts('/en/staff/products', SESSION);
  await expectManagersOnly('Products');
  expect(screen.queryByRole('button', { name: /off sale/ })).not.toBeInTheDocument();
});
