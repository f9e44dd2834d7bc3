import type { Cart, Locale, Order, PaymentFailureReason, PlaceOrder, RequestReturn } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import { emptyCart, readCart } from '../cart';
import type { Database } from '../db/schema';
import { ProductUnavailableError } from '../catalog';
import { enqueueMail } from '../mail';
import { PaymentKeyConflictError, PaymentStateError, type Authorisation, type AuthoriseResult, type PaymentProvider } from '../payment';
import { lockVisitor, type Visitor } from '../visitor';
import { redeemCartDiscount, type RedeemDiscount } from './discount-redemption';
import { CartEmptyError, EarlierPaymentVoidedError, OrderInProgressError, TotalChangedError } from './errors';
import { newOrderNumber, newOrderReference } from './identifiers';
import { abandonAttempt, claimKey, paymentKey, readKey, type KeyRow, recordDecline, recordPlaced, requestFingerprint } from './idempotency';
import { lockOrdersOfEmail } from './earlier-orders';
import { buildOrderMail } from './order-mail';
import { requestReturn, SHOPPER } from './returns';
import { findOrder, findPaymentId, insertOrder, insertPayment } from './repository';

export type PlaceOrderOutcome = { kind: 'placed'; order: Order; replayed: boolean } | { kind: 'declined'; reason: PaymentFailureReason; replayed: boolean };

/** Where payment troubles that do not change the answer are reported (the request's logger). */
export interface PaymentLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** An order as the modules that follow purchases see it: at list price (its subtotal, before any discount). */
export interface PlacedOrder {
  orderId: string;
  email: string;
  subtotalCents: number;
  placedAt: Date;
}

/**
 * Called inside the order's transaction once the order is written, so what it records commits or rolls
 * back with the order. The app wires Club AMA's count here; orders import nothing of the club.
 */
export type OrderPlacedHook = (trx: Kysely<Database>, order: PlacedOrder) => Promise<unknown>;

