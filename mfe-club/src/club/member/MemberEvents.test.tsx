/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import { CLUB, type ClubMemberView, type EventSummary } from '@ama/contracts';
import { changeLocale } from '@ama/platform';
import { renderClubAt, stubApi } from '../test-support';
import { memberView, setUpMemberPageTests, TOKEN } from './member-test-support';

const member = (status: ClubMemberView['status']) =>
  memberView(status, { eliteUntilYear: null, yearSpendCents: 300_000, seasonalCodesLeftThisYear: CLUB.seasonalDiscount.maxPerYear });

const event = (key: string, title: string, access: EventSummary['access'], extra: Partial<EventSummary> = {}): EventSummary => ({
  key,
  title,
  summary: 'An evening at the atelier.',
  venueName: 'AMA Atelier',
  address: 'Via Roma 1, 15048 Valenza',
  city: 'Valenza',
  startsAt: '2026-12-10T18:00:00+01:00',
  endsAt: '2026-12-10T21:00:00+01:00',
  timeZone: 'Europe/Rome',
  state: 'open',
  capacity: 60,
  seatsLeft: 40,
  access,
  publicRegistrationOpensAt: null,
  ...extra,
});

const upcoming = [
  event('preview-2026', 'Winter collection preview', 'members_only'),
  event('gala-2026', 'Christmas gala', 'members_first', { publicRegistrationOpensAt: '2026-12-01T09:00:00+01:00' }),
  event('open-day-2026', 'Open day', 'public'),
  event('full-2026', 'Sold-out dinner', 'members_only', { state: 'sold_out' }),
];

function stubMemberPage(status: ClubMemberView['status'], events: EventSummary[]) {
  return stubApi({
    'GET /club/member': () => Response.json({ member: member(status) }),
    'GET /events': () => Response.json({ upcoming: events, past: [] }),
  });
}

setUpMemberPageTests();

const eventsPanel = async (name: RegExp) => within((await screen.findByRole('heading', { level: 2, name })).closest('section')!);

test('a member sees the open events for members, each registration carrying the member link; public and sold-out ones are not listed', async () => {
  stubMemberPage('member', upcoming);
  renderClubAt(`/en/club/member?token=${encodeURIComponent(TOKEN)}`);
  const panel = await eventsPanel(/^Events for Club AMA members$/);
  const preview = within(panel.getByRole('listitem', { name: 'Winter collection preview' }));
  expect(preview.getByText('For Club AMA members only.')).toBeInTheDocument();
  expect(preview.getByRole('link', { name: 'Register for “Winter collection preview” as a member' })).toHaveAttribute(
    'href',
    `/en/events/booking?event=preview-2026&token=${encodeURIComponent(TOKEN)}`,
  );
  const gala = within(panel.getByRole('listitem', { name: 'Christmas gala' }));
  expect(gala.getByText('Members first: open to everyone from December 1, 2026.')).toBeInTheDocument();
  expect(panel.queryByRole('listitem', { name: 'Open day' })).not.toBeInTheDocument();
  expect(panel.queryByRole('listitem', { name: 'Sold-out dinner' })).not.toBeInTheDocument();
});

test('in Italian, with the place and the day', async () => {
  await act(() => changeLocale('it'));
  stubMemberPage('elite', upcoming.slice(0, 1));
  renderClubAt(`/it/club/member?token=${encodeURIComponent(TOKEN)}`);
  const preview = within((await eventsPanel(/^Eventi per i soci del Club AMA$/)).getByRole('listitem', { name: 'Winter collection preview' }));
  expect(preview.getByText('10 dicembre 2026, AMA Atelier, Valenza.')).toBeInTheDocument();
  expect(preview.getByRole('link', { name: 'Registrati a «Winter collection preview» come socio' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/it\/events\/booking\?event=preview-2026&token=/),
  );
  await act(() => changeLocale('en'));
});

test('no section without such an event, and none for a pending sign-up, who asks for no list', async () => {
  const requests = stubMemberPage('member', [event('open-day-2026', 'Open day', 'public')]);
  const { unmount } = renderClubAt(`/en/club/member?token=${encodeURIComponent(TOKEN)}`);
  expect(await screen.findByText('Hello Giulia')).toBeInTheDocument();
  await waitFor(() => expect(requests.some((request) => new URL(request.url).pathname === '/api/events')).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('heading', { name: 'Events for Club AMA members' })).not.toBeInTheDocument();
  unmount();

  const pending = stubMemberPage('pending', upcoming);
  renderClubAt(`/en/club/member?token=${encodeURIComponent(TOKEN)}`);
  expect(await screen.findByText('Hello Giulia')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Events for Club AMA members' })).not.toBeInTheDocument();
  expect(pending.some((request) => new URL(request.url).pathname === '/api/events')).toBe(false);
});
