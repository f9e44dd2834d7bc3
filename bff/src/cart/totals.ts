import { CURRENCY, SHIPPING, type Cart, type CartDiscount, type CartLine } from '@ama/contracts';

/** Money taken off a cart: the applied discount code (discount-rules.ts makes one from a code's terms). */
export interface Discount {
  /** Cents off a subtotal of these lines; clamped to [0, subtotal] by cartTotals. */
  amountCents(subtotalCents: number, lines: readonly CartLine[]): number;
  /** What the cart shows of the code; its amountCents is the clamped discount of these totals. */
  shown: Omit<CartDiscount, 'amountCents'>;
}

export const NO_DISCOUNT: Discount | null = null;

/**
 * The cart's figures from its priced lines. Lines that can no longer be ordered still count: the
 * shopper sees what the cart holds, and checkout waits until they are removed (checkoutBlocked).
 * Shipping is free, insured and worldwide (docs/requirements.md#shop).
 */
export function cartTotals(lines: readonly CartLine[], discount: Discount | null = NO_DISCOUNT): Omit<Cart, 'lines' | 'shipsBy'> {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents = discount ? Math.min(subtotalCents, Math.max(0, Math.round(discount.amountCents(subtotalCents, lines)))) : 0;
  const shippingCents = SHIPPING.costCents;
  return {
    discount: discount ? { ...discount.shown, amountCents: discountCents } : null,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents,
    discountCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + shippingCents,
    currency: CURRENCY,
    checkoutBlocked: lines.some((line) => !line.available),
  };
}
