import { randomUUID } from 'node:crypto';
import { ConflictError } from '../domain/errors';

/**
 * A row's claim by a change that gives money back (payment/claimed-refund.ts): while it stands, every
 * other change of the row is refused. The claimer has this long to finish; after it, the same change
 * asked again (staff retrying, or housekeeping) takes the claim over and finishes it.
 */
export const CLAIM_FRESH_MS = 60_000;

/** The claim columns of `orders` and `order_returns` (migrations/202611281900_orders_claims.sql). */
export interface ClaimColumns<Change> {
  claim_id: string | null;
  claim_change: Change | null;
  claimed_at: Date | null;
}

/** Another member of staff's change holds the row, its refund on its way: this one waits. */
export class ChangeInProgressError extends ConflictError {
  constructor() {
    super('Another change of this is being finished (its refund is on its way); look again in a moment', 'CHANGE_IN_PROGRESS');
  }
}

/** Refuses any change of a claimed row (exchanging or refusing a return being refunded, shipping an order being cancelled). */
export function refuseClaimed(row: ClaimColumns<unknown>): void {
  if (row.claim_id) throw new ChangeInProgressError();
}

/**
 * The claim this change may take, or refuses: a row held by another change, or by this same change
 * while its claimer may still be at work. A stale claim of the same change is taken over (its refund is
 * idempotent, so asking the provider again pays nothing twice).
 */
export function claimFor<Change extends { status: string }>(row: ClaimColumns<Change>, change: Change, by: string, now: Date) {
  if (row.claim_id) {
    const fresh = row.claimed_at!.getTime() > now.getTime() - CLAIM_FRESH_MS;
    if (row.claim_change!.status !== change.status || fresh) throw new ChangeInProgressError();
  }
  return { claim_id: randomUUID(), claim_change: JSON.stringify(change), claim_by: by, claimed_at: now };
}

/** Whether the row is still claimed by `claimId` (another request may have taken a stale claim over and finished). */
export const stillClaimed = (row: ClaimColumns<unknown>, claimId: string) => row.claim_id === claimId;

export const NO_CLAIM = { claim_id: null, claim_change: null, claim_by: null, claimed_at: null };
/** A claim whose provider call has no known answer: kept, and stale at once, so asking again finishes it. */
export const STALLED = { claimed_at: new Date(0) };

/** Claims taken before this are stale. */
export const staleBefore = (now: Date) => new Date(now.getTime() - CLAIM_FRESH_MS);

/** Asks each stale claim's change again; one that fails stays claimed for the next pass. */
export async function finishEach<Row>(rows: readonly Row[], finish: (row: Row) => Promise<unknown>): Promise<{ finished: number; failed: number }> {
  let finished = 0;
  for (const row of rows) {
    await finish(row).then(
      () => (finished += 1),
      () => undefined,
    );
  }
  return { finished, failed: rows.length - finished };
}
