/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubToday, type StaffClubMember, type StaffClubMemberList, type StaffClubMemberResponse, type StaffSession } from '@ama/contracts';
import { address, errorResponse, listQueries, openStaffAt, setUpStaffTests, toastMessages, writes } from '../test-support';
import { expectManagersOnly, expectStaffPage, expectStaffWrite, expectTextsIn, textsOf } from '../test-support/expect';
import { clubMember, MANAGER_SESSION, SESSION } from '../test-support/fixtures';

setUpStaffTests();

const GIULIA = clubMember();
const HANS = clubMember({
  id: '0b7d4c1e-9a2f-4c3b-b5d6-7e8f9a0b1c2d',
  email: 'hans.weber@example.de',
  name: 'Hans',
  lastname: 'Weber',
  locale: 'de',
  status: 'elite',
  registeredAt: '2025-05-02T08:00:00.000Z',
  memberSince: '2025-05-20T11:00:00.000Z',
  eliteUntilYear: 2027,
});
const MEMBER_PATH = `/staff/club/members/${GIULIA.id}`;

const list = (members: StaffClubMember[], changes: Partial<StaffClubMemberList> = {}): StaffClubMemberList => ({ members, page: 1, pageSize: 30, total: 45, ...changes });

/** Giulia as the member's page shows her: a pending sign-up that became a member with its first purchase. */
const giuliaDetails = (): StaffClubMemberResponse => ({
  member: {
    ...GIULIA,
    yearSpendCents: 312_000,
    codes: 3,
    history: [
      { at: GIULIA.registeredAt, from: null, to: 'pending', reason: 'signed_up', actor: 'member', detail: null },
      { at: '2026-03-01T15:20:00.000Z', from: 'pending', to: 'member', reason: 'first_purchase', actor: 'order', detail: null },
    ],
  },
});

type Answer = (request: Request) => Response | Promise<Response>;

/** The club's pages for `session`; the writes answer with `terminate` and `announce` when given, else as the BFF would. */
function openClub(path = '/en/staff/club', { session = MANAGER_SESSION, terminate, announce }: { session?: StaffSession; terminate?: Answer; announce?: Answer } = {}) {
  let giulia = giuliaDetails();
  const manager = session.staff.role === 'manager';
  return openStaffAt(path, {
    'GET /staff/session': () => Response.json(session),
    'GET /staff/club/members': (_request, url) => (manager ? Response.json(list([HANS, GIULIA], { page: Number(url.searchParams.get('page')) })) : errorResponse(403, 'FORBIDDEN')),
    [`GET ${MEMBER_PATH}`]: () => (manager ? Response.json(giulia) : errorResponse(403, 'FORBIDDEN')),
    [`POST ${MEMBER_PATH}/termination`]: async (request) => {
      if (terminate) return terminate(request);
      const { reason } = (await request.json()) as { reason: string };
      const { member } = giulia;
      const terminated = {
        at: '2026-11-27T10:00:00.000Z',
        from: member.status,
        to: 'terminated' as const,
        reason: 'terminated_for_breach',
        actor: 'operator',
        detail: `${reason} (${session.staff.email})`,
      };
      giulia = { member: { ...member, status: 'terminated', history: [...member.history, terminated] } };
      return Response.json(giulia);
    },
    'POST /staff/club/terms-changes': async (request) => {
      if (announce) return announce(request);
      const { version } = (await request.json()) as { version: string };
      return Response.json({ version, notified: 214 }, { status: 201 });
    },
  });
}

const memberReads = (requests: Request[]) => requests.filter(({ method, url }) => method === 'GET' && new URL(url).pathname === `/api${MEMBER_PATH}`);
const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
/** A day `days` from now in Italy, as a date field holds it. */
const daysAhead = (days: number) => clubToday(new Date(Date.now() + days * 86_400_000));

