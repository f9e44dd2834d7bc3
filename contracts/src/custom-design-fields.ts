/**
 * The custom design service's statuses, limits, problems and paths, without zod: the pages draw with
 * them before their check loads (custom-designs.ts has the schemas; docs/services.md#custom-design).
 */

/**
 * requested (the €150 fee held on the card) → proposed (the shop sent a design; it may send a revised
 * one) → in_production (the fee released) | not_taken_up (the fee charged); withdrawn by the customer
 * (the fee charged) from requested or proposed.
 */
export const CUSTOM_DESIGN_STATUSES = ['requested', 'proposed', 'in_production', 'withdrawn', 'not_taken_up'] as const;
export type CustomDesignStatus = (typeof CUSTOM_DESIGN_STATUSES)[number];

/** Where a design may still go: the open statuses. */
export const CUSTOM_DESIGN_OPEN: readonly CustomDesignStatus[] = ['requested', 'proposed'];

/** The fee on the card: held at the request, then released (the piece is made) or charged (it is not). */
export const CUSTOM_DESIGN_FEE_STATES = ['held', 'released', 'charged'] as const;
export type CustomDesignFeeState = (typeof CUSTOM_DESIGN_FEE_STATES)[number];

export const CUSTOM_DESIGN_PIECES = ['ring', 'engagement_ring', 'earrings', 'necklace', 'bracelet', 'other'] as const;
export type CustomDesignPiece = (typeof CUSTOM_DESIGN_PIECES)[number];

export const CUSTOM_DESIGN_LIMITS = {
  descriptionMinLength: 20,
  descriptionMaxLength: 2000,
  /** Whole euros: below the least a made-to-order piece costs, a design cannot be made. */
  budgetMinEuros: 500,
  budgetMaxEuros: 1_000_000,
  nameMaxLength: 80,
  emailMaxLength: 254,
  phoneMaxLength: 30,
  messageMaxLength: 2000,
  orderNumberMaxLength: 20,
} as const;

/** Field problems of a request or a staff step (the browser's check and the server's, alike). */
export const CUSTOM_DESIGN_PROBLEMS = [
  'required',
  'too_short',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'budget_too_low',
  'budget_too_high',
  'invalid_budget',
  'unknown_order',
] as const;
export type CustomDesignProblem = (typeof CUSTOM_DESIGN_PROBLEMS)[number];

/**
 * The customer's API (custom-designs.ts). The request's page keeps its link's token and sends it in
 * CUSTOM_DESIGN_TOKEN_HEADER, not in the URL, so it does not end up in access logs.
 */
export const CUSTOM_DESIGN_PATHS = {
  /** POST (Idempotency-Key) the request and the card: the fee is held. */
  requests: '/club/custom-designs',
  /** GET (token header) the request as it stands. */
  mine: '/club/custom-designs/mine',
  /** POST (token header) the customer withdraws: the fee is charged. */
  withdrawal: '/club/custom-designs/mine/withdrawal',
} as const;

export const CUSTOM_DESIGN_TOKEN_HEADER = 'x-custom-design-token';
/** The request page's query parameter that carries the token (the e-mailed link). */
export const CUSTOM_DESIGN_TOKEN_PARAM = 'token';
