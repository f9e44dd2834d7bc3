import { CURRENCY, SHIPPING, type Cart, type CartLine } from '@ama/contracts';

/** Money taken off a cart. Discount codes (the next issue) implement it; until then there is none. */
export interface Discount {
  /** Cents off a subtotal; clamped to [0, subtotal] by cartTotals. */
  amountCents(subtotalCents: number): number;
}

export const NO_DISCOUNT: Discount = { amountCents: () => 0 };

/**
 * The cart's figures from its priced lines. Lines that can no longer be ordered still count: the
 * shopper sees what the cart holds, and checkout waits until they are removed (checkoutBlocked).
 * Shipping is free, insured and worldwide (spec §1).
 */
export function cartTotals(lines: readonly CartLine[], discount: Discount = NO_DISCOUNT): Omit<Cart, 'lines'> {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = Math.min(subtotalCents, Math.max(0, Math.round(discount.amountCents(subtotalCents))));
  const shippingCents = SHIPPING.costCents;
  return {
    discount: null,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents,
    discountCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + shippingCents,
    currency: CURRENCY,
    checkoutBlocked: lines.some((line) => !line.available),
  };
}
