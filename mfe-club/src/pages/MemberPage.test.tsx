/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLUB, CLUB_MEMBER_TOKEN_HEADER, type ClubMemberView } from '@ama/contracts';
import { addMessages, api, configureApi, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { formatEuros } from '../club/format';
import { errorResponse, renderClubAt, stubApi } from '../club/test-support';

const TOKEN = 'signed.member-token';
const SPENT = 250_000;
/** The last receipt: €2,480.00, whose seasonal code is worth 15 % of it. */
const RECEIPT = 248_000;
const SEASONAL_AMOUNT = (RECEIPT * CLUB.seasonalDiscount.percent) / 100;

const memberView = (changes: Partial<ClubMemberView> = {}): ClubMemberView => ({
  name: 'Giulia',
  lastname: 'Rossi',
  email: 'giulia@example.com',
  status: 'member',
  registeredAt: '2026-01-10T09:00:00.000Z',
  eliteUntilYear: null,
  yearSpendCents: SPENT,
  seasonalCodesLeftThisYear: CLUB.seasonalDiscount.maxPerYear,
  seasonalReceipt: { orderNumber: 'AMA-2026-000412', placedAt: '2026-10-02T10:00:00.000Z', receiptCents: RECEIPT, amountCents: SEASONAL_AMOUNT, used: false },
  codes: [
    {
      kind: 'welcome',
      code: 'CLUB-WELCOME-7K3F',
      percent: CLUB.welcomeDiscount.percent,
      amountCents: null,
      validFrom: '2026-01-10T09:00:00.000Z',
      validUntil: '2026-02-24T09:00:00.000Z',
      state: 'expired',
    },
    {
      kind: 'birthday',
      code: 'CLUB-BDAY-9Q2M',
      percent: CLUB.birthdayDiscount.percent,
      amountCents: null,
      validFrom: '2026-10-31T23:00:00.000Z',
      validUntil: '2026-12-31T23:00:00.000Z',
      state: 'available',
    },
  ],
  treesDonated: 0,
  history: [{ at: '2026-02-01T10:00:00.000Z', status: 'member', reason: 'first_purchase' }],
  pendingTermsChange: null,
  ...changes,
});

let member: ClubMemberView;
let posts: { path: string; token: string | null; body: unknown }[];

function stubMemberApi(answer?: () => Response) {
  posts = [];
  const action = (apply: (body: Record<string, string>) => void) => async (request: Request, url: URL) => {
    const body = (await request.json()) as Record<string, string>;
    posts.push({ path: url.pathname, token: request.headers.get(CLUB_MEMBER_TOKEN_HEADER), body });
    apply(body);
    return Response.json({}, { status: 201 });
  };
  return stubApi({
    'GET /club/member': (request) => answer?.() ?? (request.headers.get(CLUB_MEMBER_TOKEN_HEADER) === TOKEN ? Response.json({ member }) : errorResponse(401, 'BAD_REQUEST')),
    'POST /club/member/seasonal-codes': action(() => {
      member = {
        ...member,
        seasonalCodesLeftThisYear: member.seasonalCodesLeftThisYear - 1,
        seasonalReceipt: { ...member.seasonalReceipt!, used: true },
        codes: [
          ...member.codes,
          {
            kind: 'seasonal',
            code: 'CLUB-SEASON-4T8P',
            percent: CLUB.seasonalDiscount.percent,
            amountCents: SEASONAL_AMOUNT,
            validFrom: '2026-11-20T00:00:00.000Z',
            validUntil: '2026-12-20T00:00:00.000Z',
            state: 'available',
          },
        ],
      };
    }),
    'POST /club/member/friend-invitations': action(() => undefined),
    'POST /club/member/donations': action(({ code }) => {
      member = { ...member, treesDonated: member.treesDonated + 1, codes: member.codes.map((entry) => (entry.code === code ? { ...entry, state: 'donated' } : entry)) };
    }),
    'POST /club/member/revocation': action(() => {
      member = { ...member, status: 'revoked', history: [...member.history, { at: '2026-11-23T10:00:00.000Z', status: 'revoked', reason: 'revoked_in_writing' }] };
    }),
  });
}

jest.setTimeout(15_000);
beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('club', messages);
  configureApi({ retryDelayMs: 0 });
});
beforeEach(() => {
  member = memberView();
});
afterEach(() => void createShopStore().dispatch(api.util.resetApiState()));

const open = (path = `/en/club/member?token=${encodeURIComponent(TOKEN)}`) => {
  renderClubAt(path);
  return userEvent.setup();
};

