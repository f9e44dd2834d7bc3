/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALES, type StaffEventResponse } from '@ama/contracts';
import { errorResponse, openStaffAt, setUpStaffTests, toastMessages } from '../test-support';
import { expectStaffWrite } from '../test-support/expect';
import { SESSION, staffEvent } from '../test-support/fixtures';

setUpStaffTests();

const LANGUAGE = { en: 'English', it: 'Italian', es: 'Spanish', de: 'German' } as const;
const texts = (locale: string) => ({
  title: `Gaia evening (${locale})`,
  summary: 'The Gaia pieces, shown by their designer.',
  description: 'Drinks at the showroom.',
  venueName: 'AMA Milano',
  address: 'Via della Spiga 8, 20121 Milano',
  city: 'Milano',
});
const CREATED: StaffEventResponse = {
  event: staffEvent({ key: 'gaia-evening-2027', title: 'Gaia evening (en)', registrations: 0, seatsTaken: 0 }),
  registrations: [],
  editable: {
    startsAt: '2027-03-18T18:30',
    endsAt: '2027-03-18T21:30',
    capacity: 40,
    seatsReserved: 4,
    texts: Object.fromEntries(LOCALES.map((locale) => [locale, texts(locale)])) as StaffEventResponse['editable']['texts'],
  },
};

async function fillLanguage(user: ReturnType<typeof userEvent.setup>, locale: keyof typeof LANGUAGE, skip: string[] = []) {
  const group = screen.getByRole('group', { name: LANGUAGE[locale] });
  const values = texts(locale);
  const labels = { title: 'Title', summary: 'Summary for the list', description: 'Description', venueName: 'Venue', address: 'Address', city: 'City' } as const;
  for (const [field, label] of Object.entries(labels)) {
    if (skip.includes(field)) continue;
    // Pasted, not typed key by key: 24 fields typed took most of this file's time.
    await user.click(within(group).getByRole('textbox', { name: new RegExp(`^${label}`) }));
    await user.paste(values[field as keyof typeof labels]);
  }
}

test('a new event in four languages: judged before it is sent, then created with the CSRF token, and its page opens', async () => {
  const { requests, user } = openStaffAt('/en/staff/events', {
    'GET /staff/session': () => Response.json(SESSION),
    'GET /staff/events': () => Response.json({ events: [] }),
    'POST /staff/events': () => Response.json(CREATED, { status: 201 }),
    'GET /staff/events/gaia-evening-2027': () => Response.json(CREATED),
  });
  await user.click(await screen.findByRole('button', { name: 'New event' }));
  await user.type(screen.getByRole('textbox', { name: /^Address of its page/ }), 'gaia-evening-2027');
  await user.type(screen.getByLabelText(/^Starts/), '2027-03-18T18:30');
  await user.type(screen.getByLabelText(/^Ends/), '2027-03-18T21:30');
  await user.type(screen.getAllByRole('textbox', { name: /^Seats/ })[0]!, '40');
  await user.clear(screen.getByRole('textbox', { name: /^Seats held for invited guests/ }));
  await user.type(screen.getByRole('textbox', { name: /^Seats held for invited guests/ }), '4');
  for (const locale of ['en', 'it', 'es'] as const) await fillLanguage(user, locale);
  await fillLanguage(user, 'de', ['title']);
  await user.click(screen.getByRole('button', { name: 'Create the event' }));

  const germanTitle = within(screen.getByRole('group', { name: 'German' })).getByRole('textbox', { name: /^Title/ });
  await waitFor(() => expect(germanTitle).toHaveAccessibleDescription(expect.stringContaining('Please fill in this field.')));
  await waitFor(() => expect(germanTitle).toHaveFocus());
  expect(requests.filter(({ method }) => method === 'POST')).toEqual([]);

  await user.type(germanTitle, texts('de').title);
  await user.click(screen.getByRole('button', { name: 'Create the event' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Gaia evening (en)' })).toBeInTheDocument();
  const [post] = requests.filter(({ method }) => method === 'POST');
  await expectStaffWrite(post, { key: 'gaia-evening-2027', ...CREATED.editable, access: 'public' }, SESSION);
  expect(toastMessages()).toContain('“Gaia evening (en)” is created and open for registration.');
});

test('an address another event has is said at its field, with everything typed kept', async () => {
  const { user } = openStaffAt('/en/staff/events', {
    'GET /staff/session': () => Response.json(SESSION),
    'GET /staff/events': () => Response.json({ events: [] }),
    'POST /staff/events': () => errorResponse(409, 'EVENT_KEY_TAKEN'),
  });
  await user.click(await screen.findByRole('button', { name: 'New event' }));
  await user.type(screen.getByRole('textbox', { name: /^Address of its page/ }), 'gaia-evening-2027');
  await user.type(screen.getByLabelText(/^Starts/), '2027-03-18T18:30');
  await user.type(screen.getByLabelText(/^Ends/), '2027-03-18T21:30');
  await user.type(screen.getAllByRole('textbox', { name: /^Seats/ })[0]!, '40');
  for (const locale of LOCALES) await fillLanguage(user, locale);
  await user.click(screen.getByRole('button', { name: 'Create the event' }));
  const key = screen.getByRole('textbox', { name: /^Address of its page/ });
  await waitFor(() => expect(key).toHaveAccessibleDescription(expect.stringContaining('Another event has this address. Please choose another.')));
  expect(key).toHaveValue('gaia-evening-2027');
});

test('an event’s page offers its edit form with the event as it stands; a time moved is saved', async () => {
  const { requests, user } = openStaffAt('/en/staff/events/gaia-evening-2027', {
    'GET /staff/session': () => Response.json(SESSION),
    'GET /staff/events/gaia-evening-2027': () => Response.json(CREATED),
    'PUT /staff/events/gaia-evening-2027': async (request) => {
      const body = (await request.json()) as StaffEventResponse['editable'];
      return Response.json({ ...CREATED, editable: body });
    },
  });
  const form = await screen.findByRole('form', { name: 'Edit the event' });
  expect(within(form).getByLabelText(/^Starts/)).toHaveValue('2027-03-18T18:30');
  expect(within(within(form).getByRole('group', { name: 'Italian' })).getByRole('textbox', { name: /^Title/ })).toHaveValue('Gaia evening (it)');
  expect(form).toHaveTextContent('If the time or the place changes, every confirmed guest is e-mailed in their language.');
  await user.clear(within(form).getByLabelText(/^Starts/));
  await user.type(within(form).getByLabelText(/^Starts/), '2027-03-18T19:00');
  await user.click(within(form).getByRole('button', { name: 'Save the changes' }));
  await waitFor(() => expect(toastMessages()).toContain('“Gaia evening (en)” is saved.'));
  const [put] = requests.filter(({ method }) => method === 'PUT');
  expect(await put!.json()).toMatchObject({ startsAt: '2027-03-18T19:00', capacity: 40 });
});

/** A new event's form filled in but for who may register. */
async function fillNewEvent(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'New event' }));
  await user.type(screen.getByRole('textbox', { name: /^Address of its page/ }), 'gaia-preview-2027');
  await user.type(screen.getByLabelText(/^Starts/), '2027-03-18T18:30');
  await user.type(screen.getByLabelText(/^Ends/), '2027-03-18T21:30');
  await user.type(screen.getAllByRole('textbox', { name: /^Seats/ })[0]!, '40');
  for (const locale of LOCALES) await fillLanguage(user, locale);
}

