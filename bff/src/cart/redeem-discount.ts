import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DiscountRefusedError } from './errors';
import { countRedemptions, findDiscount, insertRedemption } from './discount-repository';
import { discountProblem, normalizeDiscountCode, type DiscountTerms } from './discount-rules';
import { earlierOrderFor, type HasEarlierOrder } from './earlier-order';

/**
 * Another module's record of a code's use, written in the same transaction as the redemption (the
 * newsletter marks its welcome code). A hook the app wires, so the cart knows no module that issues codes.
 */
export type DiscountRedeemedHook = (trx: Kysely<Database>, code: string, redeemedAt: Date) => Promise<void>;

export interface RedeemOptions {
  /** The order's subtotal: when given, the code's minimum is checked against it too. */
  subtotalCents?: number;
  now?: Date;
  onRedeemed?: DiscountRedeemedHook;
  /**
   * Asked for a first-purchase code (the newsletter's): does the e-mail have an order other than
   * `orderRef`? The order placement always passes it (orders/discount-redemption.ts).
   */
  hasEarlierOrder?: HasEarlierOrder;
}

/**
 * The order placement's use of a discount code (call it inside the order's transaction): checks the
 * code once more, now with the shopper's e-mail (its dates, its uses, the e-mail a personal code is
 * bound to, once per e-mail), and records the redemption, so the order and the use of its code are
 * stored together or not at all. Refused → DiscountRefusedError (400 INVALID_DISCOUNT_CODE over HTTP);
 * someone else's personal code is 'invalid', like an unknown one. Returns the code's terms, to price
 * the order with (discountAmountCents).
 *
 * Concurrency: the code's row is locked (SELECT … FOR UPDATE) before its uses are counted, so on
 * PostgreSQL a second order with the same code waits for the first to commit or roll back, then
 * counts again and sees its redemption (READ COMMITTED takes a fresh snapshot per statement): a
 * single-use code goes to exactly one order. PGlite runs one transaction at a time anyway. Without a
 * transaction it opens its own, so the lock still means something.
 */
export async function redeemDiscount(trx: Kysely<Database>, code: string, email: string, orderRef: string | null, options: RedeemOptions = {}): Promise<DiscountTerms> {
  if (!trx.isTransaction) return trx.transaction().execute((own) => redeemDiscount(own, code, email, orderRef, options));
  const { subtotalCents, now = new Date(), onRedeemed, hasEarlierOrder } = options;
  const normalized = normalizeDiscountCode(code);
  const terms = await findDiscount(trx, normalized, { forUpdate: true });
  const uses = terms ? await countRedemptions(trx, normalized, email) : { total: 0, byEmail: 0 };
  // The order's own row is already written in this transaction: it is not an earlier order.
  const earlierOrder = await earlierOrderFor(trx, terms, email, { hasEarlierOrder, exceptOrderRef: orderRef });
  // Without a subtotal the minimum is not the question: the order checked it with its cart.
  const problem = discountProblem(terms, { now, subtotalCents: subtotalCents ?? Number.MAX_SAFE_INTEGER, uses, email, earlierOrder });
  if (problem || !terms) throw new DiscountRefusedError(problem ?? 'invalid');
  await insertRedemption(trx, terms.code, email, orderRef, now);
  await onRedeemed?.(trx, terms.code, now);
  return terms;
}
