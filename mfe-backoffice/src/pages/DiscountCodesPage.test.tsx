/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffDiscountCode, StaffDiscountCodeList, StaffSession } from '@ama/contracts';
import { address, errorResponse, listQueries, openStaffAt, setUpStaffTests, toastMessages, writes } from '../test-support';
import { expectManagersOnly, expectStaffPage, expectStaffWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { MANAGER_SESSION, SESSION } from '../test-support/fixtures';

setUpStaffTests();

const discountCode = (changes: Partial<StaffDiscountCode> = {}): StaffDiscountCode => ({
  code: 'SUMMER10',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  usage: 'unlimited',
  validFrom: '2026-06-01',
  validUntil: '2026-08-31',
  minimumSubtotalCents: null,
  boundEmail: null,
  active: true,
  state: 'active',
  createdAt: '2026-05-20T08:00:00.000Z',
  redemptions: 12,
  ...changes,
});

const SUMMER = discountCode();
const WELCOME = discountCode({
  code: 'WELCOME-7QX2',
  kind: 'fixed',
  percent: null,
  amountCents: 5_000,
  usage: 'single_use',
  validFrom: null,
  validUntil: null,
  minimumSubtotalCents: 30_000,
  boundEmail: 'giulia.rossi@example.com',
  active: false,
  state: 'off',
  redemptions: 0,
});

const list = (codes: StaffDiscountCode[], changes: Partial<StaffDiscountCodeList> = {}): StaffDiscountCodeList => ({ codes, page: 1, pageSize: 30, total: 45, ...changes });

type Answer = (request: Request) => Response | Promise<Response>;

/** The discount codes pages for `session`; a POST answers with `create` when given, else as the BFF would. */
function openCodes(path = '/en/staff/discount-codes', { session = MANAGER_SESSION, create }: { session?: StaffSession; create?: Answer } = {}) {
  let codes = [SUMMER, WELCOME];
  const manager = session.staff.role === 'manager';
  return openStaffAt(path, {
    'GET /staff/session': () => Response.json(session),
    'GET /staff/discount-codes': (_request, url) => (manager ? Response.json(list(codes, { page: Number(url.searchParams.get('page')) })) : errorResponse(403, 'FORBIDDEN')),
    'POST /staff/discount-codes': async (request) => {
      if (create) return create(request);
      const body = (await request.json()) as { code: string };
      const created = discountCode({ ...body, code: body.code.toUpperCase(), redemptions: 0 });
      codes = [created, ...codes];
      return Response.json({ code: created, redemptions: [] }, { status: 201 });
    },
    'GET /staff/discount-codes/SUMMER10': () =>
      manager
        ? Response.json({
            code: codes.find(({ code }) => code === 'SUMMER10'),
            redemptions: [
              { email: 'giulia.rossi@example.com', orderNumber: 'AMA-7K3F-9Q', redeemedAt: '2026-06-12T10:00:00.000Z' },
              { email: 'hans@example.de', orderNumber: null, redeemedAt: '2026-06-15T16:30:00.000Z' },
            ],
          })
        : errorResponse(403, 'FORBIDDEN'),
    'PUT /staff/discount-codes/SUMMER10/active': async (request) => {
      const { active } = (await request.json()) as { active: boolean };
      codes = codes.map((one) => (one.code === 'SUMMER10' ? { ...one, active, state: active ? 'active' : 'off' } : one));
      return Response.json({ code: codes.find(({ code }) => code === 'SUMMER10'), redemptions: [] });
    },
  });
}

const row = (code: string) => screen.getByRole('link', { name: code }).closest('tr')!;

test("a manager's codes: the code (to its page), discount, use, days, minimum, times used, state and the switch", async () => {
  const { requests } = openCodes();
  const table = await screen.findByRole('table', { name: 'Discount codes, Page 1 of 2' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Code', 'Discount', 'Use', 'Valid', 'Minimum subtotal', 'Times used', 'State', 'Change']);
  expect(screen.getByRole('link', { name: 'SUMMER10' })).toHaveAttribute('href', '/en/staff/discount-codes/SUMMER10');
  const summer = row('SUMMER10');
  expectTextsIn(summer, ['10%', 'Unlimited', 'Jun 1, 2026 – Aug 31, 2026', 'None', '12', 'Active']);
  expect(within(summer).getByRole('button', { name: 'Switch off SUMMER10' })).toBeInTheDocument();
  const welcome = row('WELCOME-7QX2');
  expectTextsIn(welcome, ['Personal: giulia.rossi@example.com', '€50.00', 'Single use', 'Always', '€300.00', 'Switched off']);
  expect(within(welcome).getByRole('button', { name: 'Switch on WELCOME-7QX2' })).toBeInTheDocument();

  expect(screen.getByText('45 codes')).toBeInTheDocument();
  expectStaffPage('Discount codes');
  expect(listQueries(requests, '/staff/discount-codes')).toEqual([{ page: '1', locale: 'en' }]);
});

test('the filters are read from the URL, and applying them writes the URL and asks for that list', async () => {
  const { requests, user } = openCodes('/en/staff/discount-codes?personal=true&page=2');
  await screen.findByRole('table');
  expect(screen.getByRole('checkbox', { name: /Include personal codes/ })).toBeChecked();
  expect(listQueries(requests, '/staff/discount-codes')).toEqual([{ personal: 'true', page: '2', locale: 'en' }]);

  await user.click(screen.getByRole('checkbox', { name: /Include personal codes/ }));
  await user.type(screen.getByRole('searchbox', { name: 'Code' }), ' summer ');
  await user.click(screen.getByRole('button', { name: 'Show codes' }));
  await waitFor(() => expect(address()).toHaveTextContent(/^\/en\/staff\/discount-codes\?q=summer$/));
  await waitFor(() => expect(listQueries(requests, '/staff/discount-codes').at(-1)).toEqual({ q: 'summer', page: '1', locale: 'en' }));
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/staff/discount-codes?q=summer&page=2');
});

test('switching a code off and on again: sent with the CSRF token, the row then says so, and a toast', async () => {
  const { requests, user } = openCodes();
  await user.click(await screen.findByRole('button', { name: 'Switch off SUMMER10' }));
  const switchOn = await screen.findByRole('button', { name: 'Switch on SUMMER10' });
  expect(row('SUMMER10')).toHaveTextContent('Switched off');
  await waitFor(() => expect(switchOn).toHaveFocus());
  const [put] = writes(requests);
  expect(put!.method).toBe('PUT');
  expect(new URL(put!.url).pathname).toBe('/api/staff/discount-codes/SUMMER10/active');
  await expectStaffWrite(put, { active: false }, MANAGER_SESSION);
  expect(toastMessages()).toContain('SUMMER10 is switched off: shoppers can no longer use it.');

  await user.click(switchOn);
  expect(await screen.findByRole('button', { name: 'Switch off SUMMER10' })).toBeInTheDocument();
  expect(await writes(requests)[1]!.json()).toEqual({ active: true });
  expect(toastMessages()).toContain('SUMMER10 is switched on again.');
});

test('creating a fixed amount code: euros typed, cents sent with the CSRF token, a toast, the list asked again and the form empty', async () => {
  const { requests, user } = openCodes();
  await screen.findByRole('table');
  const form = screen.getByRole('form', { name: 'Create a discount code' });
  await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'winter25');
  await user.click(within(form).getByRole('radio', { name: 'A fixed amount' }));
  await user.type(within(form).getByRole('textbox', { name: 'Amount in euros' }), '25,50');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Use' }), 'once_per_email');
  await user.type(within(form).getByLabelText('First day'), '2026-12-01');
  await user.type(within(form).getByLabelText('Last day'), '2027-01-06');
  await user.type(within(form).getByRole('textbox', { name: 'Minimum subtotal in euros' }), '200');
  await user.click(within(form).getByRole('button', { name: 'Create the code' }));

  await waitFor(() => expect(toastMessages()).toContain('The discount code WINTER25 is created.'));
  const [post] = writes(requests);
  expect(new URL(post!.url).pathname).toBe('/api/staff/discount-codes');
  await expectStaffWrite(
    post,
    {
      code: 'winter25',
      kind: 'fixed',
      amountCents: 2_550,
      usage: 'once_per_email',
      validFrom: '2026-12-01',
      validUntil: '2027-01-06',
      minimumSubtotalCents: 20_000,
    },
    MANAGER_SESSION,
  );
  expect(await screen.findByRole('link', { name: 'WINTER25' })).toBeInTheDocument();
  expect(listQueries(requests, '/staff/discount-codes')).toHaveLength(2);
  expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
  expect(screen.getByRole('heading', { level: 2, name: 'Create a discount code' })).toHaveFocus();
});

test('a code that exists already is said at its field; the form keeps what was typed', async () => {
  const { user } = openCodes('/en/staff/discount-codes', { create: () => errorResponse(409, 'DISCOUNT_CODE_TAKEN') });
  await screen.findByRole('table');
  const form = screen.getByRole('form', { name: 'Create a discount code' });
  await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'SUMMER10');
  await user.type(within(form).getByRole('textbox', { name: 'Percentage' }), '10');
  await user.click(within(form).getByRole('button', { name: 'Create the code' }));
  expect(await within(form).findByText('A discount code with this name exists already.')).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Code' })).toHaveFocus());
  expect(within(form).getByRole('textbox', { name: 'Percentage' })).toHaveValue('10');
});

test("a code's page: its rules, and who used it on which order", async () => {
  openCodes('/en/staff/discount-codes/SUMMER10');
  const facts = await screen.findByRole('region', { name: 'The code' });
  expect(screen.getByRole('heading', { level: 1, name: 'Discount code SUMMER10' })).toBeInTheDocument();
  expect(facts).toHaveTextContent('Discount10%');
  expect(facts).toHaveTextContent('Times used12');
  expect(within(facts).getByRole('button', { name: 'Switch off SUMMER10' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Redemptions' });
  expect(within(table).getByRole('row', { name: /giulia\.rossi@example\.com/ })).toHaveTextContent('AMA-7K3F-9Q');
  expect(within(table).getByRole('link', { name: 'AMA-7K3F-9Q' })).toHaveAttribute('href', '/en/staff/orders/AMA-7K3F-9Q');
  expect(within(table).getByRole('row', { name: /hans@example\.de/ })).toHaveTextContent('—');
  expect(screen.getByRole('link', { name: 'All discount codes' })).toHaveAttribute('href', '/en/staff/discount-codes');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the staff role: told its role may not, with no table, no form and no Discount codes link', async () => {
  openCodes('/en/staff/discount-codes', { session: SESSION });
  await expectManagersOnly('Discount codes');
});

test("the staff role on a code's page: told its role may not", async () => {
  openCodes('/en/staff/discount-codes/SUMMER10', { session: SESSION });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this.');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a code whose days are past reads "Expired", one whose first day is ahead "Scheduled", as the BFF decided them', async () => {
  openStaffAt('/en/staff/discount-codes', {
    'GET /staff/session': () => Response.json(MANAGER_SESSION),
    'GET /staff/discount-codes': () =>
      Response.json(
        list([
          discountCode({ code: 'EXPIRED20', validFrom: '2023-01-01', validUntil: '2024-12-31', state: 'expired' }),
          discountCode({ code: 'NEXTYEAR', validFrom: '2099-01-01', validUntil: null, state: 'scheduled' }),
        ]),
      ),
  });
  await screen.findByRole('table');
  expect(row('EXPIRED20')).toHaveTextContent('Expired');
  expect(row('EXPIRED20')).not.toHaveTextContent('Active');
  expect(row('NEXTYEAR')).toHaveTextContent('Scheduled');
  expect(row('NEXTYEAR')).not.toHaveTextContent('Active');
});

test('the code, days and times used headers sort the list on the server, kept in the URL; newest first until then', async () => {
  const { requests, user } = openCodes('/en/staff/discount-codes?personal=true');
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'none');
  expect(within(table).getByRole('columnheader', { name: 'Discount' })).not.toHaveAttribute('aria-sort');

  await user.click(within(table).getByRole('button', { name: 'Times used' }));
  await waitFor(() => expect(address()).toHaveTextContent(/^\/en\/staff\/discount-codes\?personal=true&sort=redemptions$/));
  await waitFor(() => expect(listQueries(requests, '/staff/discount-codes').at(-1)).toEqual({ personal: 'true', sort: 'redemptions', page: '1', locale: 'en' }));
  expect(screen.getByRole('columnheader', { name: 'Times used' })).toHaveAttribute('aria-sort', 'ascending');

  await user.click(screen.getByRole('button', { name: 'Times used' }));
  await waitFor(() => expect(listQueries(requests, '/staff/discount-codes').at(-1)).toMatchObject({ sort: '-redemptions' }));
  expect(screen.getByRole('columnheader', { name: 'Times used' })).toHaveAttribute('aria-sort', 'descending');
});
