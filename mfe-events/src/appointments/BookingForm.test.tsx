/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { renderEventsAt, TEST_STORES } from './test-support';

const tomorrow = () => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const slotsOf = (date: string) => ({
  kind: 'video',
  place: null,
  date,
  timeZone: 'Europe/Rome',
  slotMinutes: 60,
  slots: [
    { start: `${date}T08:00:00.000Z`, time: '09:00' },
    { start: `${date}T09:00:00.000Z`, time: '10:00' },
  ],
});

let requests: { method: string; path: string; search: string; body: unknown }[];
let bookingReplies: { status: number; body: unknown }[];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('events', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  requests = [];
  bookingReplies = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : null;
    requests.push({ method: request.method, path: url.pathname, search: url.search, body });
    if (url.pathname === '/api/stores') return Response.json({ search: 'all', place: null, stores: TEST_STORES });
    if (url.pathname === '/api/appointments/slots') return Response.json(slotsOf(url.searchParams.get('date')!));
    if (url.pathname === '/api/appointments') {
      const reply = bookingReplies.shift()!;
      return Response.json(reply.body, { status: reply.status });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

test('offers the four kinds with descriptions, marks mandatory fields, and sends focus to the first problem with translated messages', async () => {
  const user = userEvent.setup();
  renderEventsAt('/en/book-an-appointment');
  const kinds = screen.getByRole('radiogroup', { name: /Type of appointment/ });
  expect(kinds).toHaveAttribute('aria-required', 'true');
  for (const name of [/Visit to a store near you/, /Phone call/, /Video call/, /Milan showroom/]) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
  expect(screen.getByText('Fields marked with an asterisk (*) are required.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Find a jeweller near you' })).toHaveAttribute('href', '/en/store-locator');

  await user.click(screen.getByRole('button', { name: 'Book the appointment' }));
  expect(await screen.findByText('Please choose the type of appointment.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('radio', { name: /Visit to a store near you/ })).toHaveFocus());
  expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('Please fill in this field.');
  expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveAccessibleDescription('Please accept the privacy policy to book.');
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
});

test('preselects the store of ?store= and asks that store’s slots for the chosen day', async () => {
  renderEventsAt('/en/book-an-appointment?store=torino-via-roma');
  expect(screen.getByRole('radio', { name: /Visit to a store near you/ })).toBeChecked();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Store/ })).toHaveValue('torino-via-roma'));
  const day = tomorrow();
  fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: day } });
  expect(await screen.findByRole('radio', { name: '09:00' })).toBeInTheDocument();
  const slotRequest = requests.find((request) => request.path === '/api/appointments/slots')!;
  expect(new URLSearchParams(slotRequest.search).get('place')).toBe('torino-via-roma');
  expect(new URLSearchParams(slotRequest.search).get('kind')).toBe('store');
});

test('books a video call: a slot taken meanwhile is said in place and the slots are asked again; then the confirmation', async () => {
  const user = userEvent.setup();
  const day = tomorrow();
  renderEventsAt('/en/book-an-appointment');
  await user.click(screen.getByRole('radio', { name: /Video call/ }));
  fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: day } });
  await user.click(await screen.findByRole('radio', { name: '10:00' }));
  await user.type(screen.getByRole('textbox', { name: /Name and surname/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '347 123 4567');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));

  bookingReplies.push({ status: 409, body: { error: { code: 'SLOT_TAKEN', message: 'taken', fields: { start: 'slot_taken' } } } });
  const slotCalls = () => requests.filter((request) => request.path === '/api/appointments/slots').length;
  const before = slotCalls();
  await user.click(screen.getByRole('button', { name: 'Book the appointment' }));
  expect(await screen.findByText('This time was just taken by someone else. Please pick another one.')).toBeInTheDocument();
  await waitFor(() => expect(slotCalls()).toBeGreaterThan(before));
  const posted = requests.find((request) => request.method === 'POST')!;
  expect(posted.body).toEqual({ kind: 'video', place: null, start: `${day}T09:00:00.000Z`, name: 'Ada Lovelace', email: 'ada@example.com', phone: '347 123 4567', privacy: true });

  bookingReplies.push({
    status: 201,
    body: {
      appointment: {
        kind: 'video',
        place: null,
        start: `${day}T08:00:00.000Z`,
        end: `${day}T09:00:00.000Z`,
        timeZone: 'Europe/Rome',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        status: 'booked',
      },
    },
  });
  await user.click(screen.getByRole('radio', { name: '09:00' }));
  await user.click(screen.getByRole('button', { name: 'Book the appointment' }));
  expect(await screen.findByRole('heading', { name: 'Your appointment is booked' })).toHaveFocus();
  expect(screen.getByText('Our staff will send you the link before the appointment.')).toBeInTheDocument();
  expect(screen.getByText(/We have sent the confirmation to ada@example.com/)).toBeInTheDocument();
}, 30_000);

test('the cancellation link asks before it cancels, and says so', async () => {
  const user = userEvent.setup();
  renderEventsAt('/en/book-an-appointment?cancel=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ');
  expect(screen.getByRole('heading', { name: 'Cancel your appointment?' })).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  global.fetch = jest.fn(async () =>
    Response.json({
      alreadyCancelled: true,
      appointment: {
        kind: 'phone',
        place: null,
        start: '2030-01-02T08:00:00.000Z',
        end: '2030-01-02T09:00:00.000Z',
        timeZone: 'Europe/Rome',
        name: 'Ada',
        email: 'a@b.it',
        status: 'cancelled',
      },
    }),
  ) as typeof fetch;
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the appointment' }));
  expect(await screen.findByRole('heading', { name: 'This appointment was already cancelled' })).toBeInTheDocument();
});

test('every choice is a whole-row target: the kinds, the times (their zone in words) and the consent', async () => {
  const user = userEvent.setup();
  renderEventsAt('/en/book-an-appointment');
  // jsdom has no layout: the class is what appointments.css sizes to 44 × 44 px, and the label shares the row.
  expect(screen.getByRole('radiogroup', { name: /Type of appointment/ })).toHaveClass('ama-appointments__choices');
  const videoCall = screen.getByRole('radio', { name: /Video call/ });
  expect(videoCall.closest('.ama-radio-group__option')).toContainElement((videoCall as HTMLInputElement).labels![0]!);
  expect(screen.getByRole('checkbox', { name: /privacy policy/ }).closest('.ama-checkbox')).toHaveClass('ama-appointments__consent');

  await user.click(videoCall);
  fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: tomorrow() } });
  const times = await screen.findByRole('radiogroup', { name: 'Free times (Italian time)' });
  expect(times).toHaveClass('ama-appointments__choices', 'ama-appointments__choices--inline');
  expect(times).not.toHaveTextContent('Europe/Rome');
});

test('the links to the locator are in the shop’s link style and 44 px tall', async () => {
  const user = userEvent.setup();
  renderEventsAt('/en/book-an-appointment');
  await user.click(screen.getByRole('radio', { name: /Visit to a store near you/ }));
  for (const name of ['Find the store nearest to you', 'Find a jeweller near you']) {
    const link = screen.getByRole('link', { name });
    expect(link).toHaveClass('ama-events-standalone-link');
    expect(link.closest('.ama-events-area')).not.toBeNull();
  }
});
