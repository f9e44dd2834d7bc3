import { discountAmountCents, discountOf, discountProblem, engravingFeeOf, normalizeDiscountCode, type DiscountCheck, type DiscountTerms } from './discount-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const terms = (overrides: Partial<DiscountTerms> = {}): DiscountTerms => ({
  code: 'TEST10',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  validFrom: null,
  validUntil: null,
  usage: 'unlimited',
  boundEmail: null,
  minimumSubtotalCents: null,
  active: true,
  firstOrderOnly: false,
  ...overrides,
});
const check = (overrides: Partial<DiscountCheck> = {}): DiscountCheck => ({ now: NOW, subtotalCents: 100_000, uses: { total: 0 }, ...overrides });

describe('normalizeDiscountCode', () => {
  it.each([
    ['ama10', 'AMA10'],
    ['  Gift50 ', 'GIFT50'],
    ['welcome10-7kq2-9xhd', 'WELCOME10-7KQ2-9XHD'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeDiscountCode(input)).toBe(expected);
  });
});

describe('discountProblem', () => {
  it('accepts a valid code', () => {
    expect(discountProblem(terms(), check())).toBeNull();
  });

  it.each<[string, DiscountTerms | undefined, Partial<DiscountCheck>, string]>([
    ['an unknown code', undefined, {}, 'invalid'],
    ['a code switched off, even expired', terms({ active: false, validUntil: new Date('2020-01-01') }), {}, 'invalid'],
    [
      'someone else’s personal code, even used up',
      terms({ boundEmail: 'ada@example.com', usage: 'single_use' }),
      { email: 'eve@example.com', uses: { total: 1, byEmail: 0 } },
      'invalid',
    ],
    ['a code before its first day', terms({ validFrom: new Date('2026-06-15T12:00:01Z') }), {}, 'not_yet_valid'],
    ['a code at its end (excluded)', terms({ validUntil: NOW }), {}, 'expired'],
    ['a code after its end', terms({ validUntil: new Date('2026-01-01') }), {}, 'expired'],
    ['a single-use code used once', terms({ usage: 'single_use' }), { uses: { total: 1 } }, 'used'],
    ['a once-per-email code this e-mail used', terms({ usage: 'once_per_email' }), { email: 'ada@example.com', uses: { total: 3, byEmail: 1 } }, 'used'],
    ['a cart under the minimum', terms({ minimumSubtotalCents: 50_000 }), { subtotalCents: 49_999 }, 'minimum_not_reached'],
    [
      'a first-purchase code whose e-mail has ordered',
      terms({ firstOrderOnly: true, boundEmail: 'ada@example.com', usage: 'single_use' }),
      { earlierOrder: true },
      'not_first_order',
    ],
    [
      'a first-purchase code already used (used says more than "not the first order")',
      terms({ firstOrderOnly: true, boundEmail: 'ada@example.com', usage: 'single_use' }),
      { uses: { total: 1 }, earlierOrder: true },
      'used',
    ],
    [
      'a first-purchase code whose e-mail has ordered, on a cart under its minimum (the orders first)',
      terms({ firstOrderOnly: true, boundEmail: 'ada@example.com', minimumSubtotalCents: 50_000 }),
      { subtotalCents: 1, earlierOrder: true },
      'not_first_order',
    ],
    ['an expired code on a cart under its minimum (the date first)', terms({ validUntil: new Date('2026-01-01'), minimumSubtotalCents: 50_000 }), { subtotalCents: 1 }, 'expired'],
  ])('refuses %s', (_case, code, overrides, problem) => {
    expect(discountProblem(code, check(overrides))).toBe(problem);
  });

  it.each<[string, DiscountTerms, Partial<DiscountCheck>]>([
    ['a code on its first day', terms({ validFrom: NOW }), {}],
    ['a code a moment before its end', terms({ validUntil: new Date('2026-06-15T12:00:00.001Z') }), {}],
    ['a cart exactly at the minimum', terms({ minimumSubtotalCents: 100_000 }), {}],
    ['an unlimited code used many times', terms(), { uses: { total: 500, byEmail: 5 } }],
    ['a once-per-email code in the cart, where no e-mail is known', terms({ usage: 'once_per_email' }), { uses: { total: 9 } }],
    ['a once-per-email code another e-mail used', terms({ usage: 'once_per_email' }), { email: 'ada@example.com', uses: { total: 9, byEmail: 0 } }],
    ['a personal code in the cart, where no e-mail is known', terms({ boundEmail: 'ada@example.com' }), {}],
    ['a personal code for its e-mail in another letter case', terms({ boundEmail: 'Ada@Example.com' }), { email: ' ada@example.COM' }],
    ['a first-purchase code whose e-mail has no order yet', terms({ firstOrderOnly: true, boundEmail: 'ada@example.com' }), { earlierOrder: false }],
    ['a first-purchase code where nobody can tell about orders', terms({ firstOrderOnly: true, boundEmail: 'ada@example.com' }), {}],
    ['another code, whatever the e-mail ordered', terms(), { earlierOrder: true }],
  ])('accepts %s', (_case, code, overrides) => {
    expect(discountProblem(code, check(overrides))).toBeNull();
  });
});

