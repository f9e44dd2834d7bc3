import {
  CLUB,
  CLUB_MEMBER_TOKEN_HEADER,
  clubToday,
  NEW_PIECE,
  orderPieceKey,
  type ClubMemberView,
  type ClubOwnedPiece,
  type ClubPersonalisation,
  type ClubPersonalisationsResponse,
} from '@ama/contracts';
import { stubApi } from '../test-support';
import { addDays, memberView, THIS_YEAR, TOKEN } from './member-test-support';

/** The personalisation section's fakes: a member, their pieces and requests, and a BFF that answers GET and POST /club/member/personalisations. */

export { THIS_YEAR, TOKEN } from './member-test-support';

/** An occasion the contract accepts whichever day the tests run: a few weeks from today in Italy (maybe next year). */
export const OCCASION_DAY = addDays(clubToday(), 40);
const PER_YEAR = CLUB.freePersonalisationsPerYear;

export const RING: ClubOwnedPiece = { key: orderPieceKey('AMA-2026-000123', 1), orderNumber: 'AMA-2026-000123', position: 1, name: 'Solitaire ring', orderedOn: '2026-02-14' };

export const personalisation = (changes: Partial<ClubPersonalisation>): ClubPersonalisation => ({
  id: 'pers-1',
  status: 'requested',
  occasionKind: 'wedding',
  occasionDate: '2026-06-12',
  description: 'Our wedding in Florence: our initials inside the band',
  piece: null,
  requestedAt: '2026-05-02T09:00:00.000Z',
  refusalReason: null,
  code: null,
  ...changes,
});

/** An entitled member with RING to choose; `left` for each year (this year's first), all of them free unless said. */
export const memberPersonalisations = (personalisations: ClubPersonalisation[] = [], left: Record<number, number> = {}): ClubPersonalisationsResponse => {
  const years = [THIS_YEAR, THIS_YEAR + 1];
  return { entitled: true, allowances: years.map((year) => ({ year, left: left[year] ?? PER_YEAR, perYear: PER_YEAR })), pieces: [RING], personalisations };
};

type Body = { occasionKind: ClubPersonalisation['occasionKind']; occasionDate: string; description: string; piece: string };
const pieceOf = (key: string, pieces: readonly ClubOwnedPiece[]) => {
  const owned = key === NEW_PIECE ? undefined : pieces.find((piece) => piece.key === key);
  return owned ? { orderNumber: owned.orderNumber, position: owned.position, name: owned.name } : null;
};

/** Serves the member and their personalisations; a POST adds a requested one (newest first) and uses its year, unless `refuse` answers instead. */
export function servePersonalisations(status: ClubMemberView['status'], response: ClubPersonalisationsResponse, refuse?: () => Response) {
  const server = { response, posts: [] as { token: string | null; body: Body }[] };
  stubApi({
    'GET /club/member': () => Response.json({ member: memberView(status) }),
    'GET /appointments/club-services': () => Response.json({ member: { name: 'Giulia Rossi', email: 'giulia@example.com' }, services: [] }),
    'GET /club/member/personalisations': (request) =>
      request.headers.get(CLUB_MEMBER_TOKEN_HEADER) === TOKEN ? Response.json(server.response) : Response.json({}, { status: 404 }),
    'POST /club/member/personalisations': async (request) => {
      const body = (await request.json()) as Body;
      server.posts.push({ token: request.headers.get(CLUB_MEMBER_TOKEN_HEADER), body });
      if (refuse) return refuse();
      const added = personalisation({ id: 'pers-new', ...body, piece: pieceOf(body.piece, server.response.pieces), requestedAt: new Date().toISOString() });
      const year = Number(body.occasionDate.slice(0, 4));
      const allowances = server.response.allowances.map((entry) => (entry.year === year ? { ...entry, left: entry.left - 1 } : entry));
      server.response = { ...server.response, allowances, personalisations: [added, ...server.response.personalisations] };
      return Response.json({ personalisation: added }, { status: 201 });
    },
  });
  return server;
}
