import { CUSTOM_DESIGN_OPEN, type CustomDesign, type CustomDesignStatus } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ConflictError, NotFoundError } from '../domain/errors';
import { claimFor, finishEach, markMadeToPersonalDesign, NO_CLAIM, refuseClaimed, STALLED, staleBefore, stillClaimed } from '../orders';
import { settleClaimed, type PaymentProvider, type Settlement } from '../payment';
import { designColumns, recordDesignStep, toDesign, type DesignLinks } from './design-records';

/** Written in the change's own transaction by the caller (the back office's audit log): all of it, or none. */
export type DesignChangeRecorder = (trx: Kysely<Database>, change: { id: string; from: CustomDesignStatus; to: CustomDesignStatus; by: string }) => Promise<void>;

export interface DesignChangeDeps {
  db: Kysely<Database>;
  payments: PaymentProvider;
  links: DesignLinks;
  record?: DesignChangeRecorder;
  now?: () => Date;
}

/** A step of a design: where it goes, and what it carries (the proposal, the piece's order, the closing note). */
export interface DesignChange {
  status: Exclude<CustomDesignStatus, 'requested'>;
  /** The proposal's text, or the closing note. */
  text?: string | null;
  orderNumber?: string | null;
}

/** What each step does to the fee held on the card; a proposal leaves it held. */
const SETTLEMENT: Record<DesignChange['status'], Settlement | null> = { proposed: null, in_production: 'void', withdrawn: 'capture', not_taken_up: 'capture' };

/** The step asked of a design that is closed (in production, withdrawn, not taken up): 409 with its status. */
export class DesignStateError extends ConflictError {
  constructor(status: CustomDesignStatus) {
    super(`This custom design is ${status}`, 'CUSTOM_DESIGN_STATE', { status });
  }
}

const lockDesign = async (trx: Kysely<Database>, id: string) => {
  const row = await designColumns(trx).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new NotFoundError('No such custom design');
  return row;
};
type LockedDesign = Awaited<ReturnType<typeof lockDesign>>;

const refuseUnlessOpen = (row: LockedDesign) => {
  if (!CUSTOM_DESIGN_OPEN.includes(row.status)) throw new DesignStateError(row.status);
};

/** The change itself, with the row locked: status and what it carries (the claim cleared), history, the customer's e-mail, the audit line. */
async function apply(deps: DesignChangeDeps, trx: Kysely<Database>, row: LockedDesign, change: DesignChange, by: string): Promise<CustomDesign> {
  const now = deps.now?.() ?? new Date();
  const settlement = SETTLEMENT[change.status];
  await trx
    .updateTable('custom_designs')
    .set({
      status: change.status,
      ...NO_CLAIM,
      ...(change.status === 'proposed' ? { proposal: change.text ?? '', proposed_at: now } : { closed_at: now }),
      ...(change.status === 'in_production' ? { order_number: change.orderNumber ?? null } : {}),
      ...(change.status === 'not_taken_up' ? { closing_note: change.text ?? '' } : {}),
      ...(settlement ? { payment_status: settlement === 'capture' ? ('captured' as const) : ('voided' as const) } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  // The piece's order, once named, refuses returns: made to the customer's own design (orders' return rules).
  if (change.status === 'in_production' && change.orderNumber) await markMadeToPersonalDesign(trx, change.orderNumber);
  const design = toDesign(await designColumns(trx).where('id', '=', row.id).executeTakeFirstOrThrow());
  await recordDesignStep(trx, { design, from: row.status, by, detail: change.text ?? change.orderNumber ?? null, pageLink: deps.links(design) });
  await deps.record?.(trx, { id: design.id, from: row.status, to: design.status, by });
  return design;
}

/**
 * Moves a design on (docs/services.md#custom-design). A proposal is one transaction with the row
 * locked. A step that settles the fee (production releases it; a withdrawal or a design not taken up
 * charges it) first claims the row, then asks the provider, then applies the change
 * (payment/claimed-settlement.ts): money moves only for a change the database gave to this request, and
 * a change that loses the race to another never reaches the provider.
 */
export async function changeDesign(deps: DesignChangeDeps, id: string, change: DesignChange, by: string): Promise<CustomDesign> {
  const { db } = deps;
  const settlement = SETTLEMENT[change.status];
  if (!settlement) {
    return db.transaction().execute(async (trx) => {
      const row = await lockDesign(trx, id);
      refuseClaimed(row);
      refuseUnlessOpen(row);
      return apply(deps, trx, row, change, by);
    });
  }
  let claimId = '';
  const mark = (set: typeof NO_CLAIM | typeof STALLED) =>
    db
      .updateTable('custom_designs')
      .set(set)
      .where('claim_id', '=', claimId)
      .execute()
      .then(() => undefined);
  return settleClaimed(deps.payments, settlement, {
    claim: () =>
      db.transaction().execute(async (trx) => {
        const row = await lockDesign(trx, id);
        if (!row.claim_id) refuseUnlessOpen(row);
        const claim = claimFor(row, change, by, deps.now?.() ?? new Date());
        claimId = claim.claim_id;
        await trx.updateTable('custom_designs').set(claim).where('id', '=', id).execute();
        return { paymentId: row.payment_id };
      }),
    finish: () =>
      db.transaction().execute(async (trx) => {
        const row = await lockDesign(trx, id);
        // Taken over when stale and finished by another request: this one's payment call was that one's too.
        if (!stillClaimed(row, claimId)) {
          refuseClaimed(row);
          throw new DesignStateError(row.status);
        }
        return apply(deps, trx, row, change, by);
      }),
    release: () => mark(NO_CLAIM),
    stall: () => mark(STALLED),
  });
}

/** Changes whose claim went stale (a crash, a provider that never answered): asked again as they were asked. */
export async function finishStaleDesignClaims(deps: DesignChangeDeps): Promise<{ finished: number; failed: number }> {
  const before = staleBefore(deps.now?.() ?? new Date());
  const stale = await deps.db.selectFrom('custom_designs').select(['id', 'claim_change', 'claim_by']).where('claim_id', 'is not', null).where('claimed_at', '<', before).execute();
  return finishEach(stale, (row) => changeDesign(deps, row.id, row.claim_change as DesignChange, row.claim_by!));
}
