import type { Kysely } from 'kysely';
import { redeemDiscount, type DiscountRedeemedHook } from '../cart';
import type { Database } from '../db/schema';
import { hasEarlierOrder } from './earlier-orders';

/**
 * The seam where an order uses its cart's discount code, inside the order's transaction and before the
 * charge: a code refused now (used meanwhile by another order, bound to another e-mail) fails the
 * order before any money moves (400 INVALID_DISCOUNT_CODE), and a declined payment rolls the
 * redemption back with the rest. The discount rules are the cart's (bff/src/cart/redeem-discount.ts).
 */
export type RedeemDiscount = (trx: Kysely<Database>, code: string, email: string, orderNumber: string, subtotalCents: number) => Promise<void>;

/**
 * The cart's redemption, telling `onRedeemed` (wired by the app: the newsletter's record of its code),
 * and answering a first-purchase code's question from the orders of the e-mail (this order aside).
 */
export const cartDiscountRedemption =
  (onRedeemed?: DiscountRedeemedHook): RedeemDiscount =>
  async (trx, code, email, orderNumber, subtotalCents) => {
    await redeemDiscount(trx, code, email, orderNumber, { subtotalCents, onRedeemed, hasEarlierOrder });
  };

export const redeemCartDiscount: RedeemDiscount = cartDiscountRedemption();
