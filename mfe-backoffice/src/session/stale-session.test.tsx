/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_CSRF_HEADER, type StaffSession } from '@ama/contracts';
import { errorResponse, renderStaffAt, setUpStaffTests, stubApi } from '../test-support';
import { MANAGER_SESSION, order, staffAccount } from '../test-support/fixtures';

/**
 * Every staff write reads a refused CSRF token the same way (session/use-staff-write-failure.ts): the
 * session is asked for again, once, the form says so in the one shared line, and the next attempt
 * carries the session's new token. Checked on two forms of different areas.
 */
setUpStaffTests();

const RENEWED: StaffSession = { ...MANAGER_SESSION, csrfToken: 'csrf-token-renewed' };
const STALE_LINE = 'Your session has changed (you may have signed in again elsewhere). Please try again.';

/** The session as the page first read it, then as it is after signing in again in another tab. */
function stubStaleFirst(writeKey: string, done: () => Response) {
  let sessionReads = 0;
  const requests = stubApi({
    'GET /staff/session': () => Response.json(sessionReads++ === 0 ? MANAGER_SESSION : RENEWED),
    'GET /staff/orders/AMA-7K3F-9Q': () => Response.json({ order: order() }),
    'GET /staff/accounts': () => Response.json({ accounts: [staffAccount()] }),
    [writeKey]: (request) => (request.headers.get(STAFF_CSRF_HEADER) === RENEWED.csrfToken ? done() : errorResponse(403, 'CSRF_FAILED')),
  });
  const sessionAsks = () => requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/staff/session').length;
  const writes = () => requests.filter((request) => request.method !== 'GET');
  return { sessionAsks, writes, user: userEvent.setup() };
}

test("an order's status change refused for a stale token: the session is asked again once, the form says so, and the next try is sent with the new token", async () => {
  const { sessionAsks, writes, user } = stubStaleFirst('POST /staff/orders/AMA-7K3F-9Q/status', () => Response.json({ order: order({ status: 'cancelled', next: [] }) }));
  renderStaffAt('/en/staff/orders/AMA-7K3F-9Q');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^New status/ }), 'cancelled');
  await user.click(screen.getByRole('button', { name: 'Change the status' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(STALE_LINE);
  await waitFor(() => expect(sessionAsks()).toBe(2));
  expect(screen.getByRole('combobox', { name: /^New status/ })).toHaveValue('cancelled');

  await user.click(screen.getByRole('button', { name: 'Change the status' }));
  await waitFor(() => expect(writes()).toHaveLength(2));
  expect(writes()[1]!.headers.get(STAFF_CSRF_HEADER)).toBe(RENEWED.csrfToken);
  expect(sessionAsks()).toBe(2);
});

test('a new staff account refused for a stale token: the same line, the session asked again once, the next try sent with the new token', async () => {
  const { sessionAsks, writes, user } = stubStaleFirst('POST /staff/accounts', () =>
    Response.json({ account: { email: 'luca@ama.example', role: 'staff' }, oneTimePassword: 'c4DtWyXObPOCGCYl6yxM' }, { status: 201 }),
  );
  renderStaffAt('/en/staff/accounts');
  await user.type(await screen.findByRole('textbox', { name: /^Their e-mail address/ }), 'luca@ama.example');
  await user.click(screen.getByRole('button', { name: 'Add the account' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(STALE_LINE);
  await waitFor(() => expect(sessionAsks()).toBe(2));
  expect(screen.getByRole('textbox', { name: /^Their e-mail address/ })).toHaveValue('luca@ama.example');

  await user.click(screen.getByRole('button', { name: 'Add the account' }));
  expect(await screen.findByRole('region', { name: 'One-time password for luca@ama.example' })).toBeInTheDocument();
  expect(writes()[1]!.headers.get(STAFF_CSRF_HEADER)).toBe(RENEWED.csrfToken);
});
