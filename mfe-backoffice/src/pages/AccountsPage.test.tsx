/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffAccountList, StaffSession } from '@ama/contracts';
import { getShopStore } from '@ama/platform';
import { errorResponse, openStaffAt, setUpStaffTests } from '../test-support';
import { expectManagersOnly, expectStaffPage, expectStaffWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { MANAGER_SESSION, SESSION, staffAccount, summary } from '../test-support/fixtures';

setUpStaffTests();

const ACCOUNTS: StaffAccountList['accounts'] = [
  staffAccount({ email: 'marco@ama.example', role: 'manager', createdAt: '2026-01-15T08:00:00.000Z' }),
  staffAccount({ email: 'anna@ama.example', locked: true }),
];

type Answer = (request: Request) => Response | Promise<Response>;

/** `path` for `session`; POST /staff/accounts answers with `add` (and, once it succeeds, the list has the new account). */
function openAt(path: string, session: StaffSession, add: Answer = () => errorResponse(500, 'INTERNAL')) {
  let accounts = ACCOUNTS;
  return openStaffAt(path, {
    'GET /staff/session': () => Response.json(session),
    'GET /staff/accounts': () => (session.staff.role === 'manager' ? Response.json({ accounts }) : errorResponse(403, 'FORBIDDEN')),
    'POST /staff/accounts': async (request) => {
      const answer = await add(request.clone());
      if (answer.status === 201) {
        const { email, role } = (await request.json()) as { email: string; role: 'staff' | 'manager' };
        accounts = [...accounts, staffAccount({ email, role, createdAt: '2026-11-27T09:00:00.000Z' })];
      }
      return answer;
    },
    'GET /staff/orders': () => Response.json({ orders: [summary()], page: 1, pageSize: 20, total: 1 }),
  });
}

const openAccounts = (session: StaffSession = MANAGER_SESSION, add?: Answer) => openAt('/en/staff/accounts', session, add);

const emailField = () => screen.getByRole('textbox', { name: /^Their e-mail address/ });
const accountQueries = (requests: Request[]) => requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/staff/accounts');

test("a manager's list: e-mail, role, the day added and a locked mark; the page is kept out of search indexes", async () => {
  openAccounts();
  const table = await screen.findByRole('table', { name: 'Staff accounts' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['E-mail', 'Role', 'Added on', 'Sign-in']);
  const [, marco, anna] = within(table).getAllByRole('row');
  expect(within(marco!).getByRole('rowheader')).toHaveTextContent('marco@ama.example (you)');
  expectTextsIn(marco, ['Manager', 'Jan 15, 2026', 'Allowed']);
  expect(within(anna!).getByRole('rowheader')).toHaveTextContent('anna@ama.example');
  expectTextsIn(anna, ['Staff', 'Mar 2, 2026', 'Locked']);
  expect(screen.getByText('2 accounts')).toBeInTheDocument();
  expect(screen.getByText(/^A locked account has had too many wrong passwords/)).toBeInTheDocument();
  expectStaffPage('Staff accounts');
});

test('the role is chosen with a line on what each may do; staff is the default', async () => {
  openAccounts();
  const role = await screen.findByRole('combobox', { name: /^Role/ });
  expect(role).toHaveValue('staff');
  expect(role).toHaveAccessibleDescription('Staff: orders, events and appointments. Manager: all of that, and the catalogue, discount codes, Club AMA and staff accounts.');
});

test('a manager adds an account: sent with the CSRF token, its one-time password shown once, the list asked again', async () => {
  const { requests, user } = openAccounts(MANAGER_SESSION, () =>
    Response.json({ account: { email: 'luca@ama.example', role: 'manager' }, oneTimePassword: 'c4DtWyXObPOCGCYl6yxM' }, { status: 201 }),
  );
  await screen.findByRole('table');
  await user.type(emailField(), 'Luca@AMA.example');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'manager');
  await user.click(screen.getByRole('button', { name: 'Add the account' }));

  const box = await screen.findByRole('region', { name: 'One-time password for luca@ama.example' });
  expect(box).toHaveTextContent('The account luca@ama.example (Manager) is added.');
  expect(within(box).getByText('c4DtWyXObPOCGCYl6yxM')).toBeInTheDocument();
  expect(box).toHaveTextContent('Give it to them in person, not by e-mail or chat.');
  expect(box).toHaveTextContent('They must replace it with a password of their own at their first sign-in.');
  expect(within(box).getByRole('heading', { name: 'One-time password for luca@ama.example' })).toHaveFocus();

  const post = requests.find(({ method }) => method === 'POST')!;
  await expectStaffWrite(post, { email: 'luca@ama.example', role: 'manager' }, MANAGER_SESSION);

  // The list, asked again, has the new account; the form is empty for the next one.
  expect(await screen.findByRole('rowheader', { name: 'luca@ama.example' })).toBeInTheDocument();
  expect(accountQueries(requests)).toHaveLength(2);
  expect(emailField()).toHaveValue('');

  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(box).getByRole('button', { name: 'Copy the password' }));
  expect(writeText).toHaveBeenCalledWith('c4DtWyXObPOCGCYl6yxM');
  expect(within(box).getByRole('status')).toHaveTextContent('The password is copied to the clipboard.');

  // Closed, it is gone for good: the page kept it nowhere else.
  await user.click(within(box).getByRole('button', { name: 'Done, close this box' }));
  await waitFor(() => expect(screen.queryByText('c4DtWyXObPOCGCYl6yxM')).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 2, name: 'Add a staff member' })).toHaveFocus();
  expect(JSON.stringify(getShopStore().getState())).not.toContain('c4DtWyXObPOCGCYl6yxM');
});

