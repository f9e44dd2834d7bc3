/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffEventResponse } from '@ama/contracts';
import { errorResponse, openStaffAt, setUpStaffTests, toastMessages } from '../test-support';
import { expectStaffWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { registration, SESSION, staffEvent } from '../test-support/fixtures';

setUpStaffTests();

const PATH = '/en/staff/events/gaia-evening-milan';
const API_PATH = '/staff/events/gaia-evening-milan';

const DETAILS: StaffEventResponse = {
  event: staffEvent(),
  registrations: [
    registration(),
    registration({
      email: 'hans@example.de',
      firstName: 'Hans',
      lastName: 'Müller',
      phone: '+49 170 1234567',
      company: '',
      presence: false,
      seats: 0,
      companions: [],
      locale: 'de',
      status: 'cancelled',
      registeredAt: '2026-11-03T10:00:00.000Z',
      cancelledAt: '2026-11-05T16:30:00.000Z',
    }),
  ],
  editable: {
    startsAt: '2026-12-10T18:30',
    endsAt: '2026-12-10T21:30',
    capacity: 40,
    seatsReserved: 4,
    texts: Object.fromEntries(
      (['en', 'it', 'es', 'de'] as const).map((locale) => [
        locale,
        {
          title: `Gaia evening (${locale})`,
          summary: 'An evening with the Gaia collection.',
          description: 'Drinks and jewels.',
          venueName: 'AMA Milano',
          address: 'Via della Spiga 1',
          city: 'Milano',
        },
      ]),
    ) as StaffEventResponse['editable']['texts'],
  },
};

type Answer = (request: Request) => Response | Promise<Response>;

/** The event's page; its cancellation answers with `cancel` (by default: done, the event now cancelled). */
function openEvent(details: StaffEventResponse = DETAILS, cancel?: Answer) {
  let current = details;
  return openStaffAt(PATH, {
    'GET /staff/session': () => Response.json(SESSION),
    [`GET ${API_PATH}`]: () => Response.json(current),
    [`POST ${API_PATH}/cancellation`]: async (request) => {
      if (cancel) return cancel(request);
      current = { ...current, event: { ...current.event, state: 'cancelled' } };
      return Response.json(current);
    },
  });
}

const posts = (requests: Request[]) => requests.filter(({ method }) => method === 'POST');
const section = (name: string) => screen.getByRole('region', { name });

test("the event's facts: when and where at the venue, its state and seats; its title is the page's heading", async () => {
  openEvent();
  expect(await screen.findByRole('heading', { level: 1, name: 'A Gaia evening in Milan' })).toBeInTheDocument();
  const facts = section('The event');
  expectTextsIn(facts, [
    'StateOpen',
    'WhenThu, Dec 10, 2026, 18:00–21:00 (CET, Italian time)',
    'WhereAMA MilanoVia della Spiga 8, 20121 Milano',
    'Capacity40',
    'Seats taken12',
    'Seats left22',
    'Seats held for invited guests6',
    'Confirmed registrations7',
  ]);
  expect(screen.getByRole('link', { name: 'All events' })).toHaveAttribute('href', '/en/staff/events');
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the guests, cancelled ones too, each with their companions; the list as CSV is a plain download link', async () => {
  openEvent();
  const table = await screen.findByRole('table', { name: 'Guests' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual([
    'Name',
    'Company',
    'E-mail',
    'Phone',
    'Attending',
    'Seats',
    'Companions',
    'Language',
    'Status',
    'Registered',
  ]);
  const giulia = within(table).getByRole('row', { name: /^Giulia Rossi/ });
  expect(giulia).toHaveTextContent('Rossi Gioielli');
  expect(within(giulia).getByRole('link', { name: 'giulia.rossi@example.com' })).toHaveAttribute('href', 'mailto:giulia.rossi@example.com');
  expect(within(giulia).getByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute('href', 'tel:+393331234567');
  expect(textsOf(within(giulia).getAllByRole('listitem'))).toEqual(['Marco Bianchi', 'Sara Verdi']);
  expectTextsIn(giulia, ['Yes', 'Italian', 'Confirmed', 'Nov 2, 2026']);

  const hans = within(table).getByRole('row', { name: /^Hans Müller/ });
  expectTextsIn(hans, ['German', 'No', 'None', 'Cancelled on Nov 5, 2026']);
  expect(section('Guests')).toHaveTextContent('2 registrations, cancelled ones included');

  const csv = screen.getByRole('link', { name: 'Download the guest list (CSV)' });
  expect(csv).toHaveAttribute('href', '/api/staff/events/gaia-evening-milan/registrations.csv?locale=en');
  expect(csv).toHaveAttribute('download');
});

test('cancelling asks first (every confirmed guest is e-mailed), then posts with the CSRF token and shows the event cancelled', async () => {
  const { requests, user } = openEvent();
  await user.click(await screen.findByRole('button', { name: 'Cancel this event' }));
  const question = screen.getByRole('group', { name: 'Cancel “A Gaia evening in Milan”?' });
  expect(question).toHaveTextContent('Every confirmed guest (7) will be e-mailed, in their language, that the event is cancelled.');
  expect(question).toHaveTextContent('This cannot be undone.');
  expect(within(question).getByText('Cancel “A Gaia evening in Milan”?')).toHaveFocus();
  expect(posts(requests)).toEqual([]);

  await user.click(within(question).getByRole('button', { name: 'Yes, cancel it and e-mail the guests' }));
  await waitFor(() => expect(section('The event')).toHaveTextContent('StateCancelled'));
  expect(screen.queryByRole('button', { name: 'Cancel this event' })).not.toBeInTheDocument();
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'The event' })).toHaveFocus();
  const [post] = posts(requests);
  expect(new URL(post!.url).pathname).toBe('/api/staff/events/gaia-evening-milan/cancellation');
  expect(new URL(post!.url).searchParams.get('locale')).toBe('en');
  await expectStaffWrite(post, {}, SESSION);
  expect(toastMessages()).toContain('“A Gaia evening in Milan” is cancelled. Every confirmed guest is being e-mailed.');
});

test('"Keep the event" puts the question away and sends nothing', async () => {
  const { requests, user } = openEvent();
  await user.click(await screen.findByRole('button', { name: 'Cancel this event' }));
  await user.click(screen.getByRole('button', { name: 'Keep the event' }));
  expect(screen.getByRole('button', { name: 'Cancel this event' })).toHaveFocus();
  expect(posts(requests)).toEqual([]);
});

test.each([
  ['cancelled', 'Cancelled'],
  ['past', 'Past'],
] as const)('a %s event offers no cancellation', async (state, label) => {
  openEvent({ ...DETAILS, event: staffEvent({ state }) });
  await waitFor(() => expect(section('The event')).toHaveTextContent(`State${label}`));
  expect(screen.queryByRole('button', { name: 'Cancel this event' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download the guest list (CSV)' })).toBeInTheDocument();
});

test('cancelled meanwhile by someone else (409): said so, and the event read again', async () => {
  let cancelled = false;
  const { requests, user } = openStaffAt(PATH, {
    'GET /staff/session': () => Response.json(SESSION),
    [`GET ${API_PATH}`]: () => Response.json(cancelled ? { ...DETAILS, event: staffEvent({ state: 'cancelled' }) } : DETAILS),
    [`POST ${API_PATH}/cancellation`]: () => {
      cancelled = true;
      return errorResponse(409, 'EVENT_CANCELLED');
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Cancel this event' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel it and e-mail the guests' }));
  await waitFor(() => expect(section('The event')).toHaveTextContent('StateCancelled'));
  expect(toastMessages()).toContain('This event was already cancelled; the page now shows it as it is.');
  expect(requests.filter(({ method, url }) => method === 'GET' && new URL(url).pathname === `/api${API_PATH}`)).toHaveLength(2);
});

test('no event at this address: said so', async () => {
  openStaffAt(PATH, { 'GET /staff/session': () => Response.json(SESSION), [`GET ${API_PATH}`]: () => errorResponse(404, 'NOT_FOUND') });
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no event at this address.');
  expect(screen.getByRole('heading', { level: 1, name: 'Event gaia-evening-milan' })).toBeInTheDocument();
});

test('the guest table sits in its own focusable, named region, which scrolls when the table does not fit, not the page', async () => {
  openEvent();
  const table = await screen.findByRole('table', { name: 'Guests' });
  const region = screen.getByRole('region', { name: 'Guest list' });
  expect(region).toContainElement(table);
  expect(region).toHaveAttribute('tabindex', '0');
  region.focus();
  expect(region).toHaveFocus();
});