test("a manager's members: the name (to the member's page) and e-mail, status, language, signed up, member since", async () => {
  const { requests } = openClub();
  const table = await screen.findByRole('table', { name: 'Club AMA members, Page 1 of 2' });
  expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual(['Member', 'Status', 'Language', 'Signed up', 'Member since']);
  expect(screen.getByRole('link', { name: 'Giulia Rossi' })).toHaveAttribute('href', `/en/staff/club/${GIULIA.id}`);
  const giulia = row('Giulia Rossi');
  expectTextsIn(giulia, ['giulia.rossi@example.com', 'Member', 'Italian', 'Feb 10, 2026', 'Mar 1, 2026']);
  const hans = row('Hans Weber');
  expect(hans).toHaveTextContent('ELITEuntil the end of 2027');
  expect(hans).toHaveTextContent('German');

  expect(screen.getByText('45 members')).toBeInTheDocument();
  expectStaffPage('Club AMA');
  expect(listQueries(requests, '/staff/club/members')).toEqual([{ page: '1', locale: 'en' }]);
});

test('the filters are read from the URL, and applying them writes the URL and asks for that list', async () => {
  const { requests, user } = openClub('/en/staff/club?status=elite&page=2');
  await screen.findByRole('table');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('elite');
  expect(listQueries(requests, '/staff/club/members')).toEqual([{ status: 'elite', page: '2', locale: 'en' }]);

  await user.type(screen.getByRole('searchbox', { name: /^Name or e-mail/ }), ' rossi ');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
  await user.click(screen.getByRole('button', { name: 'Show members' }));
  await waitFor(() => expect(address()).toHaveTextContent(/^\/en\/staff\/club\?q=rossi&status=pending$/));
  await waitFor(() => expect(listQueries(requests, '/staff/club/members').at(-1)).toEqual({ q: 'rossi', status: 'pending', page: '1', locale: 'en' }));
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/staff/club?q=rossi&status=pending&page=2');
});

test("a member's page: status, this year's spend at list price, the codes, and every status change with why and by whom", async () => {
  openClub(`/en/staff/club/${GIULIA.id}`);
  const facts = await screen.findByRole('region', { name: 'Giulia Rossi' });
  expect(screen.getByRole('heading', { level: 1, name: 'Club AMA member' })).toBeInTheDocument();
  expectTextsIn(facts, ['StatusMember', 'Spend this year at list price€3,120.00', 'Benefit codes issued3', 'LanguageItalian']);
  expect(within(facts).getByRole('link', { name: 'giulia.rossi@example.com' })).toHaveAttribute('href', 'mailto:giulia.rossi@example.com');
  const [signedUp, firstPurchase] = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
  expect(signedUp).toHaveTextContent('Pending');
  expect(signedUp).toHaveTextContent('signed up, by the member');
  expect(firstPurchase).toHaveTextContent('Member from Pending');
  expect(firstPurchase).toHaveTextContent('first purchase, by an order');
  expect(screen.getByRole('link', { name: 'All Club AMA members' })).toHaveAttribute('href', '/en/staff/club');
  expect(within(facts).getByRole('button', { name: 'Terminate for breach' })).toBeInTheDocument();
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('terminating for breach: asked first, a reason required, then sent with the CSRF token; the page shows the new status and a toast confirms', async () => {
  const { requests, user } = openClub(`/en/staff/club/${GIULIA.id}`);
  await user.click(await screen.findByRole('button', { name: 'Terminate for breach' }));
  const question = screen.getByRole('group', { name: 'Terminate the membership of Giulia Rossi for breach?' });
  await waitFor(() => expect(screen.getByText('Terminate the membership of Giulia Rossi for breach?')).toHaveFocus());
  expect(question).toHaveTextContent('This cannot be undone.');

  await user.click(within(question).getByRole('button', { name: 'Yes, terminate the membership' }));
  const reason = within(question).getByRole('textbox', { name: /^Reason/ });
  await waitFor(() => expect(reason).toHaveAccessibleDescription(/Please fill in this field\./));
  expect(writes(requests)).toEqual([]);

  await user.type(reason, 'Resold her benefit codes');
  await user.click(within(question).getByRole('button', { name: 'Yes, terminate the membership' }));
  await waitFor(() => expect(toastMessages()).toContain('The membership of Giulia Rossi is terminated for breach.'));
  const [post] = writes(requests);
  expect(new URL(post!.url).pathname).toBe(`/api${MEMBER_PATH}/termination`);
  await expectStaffWrite(post, { reason: 'Resold her benefit codes' }, MANAGER_SESSION);

  // The answer replaces the page's member as the toast is shown.
  const facts = screen.getByRole('region', { name: 'Giulia Rossi' });
  await waitFor(() => expect(facts).toHaveTextContent('StatusTerminated'));
  await waitFor(() => expect(within(facts).getByText(/^The membership was terminated for breach/)).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'Terminate for breach' })).not.toBeInTheDocument();
  const terminated = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[2]!;
  expectTextsIn(terminated, ['Terminated from Member', 'terminated for breach of the terms, by AMA', '“Resold her benefit codes (marco@ama.example)”']);
  expect(memberReads(requests)).toHaveLength(1);
});