test('an event for Club AMA members first: the days are asked for and judged before it is sent, then sent with the choice', async () => {
  const { requests, user } = openStaffAt('/en/staff/events', {
    'GET /staff/session': () => Response.json(SESSION),
    'GET /staff/events': () => Response.json({ events: [] }),
    'POST /staff/events': () => Response.json(CREATED, { status: 201 }),
    'GET /staff/events/gaia-evening-2027': () => Response.json(CREATED),
  });
  await fillNewEvent(user);
  const access = screen.getByRole('radiogroup', { name: /^Who may register/ });
  expect(within(access).getByRole('radio', { name: 'Everyone' })).toBeChecked();
  expect(access).toHaveAccessibleDescription(expect.stringContaining('every active Club AMA member is invited by e-mail'));
  expect(screen.queryByRole('textbox', { name: /^Days for members/ })).not.toBeInTheDocument();

  await user.click(within(access).getByRole('radio', { name: 'Club AMA members first, then everyone' }));
  const days = screen.getByRole('textbox', { name: /^Days for members before everyone else/ });
  expect(days).toHaveAccessibleDescription(expect.stringContaining('From 1 to 60 days'));
  await user.click(screen.getByRole('button', { name: 'Create the event' }));
  await waitFor(() => expect(days).toHaveAccessibleDescription(expect.stringContaining('Please fill in this field.')));
  // The form moves the focus to its first problem once the message is drawn (a frame later): wait for that.
  await waitFor(() => expect(days).toHaveFocus());
  await user.type(days, '70');
  await user.click(screen.getByRole('button', { name: 'Create the event' }));
  await waitFor(() => expect(days).toHaveAccessibleDescription(expect.stringContaining('Please enter a smaller figure.')));
  expect(requests.filter(({ method }) => method === 'POST')).toEqual([]);

  await user.clear(days);
  await user.type(days, '7');
  await user.click(screen.getByRole('button', { name: 'Create the event' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Gaia evening (en)' })).toBeInTheDocument();
  const [post] = requests.filter(({ method }) => method === 'POST');
  expect(await post!.json()).toMatchObject({ key: 'gaia-preview-2027', access: 'members_first', membersFirstDays: 7 });
});

test('days that would open registration to everyone only after the start are said at their field, in the staff member’s language', async () => {
  const { user } = openStaffAt('/it/staff/events', {
    'GET /staff/session': () => Response.json(SESSION),
    'GET /staff/events': () => Response.json({ events: [] }),
    'POST /staff/events': () => errorResponse(400, 'VALIDATION_FAILED', { membersFirstDays: 'opens_after_start' }),
  });
  await user.click(await screen.findByRole('button', { name: 'Nuovo evento' }));
  await user.type(screen.getByRole('textbox', { name: /^Indirizzo della sua pagina/ }), 'gaia-preview-2027');
  await user.type(screen.getByLabelText(/^Inizio/), '2027-03-18T18:30');
  await user.type(screen.getByLabelText(/^Fine/), '2027-03-18T21:30');
  await user.type(screen.getAllByRole('textbox', { name: /^Posti/ })[0]!, '40');
  for (const group of screen.getAllByRole('group').filter((element) => element.tagName === 'FIELDSET' && element.hasAttribute('lang'))) {
    for (const box of within(group).getAllByRole('textbox')) {
      await user.click(box);
      await user.paste('Serata Gaia');
    }
  }
  await user.click(screen.getByRole('radio', { name: 'Prima i soci del Club AMA, poi tutti' }));
  const days = screen.getByRole('textbox', { name: /^Giorni riservati ai soci/ });
  await user.type(days, '60');
  await user.click(screen.getByRole('button', { name: /^Crea/ }));
  await waitFor(() => expect(days).toHaveAccessibleDescription(expect.stringContaining("Tutti potrebbero registrarsi solo dopo l'inizio dell'evento.")));
  expect(screen.getByRole('radio', { name: 'Prima i soci del Club AMA, poi tutti' })).toBeChecked();
});
