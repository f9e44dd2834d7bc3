/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLUB_MEMBER_TOKEN_HEADER } from '@ama/contracts';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { renderEventsAt, TEST_STORES } from './test-support';

const TOKEN = 'signed.member-token';
const SHOWROOM = { ...TEST_STORES[0], id: 'milano-showroom', kind: 'showroom', name: 'AMA Showroom Milano' };
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let requests: { method: string; path: string; token: string | null; body: unknown }[];

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('events', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  requests = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const token = request.headers.get(CLUB_MEMBER_TOKEN_HEADER);
    requests.push({ method: request.method, path: url.pathname, token, body: request.method === 'POST' ? await request.json() : null });
    if (url.pathname === '/api/stores') return Response.json({ search: 'all', place: null, stores: [SHOWROOM, ...TEST_STORES] });
    if (url.pathname === '/api/appointments/club-services' && token === TOKEN)
      return Response.json({ member: { name: 'Giulia Rossi', email: 'giulia@example.com' }, services: [{ kind: 'ultrasonic_cleaning', year: 2026, booking: null }] });
    if (url.pathname === '/api/appointments/slots') {
      const date = url.searchParams.get('date')!;
      return Response.json({
        kind: 'ultrasonic_cleaning',
        place: 'milano-showroom',
        date,
        timeZone: 'Europe/Rome',
        slotMinutes: 60,
        slots: [{ start: `${date}T09:00:00.000Z`, time: '10:00' }],
      });
    }
    if (url.pathname === '/api/appointments')
      return Response.json({ error: { code: 'CLUB_SERVICE_ALREADY_USED', message: 'used', fields: { kind: 'already_used_this_year' } } }, { status: 409 });
    return Response.json({ error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  }) as typeof fetch;
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

test('an anonymous visitor is never offered a club service, even with ?kind= in the address', async () => {
  renderEventsAt('/en/book-an-appointment?kind=ultrasonic_cleaning');
  const kinds = screen.getByRole('radiogroup', { name: /Type of appointment/ });
  expect(within(kinds).getAllByRole('radio')).toHaveLength(4);
  expect(within(kinds).queryByRole('radio', { name: /ultrasonic/ })).not.toBeInTheDocument();
  expect(
    within(kinds)
      .getAllByRole('radio')
      .some((radio) => (radio as HTMLInputElement).checked),
  ).toBe(false);
  await waitFor(() => expect(requests.some((request) => request.path === '/api/stores')).toBe(true));
  expect(requests.some((request) => request.path === '/api/appointments/club-services')).toBe(false);
});

test("a member's link preselects the cleaning, offers the stores and the showroom, fills in the membership and sends the token; a used year is said at the kind", async () => {
  const user = userEvent.setup();
  renderEventsAt(`/en/book-an-appointment?kind=ultrasonic_cleaning&token=${encodeURIComponent(TOKEN)}`);
  expect(screen.getByRole('radio', { name: /Club AMA: free ultrasonic cleaning/ })).toBeChecked();
  const place = screen.getByRole('combobox', { name: /Store/ });
  await waitFor(() => expect(within(place).getByRole('option', { name: /AMA Showroom Milano/ })).toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Name and surname/ })).toHaveValue('Giulia Rossi'));
  expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('giulia@example.com');

  fireEvent.change(place, { target: { value: 'milano-showroom' } });
  fireEvent.change(screen.getByLabelText(/^Day/), { target: { value: tomorrow() } });
  await user.click(await screen.findByRole('radio', { name: '10:00' }));
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '347 123 4567');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Book the appointment' }));

  expect(await screen.findByText('You have already booked this service this year.')).toBeInTheDocument();
  const posted = requests.find((request) => request.method === 'POST')!;
  expect(posted.token).toBe(TOKEN);
  expect(posted.body).toMatchObject({ kind: 'ultrasonic_cleaning', place: 'milano-showroom', name: 'Giulia Rossi', email: 'giulia@example.com' });
});