test('"Keep the membership" puts the question away, nothing sent', async () => {
  const { requests, user } = openClub(`/en/staff/club/${GIULIA.id}`);
  await user.click(await screen.findByRole('button', { name: 'Terminate for breach' }));
  await user.click(screen.getByRole('button', { name: 'Keep the membership' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Terminate for breach' })).toHaveFocus());
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(writes(requests)).toEqual([]);
});

test('a membership that changed meanwhile (409): said so in the form, and the member is read again', async () => {
  const { requests, user } = openClub(`/en/staff/club/${GIULIA.id}`, { terminate: () => errorResponse(409, 'CONFLICT') });
  await user.click(await screen.findByRole('button', { name: 'Terminate for breach' }));
  await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Resold her benefit codes');
  await user.click(screen.getByRole('button', { name: 'Yes, terminate the membership' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The membership changed meanwhile; the page now shows it as it is.');
  await waitFor(() => expect(memberReads(requests)).toHaveLength(2));
  expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Resold her benefit codes');
});

test('a membership the member revoked meanwhile: nothing changes twice, and the page and a toast say so', async () => {
  const revoked = giuliaDetails();
  revoked.member = {
    ...revoked.member,
    status: 'revoked',
    history: [
      ...revoked.member.history,
      { at: '2026-11-26T18:00:00.000Z', from: 'member', to: 'revoked', reason: 'revoked_in_writing', actor: 'member', detail: 'I no longer want it.' },
    ],
  };
  const { user } = openClub(`/en/staff/club/${GIULIA.id}`, { terminate: () => Response.json(revoked) });
  await user.click(await screen.findByRole('button', { name: 'Terminate for breach' }));
  await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Resold her benefit codes');
  await user.click(screen.getByRole('button', { name: 'Yes, terminate the membership' }));
  await waitFor(() => expect(toastMessages()).toContain('The membership had already ended meanwhile; nothing was changed. The page now shows it as it is.'));
  await waitFor(() => expect(screen.getByRole('region', { name: 'Giulia Rossi' })).toHaveTextContent('StatusRevoked'));
  expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[2]).toHaveTextContent('“I no longer want it.”');
});

test('a session that ended before the termination (401): the sign-in form', async () => {
  const { user } = openClub(`/en/staff/club/${GIULIA.id}`, { terminate: () => errorResponse(401, 'UNAUTHENTICATED') });
  await user.click(await screen.findByRole('button', { name: 'Terminate for breach' }));
  await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Resold her benefit codes');
  await user.click(screen.getByRole('button', { name: 'Yes, terminate the membership' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeInTheDocument();
});

test('a terms change under 30 days ahead is refused at its field before it is sent; the server’s own refusal lands there too', async () => {
  const { requests, user } = openClub('/en/staff/club', { announce: () => errorResponse(400, 'VALIDATION_FAILED', { effectiveFrom: 'notice_too_short' }) });
  await screen.findByRole('table');
  const form = screen.getByRole('form', { name: 'Announce a terms change' });
  const day = within(form).getByLabelText(/^Applies from/);
  expect(day).toHaveAccessibleDescription(/at least 30 days ahead/);
  await user.type(within(form).getByRole('textbox', { name: /^Version/ }), '2027-01');
  await user.type(within(form).getByRole('textbox', { name: /^What changes/ }), 'The seasonal codes become three a year.');
  await user.type(day, daysAhead(10));
  await user.click(within(form).getByRole('button', { name: 'Announce the terms change' }));
  const tooSoon = /Please choose a day at least 30 days ahead: members are told that long before new terms apply\./;
  await waitFor(() => expect(day).toHaveAccessibleDescription(tooSoon));
  expect(day).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(day).toHaveFocus());
  expect(writes(requests)).toEqual([]);

  // The server judges by its own clock: what it refuses is said at the same field.
  await user.clear(day);
  await user.type(day, daysAhead(40));
  expect(day).not.toHaveAttribute('aria-invalid', 'true');
  await user.click(within(form).getByRole('button', { name: 'Announce the terms change' }));
  await waitFor(() => expect(day).toHaveAccessibleDescription(tooSoon));
  expect(writes(requests)).toHaveLength(1);
  expect(within(form).getByRole('textbox', { name: /^Version/ })).toHaveValue('2027-01');
});

test('announcing a terms change: sent with the CSRF token, a toast says how many members are told, the form starts again empty', async () => {
  const { requests, user } = openClub();
  await screen.findByRole('table');
  const form = screen.getByRole('form', { name: 'Announce a terms change' });
  const effectiveFrom = daysAhead(45);
  await user.type(within(form).getByRole('textbox', { name: /^Version/ }), '2027-01');
  await user.type(within(form).getByRole('textbox', { name: /^What changes/ }), 'The seasonal codes become three a year.');
  await user.type(within(form).getByLabelText(/^Applies from/), effectiveFrom);
  await user.click(within(form).getByRole('button', { name: 'Announce the terms change' }));

  await waitFor(() => expect(toastMessages()).toContain('Terms 2027-01 are announced: 214 members are being e-mailed.'));
  const [post] = writes(requests);
  expect(new URL(post!.url).pathname).toBe('/api/staff/club/terms-changes');
  await expectStaffWrite(post, { version: '2027-01', summary: 'The seasonal codes become three a year.', effectiveFrom }, MANAGER_SESSION);
  expect(screen.getByRole('textbox', { name: /^Version/ })).toHaveValue('');
  expect(screen.getByRole('heading', { level: 2, name: 'Announce a terms change' })).toHaveFocus();
});

test('the staff role: told its role may not, with no table, no filters, no form and no Club AMA link', async () => {
  openClub('/en/staff/club', { session: SESSION });
  await expectManagersOnly('Club AMA');
});

test("the staff role on a member's page: told its role may not, with no termination", async () => {
  openClub(`/en/staff/club/${GIULIA.id}`, { session: SESSION });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this.');
  expect(screen.queryByRole('button', { name: 'Terminate for breach' })).not.toBeInTheDocument();
});

test('an id no member has: said so, with the way back to the list', async () => {
  openClub('/en/staff/club/00000000-0000-4000-8000-000000000000');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no Club AMA member at this address.');
  expect(screen.getByRole('link', { name: 'All Club AMA members' })).toHaveAttribute('href', '/en/staff/club');
});

test('an address that is no member id: said so, without asking the back office', async () => {
  const { requests } = openClub('/en/staff/club/giulia');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no Club AMA member at this address.');
  expect(requests.filter(({ url }) => new URL(url).pathname.startsWith('/api/staff/club/members/'))).toEqual([]);
});

test('the back office cannot be reached (no network): a message with a retry, which shows the list once it answers', async () => {
  let down = true;
  const { requests } = openStaffAt('/en/staff/club', {
    'GET /staff/session': () => Response.json(MANAGER_SESSION),
    'GET /staff/club/members': () => (down ? Promise.reject(new TypeError('Failed to fetch')) : Response.json(list([GIULIA]))),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The back office cannot be reached right now.');
  down = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Giulia Rossi' })).toBeInTheDocument();
  expect(listQueries(requests, '/staff/club/members').length).toBeGreaterThan(1);
});
