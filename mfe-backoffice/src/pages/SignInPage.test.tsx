/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_CSRF_HEADER } from '@ama/contracts';
import { errorResponse, openStaffAt, setUpStaffTests } from '../test-support';
import { SESSION } from '../test-support/fixtures';

setUpStaffTests();

const signedOut = () => errorResponse(401, 'UNAUTHENTICATED');

async function openSignIn(signIn: (request: Request) => Response | Promise<Response>) {
  const { requests, user } = openStaffAt('/en/staff', { 'GET /staff/session': signedOut, 'POST /staff/session': signIn });
  await screen.findByRole('textbox', { name: /^E-mail/ });
  return { requests, user };
}

/** Types the e-mail and the password, and sends the form. */
async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const posts = (requests: Request[]) => requests.filter(({ method }) => method === 'POST');

test('nobody signed in: the form, with a label on every field, and the page is kept out of search indexes', async () => {
  await openSignIn(() => Response.json(SESSION));
  expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('an empty form says what is missing at each field, focuses the first, and sends nothing', async () => {
  const { requests, user } = await openSignIn(() => Response.json(SESSION));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const email = screen.getByRole('textbox', { name: /^E-mail/ });
  await waitFor(() => expect(email).toHaveAccessibleDescription('Please fill in this field.'));
  expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Please fill in this field.');
  await waitFor(() => expect(email).toHaveFocus());
  expect(posts(requests)).toEqual([]);
});

test('a wrong e-mail or password: one message for both, and what was typed stays', async () => {
  const { user } = await openSignIn(() => errorResponse(401, 'INVALID_CREDENTIALS'));
  await signIn(user, 'anna@ama.example', 'not the password');
  expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or the password is not correct.');
  expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('anna@ama.example');
});

test('too many attempts: asked to wait and try later', async () => {
  const { user } = await openSignIn(() => errorResponse(429, 'ACCOUNT_LOCKED'));
  await signIn(user, 'anna@ama.example', 'a long passphrase');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again later.');
});

test("the server's field problems show at their fields", async () => {
  const { user } = await openSignIn(() => errorResponse(400, 'VALIDATION_FAILED', { email: 'invalid_email' }));
  await signIn(user, 'anna@ama.example', 'a long passphrase');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription('Please enter a valid e-mail address.'));
});

test('signing in sends the e-mail and the password as JSON, then opens the orders', async () => {
  const { requests, user } = await openSignIn(() => Response.json(SESSION));
  await signIn(user, 'Anna@AMA.example', 'a long passphrase');
  await waitFor(() => expect(window.location.pathname).toBe('/en/staff/orders'));
  const [post] = posts(requests);
  expect(await post!.json()).toEqual({ email: 'anna@ama.example', password: 'a long passphrase' });
  expect(post!.headers.get('content-type')).toBe('application/json');
  // No session yet, so no CSRF token to send.
  expect(post!.headers.get(STAFF_CSRF_HEADER)).toBeNull();
});

test('already signed in: straight on to the orders', async () => {
  openStaffAt('/en/staff', { 'GET /staff/session': () => Response.json(SESSION) });
  await waitFor(() => expect(window.location.pathname).toBe('/en/staff/orders'));
});

test('the back office does not answer: a message and a retry, never a blank page', async () => {
  let down = true;
  openStaffAt('/en/staff', { 'GET /staff/session': () => (down ? errorResponse(503, 'SERVICE_UNAVAILABLE') : signedOut()) });
  expect(await screen.findByRole('alert')).toHaveTextContent('The back office cannot be reached right now.');
  down = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: /^E-mail/ })).toBeInTheDocument();
});
