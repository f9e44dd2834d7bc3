import type { ApplyDiscount, Cart, Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RuleViolationError } from '../domain/errors';
import { touchVisitor, type Visitor } from '../visitor';
import { checkDiscountForCart } from './cart-discount';
import { setCartDiscountCode } from './discount-repository';
import { normalizeDiscountCode } from './discount-rules';
import type { HasEarlierOrder } from './earlier-order';
import { readCart, readCartLines } from './read-cart';

/** A discount write's answer: the cart, and the visitor whose cookie to resend (null: none is known). */
export interface DiscountWrite {
  visitor: Visitor | null;
  cart: Cart;
}

/**
 * "Nothing to discount": a visitor without lines (no cookie, an unknown one, an emptied cart). A 400
 * VALIDATION_FAILED on `lines` like the cart's other limits, not a verdict on the code: the code is not
 * even looked up, so it says nothing about the code. The front end shows the form only beside lines.
 */
const nothingToDiscount = () => new RuleViolationError('There is nothing in your cart to discount', { lines: 'empty' });

/**
 * The discount code of the server cart (docs/requirements.md#discount-codes): one code per cart, never
 * cumulative. `hasEarlierOrder` (the orders module's, wired by the app) lets a first-purchase code be
 * refused as soon as it is applied when its e-mail has already ordered.
 */
export function createDiscountService(db: Kysely<Database>, { hasEarlierOrder }: { hasEarlierOrder?: HasEarlierOrder } = {}) {
  return {
    /**
     * Puts the code on the visitor's cart in place of any other, when the rules accept it for the
     * cart's lines now; otherwise DiscountRefusedError, and the cart keeps the code it had.
     */
    async apply(visitor: Visitor | null, input: ApplyDiscount, locale: Locale, now: Date = new Date()): Promise<DiscountWrite> {
      const lines = visitor ? await readCartLines(db, visitor.hash, locale) : [];
      if (!visitor || lines.length === 0) throw nothingToDiscount();
      const terms = await checkDiscountForCart(db, normalizeDiscountCode(input.code), lines, now, hasEarlierOrder);
      const stored = await db.transaction().execute(async (trx) => (await touchVisitor(trx, visitor)) && (await setCartDiscountCode(trx, visitor.hash, terms.code)));
      // The visitor or its cart was deleted since the lines were read (a clean-up): nothing was stored.
      if (!stored) throw nothingToDiscount();
      return { visitor, cart: await readCart(db, visitor.hash, locale) };
    },

    /** Takes the code off the cart; with no code, or no cart, the same answer (it is idempotent). */
    async remove(visitor: Visitor | null, locale: Locale): Promise<DiscountWrite> {
      const known =
        visitor !== null &&
        (await db.transaction().execute(async (trx) => {
          if (!(await touchVisitor(trx, visitor))) return false;
          await setCartDiscountCode(trx, visitor.hash, null);
          return true;
        }));
      const owner = known ? visitor : null;
      return { visitor: owner, cart: await readCart(db, owner?.hash ?? null, locale) };
    },
  };
}

export type DiscountService = ReturnType<typeof createDiscountService>;
