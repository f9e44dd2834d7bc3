import type { CartLine, DiscountProblem } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DiscountRefusedError } from './errors';
import { countRedemptions, dropCartDiscountCode, findCartDiscountCode, findDiscount } from './discount-repository';
import { discountOf, discountProblem, engravingFeeOf, type DiscountTerms } from './discount-rules';
import { earlierOrderFor, type HasEarlierOrder } from './earlier-order';
import type { Discount } from './totals';

const subtotalOf = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.lineTotalCents, 0);

type CartVerdict = { terms: DiscountTerms; problem: null } | { terms?: undefined; problem: DiscountProblem };

/**
 * Whether a cart may take the code now, for its subtotal. The cart knows no e-mail: a code bound to
 * one, or usable once per e-mail, applies here and is checked against the shopper's e-mail when the
 * order is placed (redeemDiscount). A first-purchase code is bound to an e-mail, so with
 * `hasEarlierOrder` the cart can already tell that e-mail has ordered.
 */
async function judgeForCart(db: Kysely<Database>, code: string, lines: readonly CartLine[], now: Date, hasEarlierOrder?: HasEarlierOrder): Promise<CartVerdict> {
  const terms = await findDiscount(db, code);
  if (!terms) return { problem: 'invalid' };
  const earlierOrder = await earlierOrderFor(db, terms, terms.boundEmail, { hasEarlierOrder });
  const check = { now, subtotalCents: subtotalOf(lines), uses: await countRedemptions(db, code), earlierOrder, engravingFeeCents: engravingFeeOf(lines) };
  const problem = discountProblem(terms, check);
  return problem ? { problem } : { terms, problem: null };
}

/** The terms of a code the cart of `lines` may take now; otherwise DiscountRefusedError naming why. */
export async function checkDiscountForCart(db: Kysely<Database>, code: string, lines: readonly CartLine[], now: Date, hasEarlierOrder?: HasEarlierOrder): Promise<DiscountTerms> {
  const verdict = await judgeForCart(db, code, lines, now, hasEarlierOrder);
  if (verdict.problem) throw new DiscountRefusedError(verdict.problem);
  return verdict.terms;
}

/**
 * The code the visitor's cart holds, checked again on every read, as prices are: the rules may have
 * changed since it was applied (the code expired, was used up by an order, was switched off, or the
 * cart fell under its minimum or was emptied). Such a code is taken off the cart, silently: the answer
 * shows no discount, which the front end, knowing what it applied, can point out. It is not kept
 * aside to come back by itself later; the shopper applies it again when it fits again. A first-purchase
 * code is not asked about orders here (every read, from every module that reads the cart): an order of
 * its e-mail placed since it was applied is caught when the order is placed.
 */
export async function appliedDiscount(db: Kysely<Database>, visitorHash: string, lines: readonly CartLine[], now: Date = new Date()): Promise<Discount | null> {
  const code = await findCartDiscountCode(db, visitorHash);
  if (!code) return null;
  const verdict = lines.length > 0 ? await judgeForCart(db, code, lines, now) : undefined;
  if (verdict?.terms) return discountOf(verdict.terms);
  await dropCartDiscountCode(db, visitorHash, code);
  return null;
}
