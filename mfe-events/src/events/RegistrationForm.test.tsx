/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail } from '@ama/contracts';
import { addMessages, api, changeLocale, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { errorResponse, renderEventsAt, stubApi } from './test-support';

const EVENT: EventDetail = {
  key: 'valenza-atelier-winter-evening-2026',
  title: 'Winter evening at the Valenza atelier',
  summary: 'Watch our goldsmiths at the bench.',
  description: 'Once a year we open the doors.\n\nMulled wine by the fire.',
  venueName: 'AMA atelier',
  address: 'Viale Dante 12, 15048 Valenza',
  city: 'Valenza',
  country: 'IT',
  startsAt: '2026-12-10T18:00:00+01:00',
  endsAt: '2026-12-10T21:00:00+01:00',
  timeZone: 'Europe/Rome',
  state: 'open',
  capacity: 200,
  seatsLeft: 160,
};
const TOKEN = 'A'.repeat(43);
const detail =
  (event: EventDetail = EVENT) =>
  () =>
    Response.json(event);
const DETAIL_PATH = `GET /events/${EVENT.key}`;
const REGISTER_PATH = `POST /events/${EVENT.key}/registrations`;

jest.setTimeout(60_000);

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('events', messages);
  configureApi({ retryDelayMs: 0 });
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));
afterAll(() => {
  // @ts-expect-error -- the stub is removed so no other suite inherits it
  delete globalThis.fetch;
});

