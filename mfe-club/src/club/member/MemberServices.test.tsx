/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act, screen, within } from '@testing-library/react';
import { CLUB, CLUB_MEMBER_TOKEN_HEADER, type ClubMemberView, type ClubServicesResponse } from '@ama/contracts';
import { changeLocale } from '@ama/platform';
import { renderClubAt, stubApi } from '../test-support';
import { memberView, setUpMemberPageTests, TOKEN } from './member-test-support';

const member = (status: ClubMemberView['status']) => memberView(status, { yearSpendCents: 900_000, seasonalCodesLeftThisYear: CLUB.seasonalDiscount.maxPerYear });

/** An ELITE who booked this year's cleaning and has the polishing still to use. */
const eliteServices: ClubServicesResponse = {
  member: { name: 'Giulia Rossi', email: 'giulia@example.com' },
  services: [
    {
      kind: 'ultrasonic_cleaning',
      year: 2026,
      booking: { start: '2026-03-12T14:00:00.000Z', timeZone: 'Europe/Rome', placeName: 'AMA Showroom Milano', bookedAt: '2026-03-10T10:20:00.000Z' },
    },
    { kind: 'professional_polishing', year: 2026, booking: null },
  ],
};

function stubServices(view: ClubMemberView, services: ClubServicesResponse) {
  return stubApi({
    'GET /club/member': () => Response.json({ member: view }),
    'GET /appointments/club-services': (request) =>
      request.headers.get(CLUB_MEMBER_TOKEN_HEADER) === TOKEN ? Response.json(services) : Response.json({ error: { code: 'NOT_FOUND', message: 'x' } }, { status: 404 }),
  });
}

setUpMemberPageTests();

const servicesPanel = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: /services this year|servizi di quest'anno/ });
  return heading.closest('section')!;
};

test('an ELITE member sees what is used this year (with the day booked) and books what is left, kind preselected', async () => {
  const requests = stubServices(member('elite'), eliteServices);
  renderClubAt(`/en/club/member?token=${encodeURIComponent(TOKEN)}`);
  const panel = within(await servicesPanel());
  const cleaning = within(panel.getByRole('listitem', { name: 'Free ultrasonic cleaning of one piece' }));
  expect(cleaning.getByText(/^Booked on March 10, 2026: March 12, 2026 at AMA Showroom Milano\.$/)).toBeInTheDocument();
  expect(cleaning.queryByRole('link')).not.toBeInTheDocument();
  const polishing = within(panel.getByRole('listitem', { name: 'ELITE: free professional cleaning and polishing' }));
  expect(polishing.getByText('Not used yet in 2026.')).toBeInTheDocument();
  expect(polishing.getByRole('link', { name: 'Book your cleaning and polishing' })).toHaveAttribute(
    'href',
    `/en/book-an-appointment?kind=professional_polishing&token=${encodeURIComponent(TOKEN)}`,
  );
  // The token travels in a header, never in the API's URL.
  const asked = requests.find((request) => request.url.includes('/appointments/club-services'))!;
  expect(asked.url).not.toContain(encodeURIComponent(TOKEN));
});

test('in Italian: a member has the cleaning only, still to book', async () => {
  await act(() => changeLocale('it'));
  stubServices(member('member'), { member: eliteServices.member, services: [{ kind: 'ultrasonic_cleaning', year: 2026, booking: null }] });
  renderClubAt(`/it/club/member?token=${encodeURIComponent(TOKEN)}`);
  const panel = within(await servicesPanel());
  const cleaning = within(panel.getByRole('listitem', { name: 'Pulizia a ultrasuoni gratuita di un gioiello' }));
  expect(cleaning.getByText('Non ancora usato nel 2026.')).toBeInTheDocument();
  expect(cleaning.getByRole('link', { name: 'Prenota la tua pulizia' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/it\/book-an-appointment\?kind=ultrasonic_cleaning&token=/),
  );
  expect(panel.queryByRole('listitem', { name: /lucidatura/ })).not.toBeInTheDocument();
  await act(() => changeLocale('en'));
});

test('a pending sign-up has no services panel and asks for none', async () => {
  const requests = stubServices(member('pending'), { member: eliteServices.member, services: [] });
  renderClubAt(`/en/club/member?token=${encodeURIComponent(TOKEN)}`);
  expect(await screen.findByText('Hello Giulia')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Your services this year' })).not.toBeInTheDocument();
  expect(requests.some((request) => request.url.includes('/appointments/club-services'))).toBe(false);
});
