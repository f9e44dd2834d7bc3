/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffAppointment } from '@ama/contracts';
import { todayInItaly } from '../appointments/appointment-day';
import { address, errorResponse, openStaffAt, setUpStaffTests, toastMessages, writes } from '../test-support';
import { expectStaffPage, expectStaffWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { appointment, MANAGER_SESSION, SESSION } from '../test-support/fixtures';

setUpStaffTests();

const DAY = '2026-12-10';
const PATH = `/en/staff/appointments?date=${DAY}`;

const LOLA = appointment();
const GIULIA = appointment({
  id: 42,
  kind: 'store',
  place: { id: 'milano-spiga', name: 'AMA Milano', address: 'Via della Spiga 8', postalCode: '20121', city: 'Milano', country: 'IT', phone: '+39 02 1234567' },
  start: '2026-12-10T13:00:00.000Z',
  end: '2026-12-10T14:00:00.000Z',
  name: 'Giulia Rossi',
  email: 'giulia.rossi@example.com',
  phone: '+39 333 123 4567',
  locale: 'it',
});
const HANS = appointment({
  id: 43,
  kind: 'phone',
  start: '2026-12-10T15:00:00.000Z',
  end: '2026-12-10T16:00:00.000Z',
  name: 'Hans Müller',
  email: 'hans@example.de',
  locale: 'de',
  status: 'cancelled',
});

type Answer = (request: Request) => Response | Promise<Response>;

/** The appointments page; a write answers with `write` when given, else as the BFF would (and the day keeps it). */
function openAppointments(path = PATH, { session = SESSION, write }: { session?: typeof SESSION; write?: Answer } = {}) {
  let appointments: StaffAppointment[] = [LOLA, GIULIA, HANS];
  const change = (id: number, update: Partial<StaffAppointment>) => {
    appointments = appointments.map((one) => (one.id === id ? { ...one, ...update } : one));
    return Response.json({ appointment: appointments.find((one) => one.id === id) });
  };
  return openStaffAt(path, {
    'GET /staff/session': () => Response.json(session),
    'GET /staff/appointments': (_request, url) => {
      const date = url.searchParams.get('date')!;
      return Response.json({ date, appointments: date === DAY ? appointments : [] });
    },
    [`PUT /staff/appointments/${LOLA.id}/video-link`]: async (request) => {
      if (write) return write(request);
      const { videoLink } = (await request.json()) as { videoLink: string };
      return change(LOLA.id, { videoLink });
    },
    [`POST /staff/appointments/${GIULIA.id}/cancellation`]: (request) => (write ? write(request) : change(GIULIA.id, { status: 'cancelled' })),
  });
}

const dayQueries = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/staff/appointments').map((request) => new URL(request.url).searchParams.get('date'));
const row = (name: string) => screen.getByText(name, { selector: '.ama-staff-appointments__name' }).closest('tr')!;

test("the day's appointments in start order: time at the place, kind, place, customer, language, status and video link", async () => {
  const { requests } = openAppointments();
  const table = await screen.findByRole('table', { name: 'Appointments on Thursday, December 10, 2026' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Time', 'Kind', 'Place', 'Customer', 'Language', 'Status', 'Video call link', 'Change']);
  expect(textsOf(within(table).getAllByRole('rowheader'))).toEqual(['10:00–11:00', '14:00–15:00', '16:00–17:00']);

  const lola = row('Lola Flores');
  expect(lola).toHaveTextContent('Video call');
  expect(lola).toHaveTextContent('— (a call)');
  expect(within(lola).getByRole('link', { name: 'lola.flores@example.es' })).toHaveAttribute('href', 'mailto:lola.flores@example.es');
  expect(within(lola).getByRole('link', { name: '+34 612 345 678' })).toHaveAttribute('href', 'tel:+34612345678');
  expectTextsIn(lola, ['Spanish', 'Booked', 'No link sent yet.']);

  const giulia = row('Giulia Rossi');
  expectTextsIn(giulia, ['In store', 'AMA MilanoVia della Spiga 8, 20121 Milano', 'Italian']);
  expect(within(giulia).queryByRole('textbox')).not.toBeInTheDocument();

  const hans = row('Hans Müller');
  expect(hans).toHaveTextContent('Cancelled');
  expect(within(hans).queryByRole('button')).not.toBeInTheDocument();

  expect(screen.getByText('3 appointments, cancelled ones included')).toBeInTheDocument();
  expectStaffPage('Appointments');
  expect(dayQueries(requests)).toEqual([DAY]);
});

test("without a day in the URL: today in Italy; the day picker and the previous and next days' links change the URL's day", async () => {
  const { requests, user } = openAppointments('/en/staff/appointments');
  const today = todayInItaly();
  await waitFor(() => expect(dayQueries(requests)).toEqual([today]));
  expect(await screen.findByRole('heading', { level: 2, name: /^Today, / })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Day/)).toHaveValue(today);
  expect(screen.queryByRole('link', { name: 'Today' })).not.toBeInTheDocument();

  const day = screen.getByLabelText(/^Day/);
  await user.clear(day);
  await user.type(day, DAY);
  await user.click(screen.getByRole('button', { name: 'Show the day' }));
  await waitFor(() => expect(address()).toHaveTextContent(`/en/staff/appointments?date=${DAY}`));
  expect(await screen.findByRole('table', { name: 'Appointments on Thursday, December 10, 2026' })).toBeInTheDocument();

  const days = screen.getByRole('navigation', { name: 'Other days' });
  expect(within(days).getByRole('link', { name: 'Previous day' })).toHaveAttribute('href', '/en/staff/appointments?date=2026-12-09');
  expect(within(days).getByRole('link', { name: 'Today' })).toHaveAttribute('href', `/en/staff/appointments?date=${today}`);
  await user.click(within(days).getByRole('link', { name: 'Next day' }));
  await waitFor(() => expect(address()).toHaveTextContent('/en/staff/appointments?date=2026-12-11'));
  expect(await screen.findByText('There are no appointments on this day.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Friday, December 11, 2026' })).toBeInTheDocument();
  expect(dayQueries(requests).slice(-2)).toEqual([DAY, '2026-12-11']);
});

test("a video call's link: checked first, sent with the CSRF token, then shown in the row, and a toast", async () => {
  const { requests, user } = openAppointments();
  await screen.findByRole('table');
  const field = screen.getByRole('textbox', { name: 'Video call link for Lola Flores' });
  const send = screen.getByRole('button', { name: 'Send the link to Lola Flores' });

  await user.type(field, 'http://meet.example.com/ama-lola');
  await user.click(send);
  expect(await screen.findByText('Please enter an address starting with https://.')).toBeInTheDocument();
  await waitFor(() => expect(field).toHaveFocus());
  expect(writes(requests)).toEqual([]);

  await user.clear(field);
  await user.type(field, 'https://meet.example.com/ama-lola');
  await user.click(send);
  await waitFor(() => expect(toastMessages()).toContain('The video call link was sent to Lola Flores (lola.flores@example.es).'));
  const [put] = writes(requests);
  expect(put!.method).toBe('PUT');
  expect(new URL(put!.url).pathname).toBe('/api/staff/appointments/41/video-link');
  await expectStaffWrite(put, { videoLink: 'https://meet.example.com/ama-lola' }, SESSION);
  expect(within(row('Lola Flores')).getByRole('link', { name: 'https://meet.example.com/ama-lola' })).toHaveAttribute('href', 'https://meet.example.com/ama-lola');
});

test('a link the server refuses is said at the field; an appointment cancelled meanwhile is said in the form and a toast', async () => {
  let answer: Response = errorResponse(400, 'VALIDATION_FAILED', { videoLink: 'invalid_url' });
  const { user } = openAppointments(PATH, { write: () => answer });
  await screen.findByRole('table');
  await user.type(screen.getByRole('textbox', { name: 'Video call link for Lola Flores' }), 'https://meet.example.com/x');
  await user.click(screen.getByRole('button', { name: 'Send the link to Lola Flores' }));
  expect(await screen.findByText('Please enter an address starting with https://.')).toBeInTheDocument();

  answer = errorResponse(409, 'APPOINTMENT_CANCELLED');
  await user.click(screen.getByRole('button', { name: 'Send the link to Lola Flores' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This appointment has been cancelled meanwhile');
  expect(toastMessages()).toContain('This appointment has been cancelled meanwhile; the day now shows it as it is.');
});

test('cancelling an appointment: asked inline (the customer will be e-mailed), sent with the CSRF token, then the row says so, and a toast', async () => {
  const { requests, user } = openAppointments(PATH, { session: MANAGER_SESSION });
  await user.click(await screen.findByRole('button', { name: 'Cancel the appointment with Giulia Rossi' }));
  expect(writes(requests)).toEqual([]);
  const question = within(row('Giulia Rossi')).getByRole('group', { name: 'Cancel the appointment with Giulia Rossi?' });
  expect(question).toHaveTextContent('The customer will be e-mailed, in their language, that it is cancelled');
  expect(screen.getByText('Cancel the appointment with Giulia Rossi?')).toHaveFocus();

  await user.click(within(question).getByRole('button', { name: 'Keep the appointment with Giulia Rossi' }));
  expect(screen.getByRole('button', { name: 'Cancel the appointment with Giulia Rossi' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Cancel the appointment with Giulia Rossi' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the appointment with Giulia Rossi and e-mail the customer' }));

  await waitFor(() => expect(row('Giulia Rossi')).toHaveTextContent('Cancelled'));
  expect(within(row('Giulia Rossi')).queryByRole('button')).not.toBeInTheDocument();
  const [post] = writes(requests);
  expect(new URL(post!.url).pathname).toBe('/api/staff/appointments/42/cancellation');
  await expectStaffWrite(post, {}, MANAGER_SESSION);
  expect(toastMessages()).toContain('The appointment with Giulia Rossi is cancelled; giulia.rossi@example.com is being e-mailed.');
});

test('an appointment cancelled meanwhile: said in a toast, and the day is read again', async () => {
  const { requests, user } = openAppointments(PATH, { write: () => errorResponse(409, 'APPOINTMENT_CANCELLED') });
  await user.click(await screen.findByRole('button', { name: 'Cancel the appointment with Giulia Rossi' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the appointment with Giulia Rossi and e-mail the customer' }));
  await waitFor(() => expect(toastMessages()).toContain('This appointment was already cancelled; the day now shows it as it is.'));
  await waitFor(() => expect(dayQueries(requests)).toEqual([DAY, DAY]));
});

test('the back office not answering: said in place with a retry', async () => {
  openStaffAt(PATH, { 'GET /staff/session': () => Response.json(SESSION), 'GET /staff/appointments': () => errorResponse(503, 'UNAVAILABLE') });
  expect(await screen.findByRole('alert')).toHaveTextContent('The back office cannot be reached right now.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test("the customer's and the status's headers sort the day in the page, either way; the time's puts it back in start order", async () => {
  const { user } = openAppointments();
  const table = await screen.findByRole('table');
  const customers = () => [...table.querySelectorAll('.ama-staff-appointments__name')].map((name) => name.textContent);
  expect(customers()).toEqual(['Lola Flores', 'Giulia Rossi', 'Hans Müller']);

  await user.click(within(table).getByRole('button', { name: 'Customer' }));
  expect(customers()).toEqual(['Giulia Rossi', 'Hans Müller', 'Lola Flores']);
  expect(within(table).getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'ascending');
  await user.click(within(table).getByRole('button', { name: 'Customer' }));
  expect(customers()).toEqual(['Lola Flores', 'Hans Müller', 'Giulia Rossi']);
  expect(within(table).getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'descending');

  await user.click(within(table).getByRole('button', { name: 'Status' }));
  expect(customers()[2]).toBe('Hans Müller');
  await user.click(within(table).getByRole('button', { name: 'Time' }));
  expect(customers()).toEqual(['Lola Flores', 'Giulia Rossi', 'Hans Müller']);
  expect(within(table).getByRole('columnheader', { name: 'Time' })).toHaveAttribute('aria-sort', 'ascending');
});
