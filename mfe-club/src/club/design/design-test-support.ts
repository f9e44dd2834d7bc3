import { CLUB, CUSTOM_DESIGN_TOKEN_HEADER, type CustomDesign, type CustomDesignStatus } from '@ama/contracts';
import { errorResponse, stubApi, type ApiHandler } from '../test-support';

/** What the custom design page's tests share: the link's token, a request at each status, and a BFF that answers its page. */

export const TOKEN = 'signed.design-token';

/** What each status has been through: the proposal once proposed, the order once in production, the note once closed. */
const AT: Record<CustomDesignStatus, Partial<CustomDesign>> = {
  requested: {},
  proposed: { proposal: 'A solitaire in rose gold,\nthe oval stone set low.', proposedAt: '2026-12-02T10:00:00.000Z' },
  in_production: {
    fee: 'released',
    proposal: 'A solitaire in rose gold,\nthe oval stone set low.',
    proposedAt: '2026-12-02T10:00:00.000Z',
    orderNumber: 'AMA-7K3F-9Q',
    closedAt: '2026-12-05T10:00:00.000Z',
  },
  withdrawn: { fee: 'charged', closedAt: '2026-12-03T10:00:00.000Z' },
  not_taken_up: { fee: 'charged', closingNote: 'We did not hear back from you.', closedAt: '2026-12-20T10:00:00.000Z' },
};

/** Giulia's request for an engagement ring as GET /club/custom-designs/mine answers it, at `status`. */
export const designAt = (status: CustomDesignStatus, changes: Partial<CustomDesign> = {}): CustomDesign => ({
  id: '5d0c7a52-8d1e-4b7f-9a3c-2e4f6a8b0c1d',
  status,
  pieceKind: 'engagement_ring',
  description: 'An oval solitaire for my fiancée,\nsimple and low.',
  budgetEuros: 4500,
  name: 'Giulia Rossi',
  email: 'giulia@example.com',
  phone: null,
  locale: 'en',
  feeCents: CLUB.customDesignFeeCents,
  fee: 'held',
  card: { brand: 'visa', last4: '4242' },
  requestedAt: '2026-12-01T10:00:00.000Z',
  proposal: null,
  proposedAt: null,
  orderNumber: null,
  closingNote: null,
  closedAt: null,
  ...AT[status],
  ...changes,
});

/** The design's page for TOKEN only (any other token reads 404, as the BFF's), plus `more` handlers. */
export function stubDesignApi(design: () => CustomDesign, more: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /club/custom-designs/mine': (request) =>
      request.headers.get(CUSTOM_DESIGN_TOKEN_HEADER) === TOKEN ? Response.json({ design: design() }) : errorResponse(404, 'NOT_FOUND'),
    ...more,
  });
}
