/** Returns (docs/backoffice.md#returns): statuses, why a piece cannot go back, why staff refuse one; without zod (returns.ts has the schemas). */

/** requested (by the shopper or by staff from the shopper's e-mail) → received and checked → refunded or exchanged; or refused. */
export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'exchanged', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Where a return may go from each status. */
export const RETURN_STATUS_NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['received', 'refused'],
  received: ['refunded', 'exchanged', 'refused'],
  refunded: [],
  exchanged: [],
  refused: [],
};

/**
 * Why the shop refuses a piece before it travels (RETURNS in constants.ts): the order is not delivered,
 * the 14 days from receipt are over, the piece is engraved or has a stone of 1 ct or more, or it is in
 * another return already.
 */
export const RETURN_BLOCKS = ['not_delivered', 'window_closed', 'engraved', 'large_stone', 'personal_design', 'already_returned'] as const;
export type ReturnBlock = (typeof RETURN_BLOCKS)[number];

/** Why staff refuse a piece they received and checked: worn, not in its packaging, a security tag off, made to a personal design; or it never came. */
export const RETURN_REFUSALS = ['worn', 'packaging', 'security_tags', 'personalised', 'not_received'] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

export const RETURN_LIMITS = { commentMaxLength: 500, linesMax: 50 } as const;
