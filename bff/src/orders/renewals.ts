import { warrantyShippingContributionCents, type Order, type PaymentFailureReason, type RequestRenewal } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RuleViolationError } from '../domain/errors';
import { captureHeld, holdFee, type Authorisation, type FeeLog, type PaymentProvider } from '../payment';
import type { Visitor } from '../visitor';
import { RenewalNotAllowedError } from './errors';
import { CUSTOMER, recordRenewalStep, renewalColumns, renewalMailOrder, toRenewal } from './renewal-records';
import { renewalBlock } from './renewal-rules';
import { findOrder } from './repository';

/**
 * The warranty renewal, the customer's side (docs/services.md#warranty-renewal): one piece of a
 * delivered order placed less than WARRANTY.renewalServiceYears years ago, once per piece, for the
 * shipping contribution of the order's country. The money goes through the shop's payment flow as a
 * held fee (payment/held-fee.ts): the card is authorised outside any transaction; the renewal is written
 * in one transaction with the order's row locked and the rules checked again, holding the authorisation;
 * a refused or failed write voids it; the contribution is captured after the commit. So no capture
 * without its renewal, and no renewal without its authorisation.
 */

export type RenewalOutcome = { kind: 'requested'; order: Order; replayed: boolean } | { kind: 'declined'; reason: PaymentFailureReason };

export interface RenewalServiceOptions {
  db: Kysely<Database>;
  payments: PaymentProvider;
  now?: () => Date;
}

/** The provider's key of a renewal request: the request's Idempotency-Key, in the renewals' own space. */
export const renewalPaymentKey = (key: string) => `renewal:${key}`;

/** A key's row: which piece it asked for, and its payment. */
interface KeyRow {
  id: string;
  order_id: string;
  position: number;
  payment_id: string;
  payment_status: 'authorised' | 'captured';
}

/** The write's answer: the key's row (written now, or found: a repeat), or the key standing for another request. */
type Written = (KeyRow & { created: boolean }) | 'key_used';

const KEY_FIELD = 'idempotency-key';
const keyUsed = () => new RuleViolationError('This Idempotency-Key was used for another renewal request', { [KEY_FIELD]: 'already_used' });

const rowOfKey = (db: Kysely<Database>, key: string): Promise<KeyRow | undefined> =>
  db.selectFrom('order_renewals').select(['id', 'order_id', 'position', 'payment_id', 'payment_status']).where('request_key', '=', key).executeTakeFirst();

const sameRequest = (row: KeyRow, orderId: string, position: number) => row.order_id === orderId && row.position === position;

/** The rules, as the order stands now in `db` (the write's transaction holds the order's row). */
async function assertRenewable(db: Kysely<Database>, orderId: string, position: number, now: Date): Promise<void> {
  const order = await db.selectFrom('orders').select(['status', 'placed_at']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const line = await db.selectFrom('order_lines').select('position').where('order_id', '=', orderId).where('position', '=', position).executeTakeFirst();
  if (!line) throw new RuleViolationError('No such line in this order', { position: 'unknown' });
  const renewed = await db.selectFrom('order_renewals').select('position').where('order_id', '=', orderId).execute();
  const block = renewalBlock(position, { delivered: order.status === 'delivered', placedAt: order.placed_at, now, renewed: new Set(renewed.map((row) => row.position)) });
  if (block) throw new RenewalNotAllowedError(block);
}

export function createRenewalService({ db, payments, now = () => new Date() }: RenewalServiceOptions) {
  /**
   * The renewal's transaction: the order's row locked (requests for its pieces take turns), the key's
   * row if this request wrote it already (the same request twice at once: its authorisation stays with
   * that row), else the rules again and the row with the authorisation, its history line and the
   * customer's e-mail. Throws to refuse: then holdFee voids the authorisation.
   */
  function write(orderId: string, position: number, key: string, authorisation: Authorisation, currency: string, provider: string): Promise<Written> {
    return db.transaction().execute(async (trx): Promise<Written> => {
      await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
      const known = await rowOfKey(trx, key);
      if (known) return sameRequest(known, orderId, position) ? { ...known, created: false } : 'key_used';
      await assertRenewable(trx, orderId, position, now());
      const inserted = await trx
        .insertInto('order_renewals')
        .values({
          order_id: orderId,
          position,
          request_key: key,
          amount_cents: authorisation.amountCents,
          currency,
          payment_provider: provider,
          payment_id: authorisation.paymentId,
          card_brand: authorisation.brand,
          card_last4: authorisation.last4,
        })
        .onConflict((conflict) => conflict.column('request_key').doNothing())
        .returning(['id', 'order_id', 'position', 'payment_id', 'payment_status'])
        .executeTakeFirst();
      if (!inserted) {
        const other = (await rowOfKey(trx, key))!;
        return sameRequest(other, orderId, position) ? { ...other, created: false } : 'key_used';
      }
      const renewal = toRenewal(await renewalColumns(trx).where('order_renewals.id', '=', inserted.id).executeTakeFirstOrThrow());
      await recordRenewalStep(trx, { renewal, order: await renewalMailOrder(trx, orderId), from: null, by: CUSTOMER });
      return { ...inserted, created: true };
    });
  }

  return {
    /**
     * POST /api/orders/:reference/renewals: null when the order is not the visitor's (404). A repeat of
     * the key answers its renewal (and captures its contribution if the first capture failed); a key of
     * another request is 400; a refused piece is 409 before anything is held on the card.
     */
    async request(visitor: Visitor | null, reference: string, input: RequestRenewal, key: string, log: FeeLog): Promise<RenewalOutcome | null> {
      if (!visitor) return null;
      const order = await db
        .selectFrom('orders')
        .select(['id', 'currency', 'shipping_address'])
        .where('reference', '=', reference)
        .where('visitor_hash', '=', visitor.hash)
        .executeTakeFirst();
      if (!order) return null;
      const { position, payment } = input;
      // Refused before the card is touched; the write checks it all again with the order locked.
      const earlier = await rowOfKey(db, key);
      if (earlier && !sameRequest(earlier, order.id, position)) throw keyUsed();
      if (!earlier)
        await assertRenewable(db, order.id, position, now()).catch(async (error: unknown) => {
          // The same request sent twice at once: the other may have written this key's row between the two
          // reads, renewing the piece. That is a repeat, answered with its renewal, not a refusal.
          const written = await rowOfKey(db, key);
          if (!written || !sameRequest(written, order.id, position)) throw error;
        });

      const held = await holdFee(
        payments,
        {
          amountCents: warrantyShippingContributionCents(order.shipping_address.country),
          card: { number: payment.cardNumber, expiryMonth: payment.expiry.month, expiryYear: payment.expiry.year, cvc: payment.cvc, holderName: payment.cardholderName },
          idempotencyKey: renewalPaymentKey(key),
          write: (authorisation) => write(order.id, position, key, authorisation, order.currency, payments.name),
        },
        log,
      );
      if (!held.ok) return { kind: 'declined', reason: held.reason };
      // The authorisation is the other request's (its row holds it): nothing to void, and nothing of it to answer.
      if (held.row === 'key_used') throw keyUsed();
      const { row } = held;
      if (row.payment_status !== 'captured' && (await captureHeld(payments, row.payment_id, log))) {
        await db.updateTable('order_renewals').set({ payment_status: 'captured' }).where('id', '=', row.id).execute();
      }
      return { kind: 'requested', order: (await findOrder(db, { id: order.id }))!, replayed: !row.created };
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