test('without a token the page says the link is not valid, and asks nothing', async () => {
  const requests = stubMemberApi();
  open('/en/club/member');
  // The page is a chunk of its own: followed in the browser, it says it is loading until the chunk is in.
  expect(screen.getByRole('status')).toHaveTextContent('Loading your Club AMA page…');
  expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
  expect(requests).toHaveLength(0);
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a token the server refuses: "this link is not valid"; the token went in the header, not in the URL', async () => {
  const requests = stubMemberApi();
  open('/en/club/member?token=forged');
  expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeInTheDocument();
  expect(requests[0]!.headers.get(CLUB_MEMBER_TOKEN_HEADER)).toBe('forged');
  expect(requests[0]!.url).not.toContain('forged');
});

test('a member sees status, spend and what is left to ELITE, codes with windows and states, benefits and history', async () => {
  stubMemberApi();
  open();
  expect(await screen.findByText('Hello Giulia')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Your Club AMA' })).toBeInTheDocument();
  expect(screen.getByText('You are a Club AMA member: every member benefit is yours.')).toBeInTheDocument();
  expect(screen.getByText(/^Your purchases this year/)).toHaveTextContent(formatEuros(SPENT, 'en'));
  expect(screen.getByText(/more this year to become ELITE/)).toHaveTextContent(formatEuros(CLUB.eliteYearlySpendCents - SPENT, 'en'));

  const codes = screen.getByRole('table');
  const row = (code: string) => within(codes).getByRole('rowheader', { name: code }).closest('tr')!;
  expect(row('CLUB-WELCOME-7K3F')).toHaveTextContent('Expired');
  expect(within(row('CLUB-WELCOME-7K3F')).queryByRole('button')).toBeNull();
  expect(row('CLUB-BDAY-9Q2M')).toHaveTextContent('Available');
  expect(row('CLUB-BDAY-9Q2M')).toHaveTextContent('From November 1, 2026 to December 31, 2026');

  expect(screen.getByText(`Codes left this year: ${CLUB.seasonalDiscount.maxPerYear} of ${CLUB.seasonalDiscount.maxPerYear}.`)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'For every member' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'ELITE adds' })).toBeNull();
  expect(screen.getByText(/first purchase\)$/)).toHaveTextContent('February 1, 2026: Member (first purchase)');
});

test('copy a code to the clipboard', async () => {
  stubMemberApi();
  const user = open();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(await screen.findByRole('button', { name: 'Copy code CLUB-BDAY-9Q2M' }));
  expect(writeText).toHaveBeenCalledWith('CLUB-BDAY-9Q2M');
  expect(screen.getByRole('button', { name: 'Copy code CLUB-BDAY-9Q2M' })).toHaveTextContent('Copied');
});

test('pending: what is missing to become a member; no seasonal code or friend yet', async () => {
  member = memberView({ status: 'pending', yearSpendCents: 0, codes: [], history: [] });
  stubMemberApi();
  open();
  expect(await screen.findByText('Pending')).toBeInTheDocument();
  expect(screen.getByText(/^Your membership becomes active with your first purchase/)).toHaveTextContent(formatEuros(CLUB.minFirstPurchaseCents, 'en'));
  expect(screen.queryByRole('button', { name: 'Get my seasonal code' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: "Your friend's email" })).toBeNull();
  expect(screen.getByRole('button', { name: 'Revoke my membership' })).toBeInTheDocument();
});