export interface OrderServiceOptions {
  db: Kysely<Database>;
  payments: PaymentProvider;
  redeemDiscount?: RedeemDiscount;
  onPlaced?: OrderPlacedHook;
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

/**
 * How often one request starts over when the key moved on under it (another request with the same key
 * voided the attempt this one had authorised). Each round reads the key again; this bounds a storm.
 */
const ROUNDS = 3;
const STARTED_OVER = Symbol('started over');

/** An outcome, and the payment to capture when it is an order. */
type Placed = { outcome: PlaceOrderOutcome; paymentId?: string };

const silent: PaymentLog = { warn: () => undefined, error: () => undefined };

/** The cart can be paid as it stands and for the total the shopper saw, or the order stops here. */
function assertPayable(cart: Cart, expectedTotalCents: number): void {
  if (cart.lines.length === 0) throw new CartEmptyError();
  const unavailable = cart.lines.find((line) => !line.available);
  if (unavailable) throw new ProductUnavailableError(unavailable.sku);
  if (cart.totalCents !== expectedTotalCents) throw new TotalChangedError(cart);
}

/**
 * Checkout's last step (docs/requirements.md#checkout): the card is AUTHORISED before the order's transaction, the order is
 * written in ONE transaction, and the authorisation is CAPTURED after the commit, or VOIDED when the
 * transaction failed. No payment call ever runs inside the transaction, so a request holds at most one
 * database connection at any time (a gateway that keeps its books on the same pool, called
 * inside the transaction, made every checkout wait for a second connection of a full pool).
 *
 * 1. The key's answer, if it has one, is replayed ('placed' → the same order, 'declined' → the same 402).
 * 2. The cart is read and re-priced, without a lock: empty, an unavailable line or another total than
 *    the shopper saw → 409, before any money is held; the key stays as it was. An empty cart first reads
 *    the key again: a request with the same key may have just placed the order (and emptied the cart).
 * 3. The card is authorised for the cart's total, with a provider key derived from the Idempotency-Key
 *    (idempotency.ts paymentKey): a retry after a crash between 3 and 4 gets the same authorisation back.
 *    Declined → the decline is recorded with the key.
 * 4. The transaction: the key is claimed (a request with the same key waits on it, then replays), the
 *    visitor locked, the cart read again and checked again; the order, its lines, the discount's
 *    redemption, the payment (the authorisation's id), the club's count, the e-mail (outbox), the emptied
 *    cart and the key's 'placed' commit together.
 * 5. After the commit the authorisation is captured. A failed transaction instead gives the attempt up
 *    (the key committed 'voided', waiting for anyone who holds it) and voids the authorisation.
 *
 * Money is taken only by the capture, and only for an order that exists.
 */
export function createOrderService({
  db,
  payments,
  redeemDiscount = redeemCartDiscount,
  onPlaced = async () => undefined,
  waitMs = ORDER_WAIT_MS,
  drawOrderNumber = newOrderNumber,
  now = () => new Date(),
}: OrderServiceOptions) {
  if (!Number.isInteger(waitMs) || waitMs < 1) throw new Error(`waitMs must be a positive integer, not ${waitMs}`);

  /** Capture never changes the answer: the order is committed, the money held for it. A failure is retried by the next replay of the key. */
  async function capture(paymentId: string, log: PaymentLog): Promise<void> {
    try {
      await payments.capture(paymentId);
    } catch (error) {
      log.warn({ err: error, paymentId }, 'capture failed; the order is placed and its authorisation holds the amount; a repeat of the key captures again');
    }
  }

  /** Voids an authorisation this request made sure no order will use. */
  async function voidAuthorisation(paymentId: string, log: PaymentLog): Promise<void> {
    try {
      await payments.void(paymentId);
    } catch (error) {
      if (error instanceof PaymentStateError && error.status === 'captured') log.error({ err: error, paymentId }, 'a captured payment has no order: refund it');
      else log.warn({ err: error, paymentId }, 'void failed; the authorisation expires at the provider');
    }
  }

  /** A placed key's order, and the id of its payment (to capture). */
  async function placedOrder(read: Kysely<Database>, orderId: string): Promise<Placed> {
    return { outcome: { kind: 'placed', order: (await findOrder(read, { id: orderId }))!, replayed: true }, paymentId: await findPaymentId(read, orderId) };
  }

  /** The key's committed answer, replayed; undefined while it has none. */
  async function answerOf(known: KeyRow | undefined, log: PaymentLog): Promise<PlaceOrderOutcome | undefined> {
    if (known?.outcome === 'placed') return captured(await placedOrder(db, known.order_id!), log);
    if (known?.outcome === 'declined') return { kind: 'declined', reason: known.decline_reason!, replayed: true };
    return undefined;
  }

  async function attempt(visitor: Visitor, request: PlaceOrder, locale: Locale, key: string, log: PaymentLog): Promise<PlaceOrderOutcome | typeof STARTED_OVER> {
    const { checkout, payment } = request;
    const fingerprint = requestFingerprint(checkout, request.expectedTotalCents);

    // 1. What the key already stands for. A placed key's capture is done again (idempotent): the request
    //    that placed it may have died between its commit and its capture.
    const known = await readKey(db, key, visitor.hash, fingerprint);
    const answer = await answerOf(known, log);
    if (answer) return answer;
    const attemptNo = known?.payment_attempt ?? 0;

    // 2. The cart as it stands: a refusal here holds nothing on the card.
    const cart = await readCart(db, visitor.hash, locale);
    if (cart.lines.length === 0) {
      // The order of another request with this key may have committed between the two reads (it empties
      // the cart): that request's answer is this one's too, not "the cart is empty".
      const now = await answerOf(await readKey(db, key, visitor.hash, fingerprint), log);
      if (now) return now;
    }
    assertPayable(cart, request.expectedTotalCents);

    // 3. Authorise, holding no connection.
    let authorised: AuthoriseResult;
    try {
      authorised = await payments.authorise({
        amountCents: cart.totalCents,
        currency: cart.currency,
        card: { number: payment.cardNumber, expiryMonth: payment.expiry.month, expiryYear: payment.expiry.year, cvc: payment.cvc, holderName: payment.cardholderName },
        idempotencyKey: paymentKey(key, attemptNo),
      });
    } catch (error) {
      if (!(error instanceof PaymentKeyConflictError)) throw error;
      // The provider's key already stands for another payment: this key's request crashed after its
      // authorisation and comes back with another total. Once the key is committed 'voided'
      // no order can use that authorisation, and it is voided; the answer is a clear 409, and sending
      // the order again authorises afresh.
      if (!(await abandonAttempt(db, key, visitor.hash, fingerprint, attemptNo, waitMs))) return STARTED_OVER;
      if (error.earlier && error.earlier.status !== 'voided') await voidAuthorisation(error.earlier.paymentId, log);
      throw new EarlierPaymentVoidedError();
    }

    if (!authorised.ok) {
      const reason = authorised.reason;
      return db.transaction().execute(async (trx): Promise<PlaceOrderOutcome | typeof STARTED_OVER> => {
        await sql.raw(`set local lock_timeout = ${waitMs}`).execute(trx);
        const claim = await claimKey(trx, key, visitor.hash, fingerprint, attemptNo);
        if (claim.kind === 'stale') return STARTED_OVER;
        if (claim.kind === 'placed') return (await placedOrder(trx, claim.orderId)).outcome;
        if (claim.kind === 'declined') return { kind: 'declined', reason: claim.reason, replayed: true };
        await recordDecline(trx, key, reason);
        return { kind: 'declined', reason, replayed: false };
      });
    }

    // 4. The order's transaction.
    const { authorisation } = authorised;
    let claimed = false;
    let placed: Placed | typeof STARTED_OVER;
    try {
      placed = await db.transaction().execute(async (trx): Promise<Placed | typeof STARTED_OVER> => {
        // SET cannot take a parameter; waitMs is a checked integer.
        await sql.raw(`set local lock_timeout = ${waitMs}`).execute(trx);
        const claim = await claimKey(trx, key, visitor.hash, fingerprint, attemptNo);
        if (claim.kind === 'stale') return STARTED_OVER;
        // Another request with this key answered first: its answer, with its order's own payment.
        if (claim.kind === 'placed') return placedOrder(trx, claim.orderId);
        if (claim.kind === 'declined') return { outcome: { kind: 'declined', reason: claim.reason, replayed: true } };
        claimed = true;
        return { outcome: await writeOrder(trx, visitor, request, locale, key, authorisation), paymentId: authorisation.paymentId };
      });
    } catch (error) {
      // Only the request that held the key decides its authorisation's fate; one that never got the key
      // (it waited too long, or the key is another request's) leaves it to the holder.
      if (claimed) await giveUp(visitor, key, fingerprint, attemptNo, authorisation, log);
      throw error;
    }
    if (placed === STARTED_OVER) return STARTED_OVER;
    // 5. Capture: money is taken now that the order exists.
    return captured(placed, log);
  }

  async function captured({ outcome, paymentId }: Placed, log: PaymentLog): Promise<PlaceOrderOutcome> {
    if (outcome.kind === 'placed' && paymentId) await capture(paymentId, log);
    return outcome;
  }

  /** The transaction failed after this request claimed the key: the key is committed 'voided', then the authorisation voided. */
  async function giveUp(visitor: Visitor, key: string, fingerprint: string, attemptNo: number, authorisation: Authorisation, log: PaymentLog): Promise<void> {
    try {
      if (await abandonAttempt(db, key, visitor.hash, fingerprint, attemptNo, waitMs)) await voidAuthorisation(authorisation.paymentId, log);
    } catch (error) {
      // The database is away too: the attempt stays live, a retry of the key takes its authorisation up.
      log.warn({ err: error, paymentId: authorisation.paymentId }, 'could not give the payment attempt up; the authorisation stays for a retry of the key');
    }
  }

  async function writeOrder(trx: Kysely<Database>, visitor: Visitor, request: PlaceOrder, locale: Locale, key: string, authorisation: Authorisation): Promise<PlaceOrderOutcome> {
    if (!(await lockVisitor(trx, visitor.hash))) throw new CartEmptyError();
    // Again, under the visitor's lock: another tab may have ordered the cart, a price may have moved.
    const placedAt = now();
    const cart = await readCart(trx, visitor.hash, locale, placedAt);
    assertPayable(cart, request.expectedTotalCents);
    // Orders of one e-mail take turns from here, so a first-purchase code sees any order of that e-mail
    // placed at the same moment in another tab (earlier-orders.ts).
    await lockOrdersOfEmail(trx, request.checkout.contact.email);
    const { id, number } = await insertOrder(
      trx,
      { reference: newOrderReference(), visitorHash: visitor.hash, locale, form: request.checkout, cart, now: placedAt },
      drawOrderNumber,
    );
    // A code refused now fails the order before any money is taken (the authorisation is voided).
    if (cart.discount) await redeemDiscount(trx, cart.discount.code, request.checkout.contact.email, number, cart.subtotalCents);
    await insertPayment(trx, id, payments.name, authorisation, cart.currency);
    const order = (await findOrder(trx, { id }))!;
    // Club AMA counts the order at list price with the order itself (the member's row is locked, so
    // concurrent orders of one member add up), through the hook the app wires.
    await onPlaced(trx, { orderId: id, email: order.email, subtotalCents: order.totals.subtotalCents, placedAt: new Date(order.placedAt) });
    await enqueueMail(trx, buildOrderMail(order));
    await emptyCart(trx, visitor.hash);
    await recordPlaced(trx, key, id);
    return { kind: 'placed', order, replayed: false };
  }

  return {
    async place(visitor: Visitor | null, request: PlaceOrder, locale: Locale, idempotencyKey: string, log: PaymentLog = silent): Promise<PlaceOrderOutcome> {
      // No cookie, no cart; a key is never stored for nobody.
      if (!visitor) throw new CartEmptyError();
      try {
        for (let round = 1; ; round += 1) {
          const outcome = await attempt(visitor, request, locale, idempotencyKey, log);
          if (outcome !== STARTED_OVER) return outcome;
          if (round >= ROUNDS) throw new OrderInProgressError();
        }
      } catch (error) {
        if (isLockTimeout(error)) throw new OrderInProgressError();
        throw error;
      }
    },

    /** The order for its confirmation page: only the visitor who placed it may read it (else null → 404). */
    get(visitor: Visitor | null, reference: string): Promise<Order | null> {
      return visitor ? findOrder(db, { reference, visitorHash: visitor.hash }) : Promise.resolve(null);
    },

    /** The shopper's own return request from the status page (returns.ts); null when the order is not theirs. */
    async requestReturn(visitor: Visitor | null, reference: string, input: RequestReturn): Promise<Order | null> {
      if (!visitor) return null;
      const order = await db.selectFrom('orders').select('id').where('reference', '=', reference).where('visitor_hash', '=', visitor.hash).executeTakeFirst();
      return order ? requestReturn({ db, payments, now }, { id: order.id }, input, SHOPPER) : null;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
