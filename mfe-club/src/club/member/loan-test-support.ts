import { CLUB, CLUB_MEMBER_TOKEN_HEADER, clubToday, type ClubLoan, type ClubLoansResponse, type ClubMemberView } from '@ama/contracts';
import { stubApi } from '../test-support';
import { addDays, memberView, THIS_YEAR, TOKEN } from './member-test-support';

/** The loan section's fakes: a member, their loans, and a BFF that answers GET and POST /club/member/loans. */

export { THIS_YEAR, TOKEN } from './member-test-support';

/** An event the contract accepts whichever day the tests run: a few weeks from today in Italy. */
export const EVENT_DAY = addDays(clubToday(), 40);

export const loan = (changes: Partial<ClubLoan>): ClubLoan => ({
  id: 'loan-1',
  status: 'requested',
  eventDate: '2026-06-12',
  days: 3,
  occasion: "My sister's wedding in Florence",
  requestedAt: '2026-05-02T09:00:00.000Z',
  piece: null,
  from: null,
  until: null,
  refusalReason: null,
  handedOverAt: null,
  returnedAt: null,
  ...changes,
});

export const eliteLoans = (loans: ClubLoan[] = []): ClubLoansResponse => ({
  entitled: true,
  allowances: [
    { year: THIS_YEAR, left: 1, perYear: CLUB.eliteLoan.perYear },
    { year: THIS_YEAR + 1, left: CLUB.eliteLoan.perYear, perYear: CLUB.eliteLoan.perYear },
  ],
  maxDays: CLUB.eliteLoan.maxDays,
  loans,
});

/** Serves the member and their loans; a POST adds a requested loan (newest first) unless `refuse` answers instead. */
export function serveLoans(status: ClubMemberView['status'], loans: ClubLoansResponse, refuse?: () => Response) {
  const server = { loans, posts: [] as { token: string | null; body: unknown }[], requests: [] as Request[] };
  server.requests = stubApi({
    'GET /club/member': () => Response.json({ member: memberView(status) }),
    'GET /appointments/club-services': () => Response.json({ member: { name: 'Giulia Rossi', email: 'giulia@example.com' }, services: [] }),
    'GET /club/member/loans': (request) => (request.headers.get(CLUB_MEMBER_TOKEN_HEADER) === TOKEN ? Response.json(server.loans) : Response.json({}, { status: 404 })),
    'POST /club/member/loans': async (request) => {
      const body = (await request.json()) as { eventDate: string; days: number; occasion: string };
      server.posts.push({ token: request.headers.get(CLUB_MEMBER_TOKEN_HEADER), body });
      if (refuse) return refuse();
      const added = loan({ id: 'loan-new', ...body, requestedAt: new Date().toISOString() });
      const allowances = server.loans.allowances.map((entry) => (entry.year === Number(body.eventDate.slice(0, 4)) ? { ...entry, left: entry.left - 1 } : entry));
      server.loans = { ...server.loans, allowances, loans: [added, ...server.loans.loans] };
      return Response.json({ loan: added }, { status: 201 });
    },
  });
  return server;
}