test('ELITE: its year and what ELITE adds', async () => {
  member = memberView({ status: 'elite', eliteUntilYear: 2027, yearSpendCents: CLUB.eliteYearlySpendCents });
  stubMemberApi();
  open();
  expect(await screen.findByText('You are ELITE until the end of 2027.')).toBeInTheDocument();
  expect(screen.getByText('You have reached the ELITE threshold this year.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'ELITE adds' })).toBeInTheDocument();
});

test('a seasonal code: what the last receipt gives, issued with the member token, then shown as an amount off, and one fewer left', async () => {
  stubMemberApi();
  const user = open();
  expect(
    await screen.findByText(`Your last receipt: order AMA-2026-000412 of October 2, 2026, ${formatEuros(RECEIPT, 'en')}. Its code is worth ${formatEuros(SEASONAL_AMOUNT, 'en')}.`),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Get my seasonal code' }));
  const row = (await screen.findByRole('rowheader', { name: 'CLUB-SEASON-4T8P' })).closest('tr')!;
  expect(row).toHaveTextContent(`Seasonal, ${formatEuros(SEASONAL_AMOUNT, 'en')} off`);
  expect(screen.getByText(`Codes left this year: ${CLUB.seasonalDiscount.maxPerYear - 1} of ${CLUB.seasonalDiscount.maxPerYear}.`)).toBeInTheDocument();
  // The receipt has given its code: the next purchase gives the next one, and the button waits for it.
  expect(screen.getByText('Your last receipt (order AMA-2026-000412) has given its code: your next purchase gives the next one.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get my seasonal code' })).toBeDisabled();
  expect(posts).toEqual([{ path: '/api/club/member/seasonal-codes', token: TOKEN, body: {} }]);
});

test('no purchase yet: the seasonal code waits for the first receipt', async () => {
  member = memberView({ seasonalReceipt: null });
  stubMemberApi();
  open();
  expect(await screen.findByText('Your first purchase gives your first seasonal code.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get my seasonal code' })).toBeDisabled();
});

test('a benefit the club refuses (409) is explained where it was asked for', async () => {
  stubMemberApi();
  globalThis.fetch = ((next) =>
    jest.fn(async (input: RequestInfo | URL) =>
      (input as Request).method === 'POST' ? errorResponse(409, 'CLUB_BENEFIT_REFUSED', { friendEmail: 'friend_already_member' }) : next(input),
    ))(globalThis.fetch) as typeof fetch;
  const user = open();
  await user.type(await screen.findByRole('textbox', { name: "Your friend's email" }), 'anna@example.com');
  await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
  expect(await screen.findByRole('textbox', { name: "Your friend's email" })).toHaveAccessibleDescription('This friend is already a Club AMA member.');
});

test('bring a friend: a wrong address is told at its field; a good one is sent', async () => {
  stubMemberApi();
  const user = open();
  const email = await screen.findByRole('textbox', { name: "Your friend's email" });
  await user.type(email, 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
  expect(email).toHaveAccessibleDescription('The email entered is not valid or cannot be invited.');
  expect(email).toHaveFocus();
  await user.clear(email);
  await user.type(email, 'marco@example.com');
  await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
  expect(await screen.findByText('Invitation sent to marco@example.com.')).toBeInTheDocument();
  expect(posts).toEqual([{ path: '/api/club/member/friend-invitations', token: TOKEN, body: { friendEmail: 'marco@example.com' } }]);
});

test('donate a code instead: asked to confirm first, then the code is donated', async () => {
  stubMemberApi();
  const user = open();
  await user.click(await screen.findByRole('button', { name: 'Donate code CLUB-BDAY-9Q2M instead' }));
  const confirm = screen.getByRole('group', { name: 'Donate code CLUB-BDAY-9Q2M?' });
  expect(posts).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Yes, donate it' }));
  expect(await screen.findByText('Thank you: code CLUB-BDAY-9Q2M is now trees planted.')).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('table')).getByRole('rowheader', { name: 'CLUB-BDAY-9Q2M' }).closest('tr')).toHaveTextContent('Donated'));
  expect(posts).toEqual([{ path: '/api/club/member/donations', token: TOKEN, body: { code: 'CLUB-BDAY-9Q2M' } }]);
});

test('revoking needs a written statement and a confirmation; then the status is revoked', async () => {
  stubMemberApi();
  const user = open();
  const submit = await screen.findByRole('button', { name: 'Revoke my membership' });
  await user.click(submit);
  const statement = screen.getByRole('textbox', { name: 'Your written statement' });
  expect(statement).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
  expect(statement).toHaveFocus();
  await user.type(statement, 'I revoke my Club AMA membership.');
  await user.click(submit);
  const confirm = screen.getByRole('checkbox', { name: 'I understand that my membership and my codes end.' });
  expect(confirm).toHaveAccessibleDescription('Please confirm that you want to revoke your membership.');
  expect(posts).toEqual([]);
  await user.click(confirm);
  await user.click(submit);
  expect(await screen.findByText('Your membership ended at your written request.')).toBeInTheDocument();
  expect(posts).toEqual([{ path: '/api/club/member/revocation', token: TOKEN, body: { statement: 'I revoke my Club AMA membership.' } }]);
  expect(screen.queryByRole('button', { name: 'Revoke my membership' })).toBeNull();
});

test('a pending change of the terms is announced, with the right to revoke until it applies', async () => {
  member = memberView({
    pendingTermsChange: {
      version: '2027-01',
      announcedAt: '2026-11-15T09:00:00.000Z',
      effectiveFrom: '2026-12-15T00:00:00.000Z',
      summary: 'The seasonal code moves to spring and autumn.',
    },
  });
  stubMemberApi();
  open();
  const notice = (await screen.findByRole('heading', { name: 'The Club AMA terms are changing' })).closest('section')!;
  expect(notice).toHaveTextContent('Announced on November 15, 2026, the new terms apply from December 15, 2026:');
  expect(notice).toHaveTextContent('The seasonal code moves to spring and autumn.');
  expect(within(notice).getByRole('link', { name: 'Revoke your membership' })).toHaveAttribute('href', '#revoke');
});

test('the server down: a message with a retry', async () => {
  stubMemberApi(() => errorResponse(503, 'SERVICE_UNAVAILABLE'));
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your page right now.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
