/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, openStaffAt, setUpStaffTests, toastMessages } from '../test-support';
import { expectStaffWrite } from '../test-support/expect';
import { SESSION, summary } from '../test-support/fixtures';

setUpStaffTests();

const ONE_TIME = { ...SESSION, mustChangePassword: true };

function openWithOneTimePassword(change: (request: Request) => Response | Promise<Response>) {
  let session = ONE_TIME;
  const { requests } = openStaffAt('/en/staff/orders', {
    'GET /staff/session': () => Response.json(session),
    'PUT /staff/password': async (request) => {
      const answer = await change(request);
      if (answer.ok) session = { ...SESSION, csrfToken: 'csrf-token-2' };
      return answer.ok ? Response.json(session) : answer;
    },
    'GET /staff/orders': () =>
      session.mustChangePassword ? errorResponse(403, 'PASSWORD_CHANGE_REQUIRED') : Response.json({ orders: [summary()], page: 1, pageSize: 20, total: 1 }),
  });
  return { requests, user: userEvent.setup() };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string) => {
  await user.type(await screen.findByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
};

test('a one-time password: the form to replace it, before anything else is asked for', async () => {
  const { requests } = openWithOneTimePassword(() => new Response(null, { status: 500 }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose your own password' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('At least 12 characters; a sentence you remember is a good choice.');
  expect(requests.filter((request) => request.url.includes('/staff/orders'))).toEqual([]);
});

test('a new password too short is said at its field, and nothing is sent', async () => {
  const { requests, user } = openWithOneTimePassword(() => new Response(null, { status: 500 }));
  await fill(user, 'one-time-pass-1', 'short');
  await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/^Please use at least 12 characters\./));
  expect(requests.filter(({ method }) => method === 'PUT')).toEqual([]);
});

test('a wrong current password is said at its field; the session stays', async () => {
  const { user } = openWithOneTimePassword(() => errorResponse(400, 'VALIDATION_FAILED', { currentPassword: 'incorrect' }));
  await fill(user, 'not-the-one-time', 'my own long passphrase');
  await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('This password is not correct.'));
  expect(screen.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeInTheDocument();
});

test('once replaced (sent with the CSRF token), the page asked for shows', async () => {
  const { requests, user } = openWithOneTimePassword(() => new Response(null, { status: 200 }));
  await fill(user, 'one-time-pass-1', 'my own long passphrase');
  expect(await screen.findByRole('table')).toBeInTheDocument();
  const put = requests.find(({ method }) => method === 'PUT')!;
  await expectStaffWrite(put, { currentPassword: 'one-time-pass-1', newPassword: 'my own long passphrase' }, SESSION);
  expect(toastMessages()).toContain('Your new password is saved. You are signed out everywhere else.');
});
