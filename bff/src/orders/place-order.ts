import type { Cart, Locale, Order, PaymentFailureReason, PlaceOrder } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import { readCart } from '../cart';
import { recordClubPurchase } from '../club/lifecycle';
import type { Database } from '../db/schema';
import { ProductUnavailableError } from '../domain/errors';
import { enqueueMail } from '../mail';
import type { PaymentProvider } from '../payment';
import type { Visitor } from '../visitor';
import { redeemCartDiscount, type RedeemDiscount } from './discount-redemption';
import { CartEmptyError, OrderInProgressError, TotalChangedError } from './errors';
import { newOrderNumber, newOrderReference } from './identifiers';
import { claimKey, recordDecline, recordPlaced, requestFingerprint } from './idempotency';
import { buildOrderMail } from './order-mail';
import { findOrder, insertOrder, insertPayment } from './repository';
import { emptyCart, lockVisitor } from './visitor-cart';

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: Order; replayed: boolean }
  | { kind: 'declined'; reason: PaymentFailureReason; replayed: boolean };

export interface OrderServiceOptions {
  db: Kysely<Database>;
  payments: PaymentProvider;
  redeemDiscount?: RedeemDiscount;
  /** How long a request waits for another one holding the same key (or the same visitor's cart). */
  waitMs?: number;
  drawOrderNumber?: () => string;
  now?: () => Date;
}

/** A double click's second request waits this long for the first; a payment takes a few seconds at most. */
export const ORDER_WAIT_MS = 10_000;

/** PostgreSQL's lock_not_available: the wait above ran out. */
const LOCK_TIMEOUT = '55P03';
const isLockTimeout = (error: unknown) => (error as { code?: unknown } | null)?.code === LOCK_TIMEOUT;

/** The cart can be paid as it stands and for the total the shopper saw, or the order stops here (rolled back). */
function assertPayable(cart: Cart, expectedTotalCents: number): void {
  if (cart.lines.length === 0) throw new CartEmptyError();
  const unavailable = cart.lines.find((line) => !line.available);
  if (unavailable) throw new ProductUnavailableError(unavailable.sku);
  if (cart.totalCents !== expectedTotalCents) throw new TotalChangedError(cart);
}

/**
 * Checkout's last step (spec §4), in ONE transaction:
 * 1. the Idempotency-Key is claimed (a repeat waits for the first request, then answers its outcome);
 * 2. the visitor is locked and the cart re-priced now: empty → 409, an unavailable line → 409, another
 *    total than the shopper saw → 409 with the new cart; all of these roll back and leave the key free;
 * 3. the order and its lines are written and the cart's discount code redeemed, after a savepoint;
 * 4. the card is charged (the key doubles as the provider's idempotency key);
 * 5. declined → back to the savepoint: only the key and its decline are committed;
 *    charged → the payment, the summary e-mail (outbox), the emptied cart and the key's outcome commit
 *    with the order.
 * A crash or an error after the charge rolls everything back; the same key retried is charged once by
 * the provider (its idempotency) and the order is written then.
 */
export function createOrderService({
  db,
  payments,
  redeemDiscount = redeemCartDiscount,
  waitMs = ORDER_WAIT_MS,
  drawOrderNumber = newOrderNumber,
  now = () => new Date(),
}: OrderServiceOptions) {
  if (!Number.isInteger(waitMs) || waitMs < 1) throw new Error(`waitMs must be a positive integer, not ${waitMs}`);

  async function place(visitor: Visitor | null, request: PlaceOrder, locale: Locale, idempotencyKey: string): Promise<PlaceOrderOutcome> {
    // No cookie, no cart; a key is never stored for nobody.
    if (!visitor) throw new CartEmptyError();
    const { checkout, payment } = request;
    return db.transaction().execute(async (trx) => {
      // SET cannot take a parameter; waitMs is a checked integer.
      await sql.raw(`set local lock_timeout = ${waitMs}`).execute(trx);
      const claim = await claimKey(trx, idempotencyKey, visitor.hash, requestFingerprint(checkout, request.expectedTotalCents));
      if (claim.kind === 'declined') return { kind: 'declined', reason: claim.reason, replayed: true };
      if (claim.kind === 'placed') return { kind: 'placed', order: (await findOrder(trx, { id: claim.orderId }))!, replayed: true };

      if (!(await lockVisitor(trx, visitor.hash))) throw new CartEmptyError();
      const cart = await readCart(trx, visitor.hash, locale);
      assertPayable(cart, request.expectedTotalCents);

      await sql`savepoint before_charge`.execute(trx);
      const { id, number } = await insertOrder(trx, { reference: newOrderReference(), visitorHash: visitor.hash, locale, form: checkout, cart, now: now() }, drawOrderNumber);
      if (cart.discount) await redeemDiscount(trx, cart.discount.code, checkout.contact.email, number, cart.subtotalCents);
      const charge = await payments.charge({
        amountCents: cart.totalCents,
        currency: cart.currency,
        card: { number: payment.cardNumber, expiryMonth: payment.expiry.month, expiryYear: payment.expiry.year, cvc: payment.cvc, holderName: payment.cardholderName },
        idempotencyKey,
      });
      if (!charge.ok) {
        await sql`rollback to savepoint before_charge`.execute(trx);
        await recordDecline(trx, idempotencyKey, charge.reason);
        return { kind: 'declined', reason: charge.reason, replayed: false };
      }
      await insertPayment(trx, id, payments.name, charge, { amountCents: cart.totalCents, currency: cart.currency });
      const order = (await findOrder(trx, { id }))!;
      // Club AMA counts the order at list price with the order itself (the member's row is locked, so
      // concurrent orders of one member add up).
      await recordClubPurchase(trx, { orderId: id, email: order.email, subtotalCents: order.totals.subtotalCents, placedAt: new Date(order.placedAt) });
      await enqueueMail(trx, buildOrderMail(order));
      await emptyCart(trx, visitor.hash);
      await recordPlaced(trx, idempotencyKey, id);
      return { kind: 'placed', order, replayed: false };
    });
  }

  return {
    async place(visitor: Visitor | null, request: PlaceOrder, locale: Locale, idempotencyKey: string): Promise<PlaceOrderOutcome> {
      try {
        return await place(visitor, request, locale, idempotencyKey);
      } catch (error) {
        if (isLockTimeout(error)) throw new OrderInProgressError();
        throw error;
      }
    },

    /** The order for its confirmation page: only the visitor who placed it may read it (else null → 404). */
    get(visitor: Visitor | null, reference: string): Promise<Order | null> {
      return visitor ? findOrder(db, { reference, visitorHash: visitor.hash }) : Promise.resolve(null);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