test('an address that has an account already (409 EMAIL_TAKEN) is said at the e-mail field; what was typed stays', async () => {
  const { user } = openAccounts(MANAGER_SESSION, () => errorResponse(409, 'EMAIL_TAKEN'));
  await screen.findByRole('table');
  await user.type(emailField(), 'anna@ama.example');
  await user.click(screen.getByRole('button', { name: 'Add the account' }));
  await waitFor(() => expect(emailField()).toHaveAccessibleDescription(/^A staff account with this e-mail address exists already\./));
  expect(emailField()).toHaveValue('anna@ama.example');
  // Focus moves to the field once the error is drawn (an effect after that render).
  await waitFor(() => expect(emailField()).toHaveFocus());
  expect(screen.queryByRole('region', { name: /^One-time password/ })).not.toBeInTheDocument();
});

test('an empty or wrong address is said at its field, and nothing is sent', async () => {
  const { requests, user } = openAccounts();
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Add the account' }));
  await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Please fill in this field. They sign in with it.'));
  await user.type(emailField(), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Add the account' }));
  await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Please enter a valid e-mail address. They sign in with it.'));
  expect(requests.filter(({ method }) => method === 'POST')).toEqual([]);
});

test('a staff-role session: told its role may not, and no form to add an account', async () => {
  openAccounts(SESSION);
  await expectManagersOnly('Staff accounts');
  expect(screen.queryByRole('textbox', { name: /^Their e-mail address/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add the account' })).not.toBeInTheDocument();
});

test.each([
  [
    'a manager',
    MANAGER_SESSION,
    ['Orders', 'Warranty renewals', 'Events', 'Appointments', 'Products', 'Discount codes', 'Club AMA', 'ELITE loans', 'Personalisations', 'Custom designs', 'Staff accounts'],
  ],
  ['the staff role', SESSION, ['Orders', 'Warranty renewals', 'Events', 'Appointments']],
])('the staff navigation, for %s', async (_who, session, links) => {
  openAt('/en/staff/orders', session);
  await screen.findByRole('table');
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(textsOf(within(nav).getAllByRole('link'))).toEqual(links);
  expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
  if (session.staff.role !== 'manager') return;
  expect(within(nav).getByRole('link', { name: 'Staff accounts' })).toHaveAttribute('href', '/en/staff/accounts');
  expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/en/staff/products');
  expect(within(nav).getByRole('link', { name: 'Staff accounts' })).not.toHaveAttribute('aria-current');
});
