/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, openStaffAt, setUpStaffTests } from '../test-support';
import { expectStaffPage, textsOf } from '../test-support/expect';
import { MANAGER_SESSION, SESSION, staffEvent } from '../test-support/fixtures';

setUpStaffTests();

const EVENTS = [
  staffEvent(),
  staffEvent({
    key: 'luna-summer-rome',
    title: 'Luna summer night',
    venueName: 'AMA Roma',
    city: 'Roma',
    startsAt: '2026-06-04T19:30:00+02:00',
    endsAt: '2026-06-04T22:00:00+02:00',
    state: 'sold_out',
    capacity: 30,
    seatsLeft: 0,
    seatsReserved: 4,
    seatsTaken: 26,
    registrations: 20,
  }),
  staffEvent({ key: 'valenza-open-day', title: 'Valenza open day', state: 'past', startsAt: '2025-10-03T10:00:00+02:00', endsAt: '2025-10-03T17:00:00+02:00' }),
];

test('every event: when at the venue with its zone, its state, the seats taken, left and held, and the registrations', async () => {
  const { requests } = openStaffAt('/en/staff/events', { 'GET /staff/session': () => Response.json(SESSION), 'GET /staff/events': () => Response.json({ events: EVENTS }) });
  const table = await screen.findByRole('table', { name: 'Events' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Event', 'When (at the venue)', 'State', 'Seats taken', 'Seats left', 'Held for guests', 'Registrations']);
  const [, gaia, luna, valenza] = within(table).getAllByRole('row');
  expect(within(gaia!).getByRole('link', { name: 'A Gaia evening in Milan' })).toHaveAttribute('href', '/en/staff/events/gaia-evening-milan');
  expect(within(gaia!).getByRole('rowheader')).toHaveTextContent('AMA Milano, Milano');
  expect(textsOf(within(gaia!).getAllByRole('cell'))).toEqual(['Thu, Dec 10, 2026, 18:00–21:00 (CET, Italian time)', 'Open', '12 of 40', '22', '6', '7']);
  expect(textsOf(within(luna!).getAllByRole('cell'))).toEqual(['Thu, Jun 4, 2026, 19:30–22:00 (CEST, Italian time)', 'Sold out', '26 of 30', '0', '4', '20']);
  expect(valenza).toHaveTextContent('Past');
  expect(screen.getByText('3 events')).toBeInTheDocument();
  expectStaffPage('Events');
  expect(requests.filter((request) => new URL(request.url).pathname === '/api/staff/events').map((request) => new URL(request.url).search)).toEqual(['?locale=en']);
});

test.each([
  ['the staff role', SESSION, ['Orders', 'Warranty renewals', 'Events', 'Appointments']],
  [
    'a manager',
    MANAGER_SESSION,
    ['Orders', 'Warranty renewals', 'Events', 'Appointments', 'Products', 'Discount codes', 'Club AMA', 'ELITE loans', 'Personalisations', 'Custom designs', 'Staff accounts'],
  ],
])('the staff navigation leads to the events, for %s', async (_who, session, links) => {
  openStaffAt('/en/staff/events', { 'GET /staff/session': () => Response.json(session), 'GET /staff/events': () => Response.json({ events: EVENTS }) });
  await screen.findByRole('table');
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(textsOf(within(nav).getAllByRole('link'))).toEqual(links);
  expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/en/staff/events');
  expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
});

test('no events yet: said so', async () => {
  openStaffAt('/en/staff/events', { 'GET /staff/session': () => Response.json(SESSION), 'GET /staff/events': () => Response.json({ events: [] }) });
  expect(await screen.findByText('There are no events yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('the back office fails (5xx): a message with a retry, which shows the list once it answers', async () => {
  let down = true;
  openStaffAt('/en/staff/events', {
    'GET /staff/session': () => Response.json(SESSION),
    'GET /staff/events': () => (down ? errorResponse(500, 'INTERNAL') : Response.json({ events: EVENTS })),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The back office cannot be reached right now.');
  down = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test('the column headers sort the whole list in the page: by title, then by seats left either way; the API is not asked again', async () => {
  const { requests, user } = openStaffAt('/en/staff/events', { 'GET /staff/session': () => Response.json(SESSION), 'GET /staff/events': () => Response.json({ events: EVENTS }) });
  const table = await screen.findByRole('table', { name: 'Events' });
  const titles = () =>
    within(table)
      .getAllByRole('rowheader')
      .map((header) => within(header).getByRole('link').textContent);
  expect(titles()).toEqual(['A Gaia evening in Milan', 'Luna summer night', 'Valenza open day']);
  expect(within(table).getByRole('columnheader', { name: 'Event' })).toHaveAttribute('aria-sort', 'none');

  await user.click(within(table).getByRole('button', { name: 'Seats left' }));
  expect(titles()).toEqual(['Luna summer night', 'A Gaia evening in Milan', 'Valenza open day']);
  expect(within(table).getByRole('columnheader', { name: 'Seats left' })).toHaveAttribute('aria-sort', 'ascending');
  await user.click(within(table).getByRole('button', { name: 'Seats left' }));
  expect(titles()[2]).toBe('Luna summer night');
  expect(within(table).getByRole('columnheader', { name: 'Seats left' })).toHaveAttribute('aria-sort', 'descending');

  await user.click(within(table).getByRole('button', { name: 'When (at the venue)' }));
  expect(titles()).toEqual(['Valenza open day', 'Luna summer night', 'A Gaia evening in Milan']);
  expect(within(table).getByRole('columnheader', { name: 'Seats left' })).toHaveAttribute('aria-sort', 'none');
  expect(requests.filter((request) => new URL(request.url).pathname === '/api/staff/events')).toHaveLength(1);
});
