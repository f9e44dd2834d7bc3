/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLUB_MEMBER_TOKEN_HEADER, type EventDetail, type Locale } from '@ama/contracts';
import { addMessages, api, changeLocale, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { errorResponse, renderEventsAt, stubApi } from './test-support';

/*
 * Events for Club AMA members (docs/services.md, "Invitations to events and previews"): what the list, the
 * event's page and its registration say about them, in the shopper's language.
 */

const MEMBERS_ONLY: EventDetail = {
  key: 'gaia-preview-2026',
  title: 'The Gaia collection, previewed',
  summary: 'The new pieces before anyone else.',
  description: 'An evening at the showroom.',
  venueName: 'AMA Showroom',
  address: 'Via della Spiga 1, 20121 Milano',
  city: 'Milano',
  country: 'IT',
  startsAt: '2026-12-10T18:00:00+01:00',
  endsAt: '2026-12-10T21:00:00+01:00',
  timeZone: 'Europe/Rome',
  state: 'open',
  capacity: 40,
  seatsLeft: 30,
  access: 'members_only',
  publicRegistrationOpensAt: null,
};
const MEMBERS_FIRST: EventDetail = {
  ...MEMBERS_ONLY,
  key: 'rome-holiday-preview-2026',
  title: 'Holiday preview in Rome',
  access: 'members_first',
  publicRegistrationOpensAt: '2026-12-02T11:00:00+01:00',
};
const PUBLIC: EventDetail = { ...MEMBERS_ONLY, key: 'valenza-evening-2026', title: 'Winter evening in Valenza', access: 'public', publicRegistrationOpensAt: null };

jest.setTimeout(60_000);

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('events', messages);
  configureApi({ retryDelayMs: 0 });
});
afterEach(async () => {
  createShopStore().dispatch(api.util.resetApiState());
  await act(() => changeLocale('en'));
});
afterAll(() => {
  // @ts-expect-error -- the stub is removed so no other suite inherits it
  delete globalThis.fetch;
});

async function openAt(path: string, locale: Locale = 'en') {
  await act(() => changeLocale(locale));
  renderEventsAt(`/${locale}${path}`);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+39 02 1234 5678');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Analytical Engines');
  await user.click(screen.getByRole('radio', { name: 'Yes, I will attend' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the event conditions' }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('events for Club AMA members', () => {
  it('say whom they are for on the list, members first until the day everyone may register; an event for everyone says nothing', async () => {
    stubApi({ 'GET /events': () => Response.json({ upcoming: [MEMBERS_ONLY, MEMBERS_FIRST, PUBLIC], past: [] }) });
    await openAt('/events');
    const card = async (title: string) => (await screen.findByRole('link', { name: title })).closest('article')!;
    expect(within(await card(MEMBERS_ONLY.title)).getByText('For Club AMA members')).toBeInTheDocument();
    expect(within(await card(MEMBERS_FIRST.title)).getByText('Club AMA members first until Wednesday, 2 December 2026')).toBeInTheDocument();
    expect(within(await card(PUBLIC.title)).queryByText(/Club AMA/)).not.toBeInTheDocument();
  });

  it('say it on the event’s page, in the shopper’s language', async () => {
    stubApi({ [`GET /events/${MEMBERS_FIRST.key}`]: () => Response.json(MEMBERS_FIRST) });
    await openAt(`/events/${MEMBERS_FIRST.key}`, 'it');
    expect(await screen.findByRole('heading', { level: 1, name: MEMBERS_FIRST.title })).toBeInTheDocument();
    expect(screen.getByText('Prima i soci del Club AMA, fino a mercoledì 2 dicembre 2026')).toBeInTheDocument();
  });

  it('explain the registration to a shopper without a member link and link to the Club sign-up; a refusal says why, with the same link', async () => {
    const requests = stubApi({
      [`GET /events/${MEMBERS_ONLY.key}`]: () => Response.json(MEMBERS_ONLY),
      [`POST /events/${MEMBERS_ONLY.key}/registrations`]: () => errorResponse(403, 'EVENT_MEMBERS_ONLY'),
    });
    await openAt(`/events/booking?event=${MEMBERS_ONLY.key}`);
    const form = await screen.findByRole('form', { name: 'Your registration' });
    const note = within(form).getByRole('note');
    expect(note).toHaveTextContent('This event is for Club AMA members.');
    expect(note).toHaveTextContent('Members: please register with the e-mail address of your membership.');
    expect(within(note).getByRole('link', { name: 'Join Club AMA' })).toHaveAttribute('href', '/en/club/sign-up');

    const user = userEvent.setup();
    await fillIn(user, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm my registration' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This event is for Club AMA members for now: we found no membership for this e-mail address.');
    expect(within(alert).getByRole('link', { name: 'join Club AMA' })).toHaveAttribute('href', '/en/club/sign-up');
    // What was typed stays, for another try with the membership's e-mail.
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ada@example.com');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('tell members first when everyone may register, in German', async () => {
    stubApi({ [`GET /events/${MEMBERS_FIRST.key}`]: () => Response.json(MEMBERS_FIRST) });
    await openAt(`/events/booking?event=${MEMBERS_FIRST.key}`, 'de');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Mitglieder des Club AMA können sich zuerst anmelden: Für alle öffnet die Anmeldung am Mittwoch, 2. Dezember 2026.');
    expect(within(note).getByRole('link', { name: 'Treten Sie dem Club AMA bei' })).toHaveAttribute('href', '/de/club/sign-up');
  });

  it('carry the member link’s token from the event’s page to its registration, and keep such a page out of search engines', async () => {
    stubApi({ [`GET /events/${MEMBERS_ONLY.key}`]: () => Response.json(MEMBERS_ONLY) });
    await openAt(`/events/${MEMBERS_ONLY.key}?token=member-link-token`);
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', `/en/events/booking?event=${MEMBERS_ONLY.key}&token=member-link-token`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
  });

  it('send the member link’s token with the registration when the page has one', async () => {
    const requests = stubApi({
      [`GET /events/${MEMBERS_ONLY.key}`]: () => Response.json(MEMBERS_ONLY),
      [`POST /events/${MEMBERS_ONLY.key}/registrations`]: () => errorResponse(409, 'SOLD_OUT'),
    });
    await openAt(`/events/booking?event=${MEMBERS_ONLY.key}&token=member-link-token`);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('You came with your Club AMA member link: you may register.');
    expect(within(note).queryByRole('link')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await fillIn(user, 'colleague@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm my registration' }));
    await screen.findByRole('alert');
    const posted = requests.find((request) => request.method === 'POST')!;
    expect(posted.headers.get(CLUB_MEMBER_TOKEN_HEADER)).toBe('member-link-token');
  });

  it('have no note for an event for everyone', async () => {
    stubApi({ [`GET /events/${PUBLIC.key}`]: () => Response.json(PUBLIC) });
    await openAt(`/events/booking?event=${PUBLIC.key}`);
    await screen.findByRole('form', { name: 'Your registration' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