async function openForm(locale = 'en') {
  await act(() => changeLocale(locale as 'en'));
  renderEventsAt(`/${locale}/events/booking?event=${EVENT.key}`);
  await screen.findByRole('form');
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+39 02 1234 5678');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Analytical Engines');
  await user.click(screen.getByRole('radio', { name: 'Yes, I will attend' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the event conditions' }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('event registration form', () => {
  it('marks the mandatory fields with an asterisk and explains the asterisk', async () => {
    stubApi({ [DETAIL_PATH]: detail() });
    await openForm();
    const form = screen.getByRole('form', { name: 'Your registration' });
    for (const name of ['First name', 'Last name', 'Phone', 'E-mail', 'Company name']) expect(within(form).getByRole('textbox', { name })).toBeRequired();
    expect(within(form).getByRole('radiogroup', { name: /Will you attend/ })).toHaveAttribute('aria-required', 'true');
    expect(within(form).getByRole('checkbox', { name: 'I accept the event conditions' })).toBeRequired();
    expect(within(form).getByRole('checkbox', { name: /privacy policy/ })).toBeRequired();
    expect(form.querySelectorAll('.ama-field__required')).toHaveLength(8);
    expect(within(form).getByText('Fields marked with an asterisk (*) are mandatory.')).toBeInTheDocument();
  });

  it('explains every problem in the shopper’s language without calling the server, and focuses the first', async () => {
    const requests = stubApi({ [DETAIL_PATH]: detail() });
    const user = await openForm('de');
    await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '12');
    await user.click(screen.getByRole('button', { name: 'Anmeldung bestätigen' }));

    // The focus moves on the next frame, once the messages are drawn.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveAccessibleDescription(/Bitte geben Sie eine gültige Telefonnummer ein\./);
    expect(screen.getByRole('radiogroup', { name: /Werden Sie teilnehmen/ })).toHaveAccessibleDescription('Bitte sagen Sie uns, ob Sie teilnehmen.');
    expect(screen.getByRole('checkbox', { name: 'Ich akzeptiere die Teilnahmebedingungen' })).toHaveAccessibleDescription(
      'Bitte akzeptieren Sie die Teilnahmebedingungen, um sich anzumelden.',
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await act(() => changeLocale('en'));
  });

  it('adds and removes companions, each with a name field, and sends them with the registration', async () => {
    const requests = stubApi({
      [DETAIL_PATH]: detail(),
      [REGISTER_PATH]: () =>
        Response.json(
          {
            registration: {
              eventKey: EVENT.key,
              email: 'ada@example.com',
              firstName: 'Ada',
              presence: 'yes',
              seats: 3,
              companions: ['Marco Rossi', 'Sara Bianchi'],
              cancelToken: TOKEN,
            },
          },
          { status: 201 },
        ),
    });
    const user = await openForm();
    await fillIn(user);
    for (let count = 0; count < 3; count++) await user.click(screen.getByRole('button', { name: 'Add a companion' }));
    // The focus moves on the next frame, once the new field is drawn.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Companion 3: full name' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove companion 2' }));
    expect(screen.queryByRole('textbox', { name: 'Companion 3: full name' })).not.toBeInTheDocument();

    // An empty companion name is a problem of its own field.
    await user.click(screen.getByRole('button', { name: 'Confirm my registration' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Companion 1: full name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Companion 1: full name' })).toHaveAccessibleDescription('Please fill in this field.');

    await user.type(screen.getByRole('textbox', { name: 'Companion 1: full name' }), 'Marco Rossi');
    await user.type(screen.getByRole('textbox', { name: 'Companion 2: full name' }), 'Sara Bianchi');
    expect(screen.getByText('You are booking 3 seats.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm my registration' }));

    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeInTheDocument();
    const posted = requests.find((request) => request.method === 'POST')!;
    expect(new URL(posted.url).searchParams.get('locale')).toBe('en');
    expect(await posted.json()).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+390212345678',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      companions: [{ name: 'Marco Rossi' }, { name: 'Sara Bianchi' }],
      presence: 'yes',
      conditions: true,
      privacy: true,
    });
    expect(screen.getByText('Thank you, Ada: we have reserved 3 seats for “Winter evening at the Valenza atelier”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel my registration' })).toBeInTheDocument();
  });

  it('says clearly when the seats ran out, and keeps what was typed', async () => {
    stubApi({ [DETAIL_PATH]: detail(), [REGISTER_PATH]: () => errorResponse(409, 'SOLD_OUT') });
    const user = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Confirm my registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not enough seats left for your registration/);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });

  it('shows the server’s field problems in place: an e-mail already registered', async () => {
    stubApi({ [DETAIL_PATH]: detail(), [REGISTER_PATH]: () => errorResponse(409, 'EMAIL_ALREADY_REGISTERED', { email: 'already_registered' }) });
    const user = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Confirm my registration' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('This e-mail is already registered for this event.'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus());
  });

  it('cancels from the confirmation screen', async () => {
    const requests = stubApi({
      [DETAIL_PATH]: detail(),
      [REGISTER_PATH]: () =>
        Response.json(
          { registration: { eventKey: EVENT.key, email: 'ada@example.com', firstName: 'Ada', presence: 'yes', seats: 1, companions: [], cancelToken: TOKEN } },
          { status: 201 },
        ),
      'POST /events/registrations/cancel': () =>
        Response.json({ cancellation: { alreadyCancelled: false, event: { key: EVENT.key, title: EVENT.title, startsAt: EVENT.startsAt, timeZone: EVENT.timeZone } } }),
    });
    const user = await openForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Confirm my registration' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    expect(await screen.findByRole('heading', { name: 'Registration cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/Your seats are free again/)).toBeInTheDocument();
    const cancel = requests.find((request) => request.url.includes('/cancel'))!;
    expect(await cancel.json()).toEqual({ token: TOKEN });
  });

  it('does not offer the form for a sold-out event (AUSVERKAUFT in German)', async () => {
    stubApi({ [DETAIL_PATH]: detail({ ...EVENT, state: 'sold_out', seatsLeft: 0 }) });
    await act(() => changeLocale('de'));
    renderEventsAt(`/de/events/booking?event=${EVENT.key}`);
    expect(await screen.findByText('Dieses Event ist AUSVERKAUFT: Anmeldungen sind nicht mehr möglich.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await act(() => changeLocale('en'));
  });
});

describe('cancellation link', () => {
  it('changes nothing until the guest confirms; then says it is cancelled, and a second time that it already was', async () => {
    let calls = 0;
    const requests = stubApi({
      'POST /events/registrations/cancel': () =>
        Response.json({ cancellation: { alreadyCancelled: calls++ > 0, event: { key: EVENT.key, title: EVENT.title, startsAt: EVENT.startsAt, timeZone: EVENT.timeZone } } }),
    });
    const { unmount } = renderEventsAt(`/en/events/booking?cancel=${TOKEN}`);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Event registration' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my registration' }));
    expect(await screen.findByText('Your registration for “Winter evening at the Valenza atelier” is cancelled. Your seats are free again for other guests.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    // The link opened again later.
    unmount();
    renderEventsAt(`/en/events/booking?cancel=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my registration' }));
    expect(await screen.findByText('Your registration for “Winter evening at the Valenza atelier” was already cancelled. There is nothing more to do.')).toBeInTheDocument();
  });

  it('says so when the link is not valid', async () => {
    stubApi({ 'POST /events/registrations/cancel': () => errorResponse(404, 'NOT_FOUND') });
    renderEventsAt(`/en/events/booking?cancel=${TOKEN}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yes, cancel my registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This cancellation link is not valid.');
  });
});