describe('discountAmountCents', () => {
  it('takes a percentage of the subtotal, rounded half up to the cent', () => {
    expect(discountAmountCents({ kind: 'percent', percent: 10, amountCents: null }, 12_345)).toBe(1_235);
    expect(discountAmountCents({ kind: 'percent', percent: 10, amountCents: null }, 12_344)).toBe(1_234);
    expect(discountAmountCents({ kind: 'percent', percent: 15, amountCents: null }, 10)).toBe(2);
    expect(discountAmountCents({ kind: 'percent', percent: 15, amountCents: null }, 9)).toBe(1);
    expect(discountAmountCents({ kind: 'percent', percent: 100, amountCents: null }, 123_456)).toBe(123_456);
  });

  it('takes a fixed amount, at most the subtotal', () => {
    expect(discountAmountCents({ kind: 'fixed', percent: null, amountCents: 5_000 }, 60_000)).toBe(5_000);
    expect(discountAmountCents({ kind: 'fixed', percent: null, amountCents: 5_000 }, 3_000)).toBe(3_000);
    expect(discountAmountCents({ kind: 'fixed', percent: null, amountCents: 5_000 }, 0)).toBe(0);
  });
});

describe('discountOf', () => {
  it('shows a percentage code with its percent, a fixed one without, and whether it is personal', () => {
    expect(discountOf(terms({ boundEmail: 'ada@example.com' })).shown).toEqual({ code: 'TEST10', kind: 'percent', percent: 10, boundToEmail: true });
    const fixed = discountOf(terms({ code: 'GIFT50', kind: 'fixed', percent: null, amountCents: 5_000 }));
    expect(fixed.shown).toEqual({ code: 'GIFT50', kind: 'fixed', boundToEmail: false });
    expect(fixed.amountCents(4_000, [])).toBe(4_000);
  });

  it('takes off the engraving fee of one engraved piece for an engraving code, and refuses it on a cart without one', () => {
    const engraving = terms({ code: 'CLUBPERSONAL-AAAA', kind: 'engraving', percent: null, amountCents: null });
    const fee = { type: 'WRITING' as const, value: 'Ti amo', label: 'Engraving', valueLabel: 'Ti amo', priceDeltaCents: 4_000 };
    const engraved = {
      id: 'a',
      sku: 'R1',
      name: 'Ring',
      imageUrl: '',
      available: true,
      quantity: 2,
      options: { engraving: 'Ti amo' },
      selection: [fee],
      unitPriceCents: 204_000,
      lineTotalCents: 408_000,
    };
    const plain = { ...engraved, id: 'b', options: {}, selection: [], unitPriceCents: 300_000, lineTotalCents: 300_000 };
    expect(discountOf(engraving).amountCents(708_000, [plain, engraved])).toBe(4_000);
    expect(discountOf(engraving).shown).toEqual({ code: 'CLUBPERSONAL-AAAA', kind: 'engraving', boundToEmail: false });
    expect(discountProblem(engraving, { now: new Date(), subtotalCents: 300_000, uses: { total: 0 }, engravingFeeCents: engravingFeeOf([plain]) })).toBe('no_engraving');
    expect(discountProblem(engraving, { now: new Date(), subtotalCents: 708_000, uses: { total: 0 }, engravingFeeCents: engravingFeeOf([engraved]) })).toBeNull();
  });
});
