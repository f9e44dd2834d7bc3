import type { CartLine } from '@ama/contracts';
import { cartTotals, type Discount } from './totals';

const line = (unitPriceCents: number, quantity: number, available = true): CartLine => ({
  id: `line-${unitPriceCents}-${quantity}`,
  sku: 'GA-PEN-OV',
  name: 'Gaia Pendant',
  imageUrl: '/api/products/GA-PEN-OV/image.svg?gold=YELLOW',
  available,
  quantity,
  options: {},
  selection: [],
  unitPriceCents,
  lineTotalCents: unitPriceCents * quantity,
});

describe('cartTotals', () => {
  it('adds the lines up, ships for free and applies no discount by default', () => {
    expect(cartTotals([line(10_000, 2), line(5_000, 1)])).toEqual({
      totalItems: 3,
      subtotalCents: 25_000,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 25_000,
      currency: 'EUR',
      checkoutBlocked: false,
      discount: null,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toMatchObject({ totalItems: 0, subtotalCents: 0, totalCents: 0, checkoutBlocked: false });
  });

  it('blocks checkout while a line is unavailable, still counting it', () => {
    expect(cartTotals([line(10_000, 1), line(5_000, 2, false)])).toMatchObject({ totalItems: 3, subtotalCents: 20_000, checkoutBlocked: true });
  });

  it('takes a discount off the subtotal, rounded to cents and never below zero or above the subtotal', () => {
    const shown = { code: 'TEST', kind: 'fixed', boundToEmail: false } as const;
    const percent = (value: number): Discount => ({ amountCents: (subtotal) => (subtotal * value) / 100, shown: { ...shown, kind: 'percent', percent: value } });
    expect(cartTotals([line(9_999, 1)], percent(10))).toMatchObject({ subtotalCents: 9_999, discountCents: 1_000, totalCents: 8_999 });
    expect(cartTotals([line(5_000, 1)], { amountCents: () => 8_000, shown })).toMatchObject({ discountCents: 5_000, totalCents: 0 });
    expect(cartTotals([line(5_000, 1)], { amountCents: () => -100, shown })).toMatchObject({ discountCents: 0, totalCents: 5_000 });
  });

  it('shows the applied code with the amount these totals take off', () => {
    expect(cartTotals([line(5_000, 1)], { amountCents: () => 8_000, shown: { code: 'GIFT50', kind: 'fixed', boundToEmail: false } }).discount).toEqual({
      code: 'GIFT50',
      kind: 'fixed',
      amountCents: 5_000,
      boundToEmail: false,
    });
  });
});
