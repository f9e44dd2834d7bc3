import type { CartLine, DiscountProblem } from '@ama/contracts';
import type { Discount } from './totals';

/**
 * The rules of a discount code, apart from the database: when it is valid, whether it has been used
 * up, what it takes off a subtotal. The cart asks them on every read, the order placement once more
 * with the shopper's e-mail (redeem-discount.ts), so both refuse a code for the same reasons.
 */

export type DiscountUsage = 'unlimited' | 'single_use' | 'once_per_email';

/** A code as the shop defines it (a row of discount_codes). */
export interface DiscountTerms {
  /** Upper-case, as stored. */
  code: string;
  /** engraving: the engraving fee of one engraved piece (the club's free personalisation). */
  kind: 'percent' | 'fixed' | 'engraving';
  percent: number | null;
  amountCents: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  usage: DiscountUsage;
  boundEmail: string | null;
  minimumSubtotalCents: number | null;
  active: boolean;
  /** For a first purchase only: refused once the bound e-mail has an order (the newsletter's code). */
  firstOrderOnly: boolean;
}

/** How often the code has been redeemed: by anyone, and by the shopper when their e-mail is known. */
export interface DiscountUses {
  total: number;
  /** Undefined in the cart, which knows no e-mail; once_per_email waits for the order then. */
  byEmail?: number;
}

export interface DiscountCheck {
  now: Date;
  subtotalCents: number;
  uses: DiscountUses;
  /** The order's e-mail; absent in the cart, where a code bound to an e-mail applies for now. */
  email?: string;
  /**
   * Whether the code's e-mail already has an (earlier) order; asked only of a first-order code, by the
   * cart of the bound e-mail and by the order of its own e-mail. Undefined: not known here, not refused.
   */
  earlierOrder?: boolean;
  /**
   * The engraving fee an engraving code would take off (engravingFeeOf the lines); asked of such a code
   * only, refused when 0. Undefined: not known here (the order placement, whose cart read checked it).
   */
  engravingFeeCents?: number;
}

/**
 * What a shopper types, as codes are stored: trimmed and upper-case, so 'ama10 ' finds AMA10.
 * toUpperCase is locale-independent (unlike toLocaleUpperCase), so a Turkish 'i' cannot make a
 * difference between servers.
 */
export const normalizeDiscountCode = (input: string): string => input.trim().toUpperCase();

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why the code cannot be used, or null when it can. Checked in the order a shopper can act on: a code
 * that does not apply to anyone (unknown, switched off, someone else's) is 'invalid' first, so a
 * refusal never tells more about a code than the shopper may know; then its dates, its uses, and last
 * the one thing the shopper can change, the cart's amount.
 */
export function discountProblem(terms: DiscountTerms | undefined, { now, subtotalCents, uses, email, earlierOrder, engravingFeeCents }: DiscountCheck): DiscountProblem | null {
  if (!terms || !terms.active) return 'invalid';
  if (email !== undefined && terms.boundEmail !== null && !sameEmail(email, terms.boundEmail)) return 'invalid';
  if (terms.validFrom && now < terms.validFrom) return 'not_yet_valid';
  if (terms.validUntil && now >= terms.validUntil) return 'expired';
  if (terms.usage === 'single_use' && uses.total > 0) return 'used';
  if (terms.usage === 'once_per_email' && (uses.byEmail ?? 0) > 0) return 'used';
  // After 'used': the order that used the code is an order of that e-mail too, and 'used' says more.
  if (terms.firstOrderOnly && earlierOrder === true) return 'not_first_order';
  if (terms.minimumSubtotalCents !== null && subtotalCents < terms.minimumSubtotalCents) return 'minimum_not_reached';
  if (terms.kind === 'engraving' && engravingFeeCents === 0) return 'no_engraving';
  return null;
}

/**
 * Cents the code takes off a subtotal. A percentage is rounded half up to the cent, in integers (no
 * floating-point ties: 10 % of 12 345 is 1 235); a fixed amount takes at most the subtotal.
 */
export function discountAmountCents(terms: Pick<DiscountTerms, 'kind' | 'percent' | 'amountCents'>, subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  if (terms.kind === 'percent') return Math.floor((subtotalCents * (terms.percent ?? 0) + 50) / 100);
  return Math.min(terms.amountCents ?? 0, subtotalCents);
}

/**
 * The engraving fee of one engraved piece of `lines`: the highest, should fees ever differ. The fee is
 * the WRITING option's surcharge of a line whose engraving text is set (a piece's price includes it).
 */
export function engravingFeeOf(lines: readonly CartLine[]): number {
  const fees = lines.filter((line) => line.options.engraving).map((line) => line.selection.find((chosen) => chosen.type === 'WRITING')?.priceDeltaCents ?? 0);
  return Math.max(0, ...fees);
}

/** An applied code as the cart's totals take it (totals.ts). */
export function discountOf(terms: DiscountTerms): Discount {
  return {
    amountCents: (subtotalCents, lines) => (terms.kind === 'engraving' ? engravingFeeOf(lines) : discountAmountCents(terms, subtotalCents)),
    shown: {
      code: terms.code,
      kind: terms.kind,
      ...(terms.kind === 'percent' && terms.percent !== null ? { percent: terms.percent } : {}),
      boundToEmail: terms.boundEmail !== null,
    },
  };
}
