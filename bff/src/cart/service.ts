import { CART_LIMITS, type AddCartLine, type Cart, type CartOptions, type Locale } from '@ama/contracts';
import type { Kysely } from 'kysely';
import { configure, findPricingData, missingChoices, OPTION_FIELD, ProductUnavailableError, underOptions, UnknownProductError } from '../catalog';
import type { Database } from '../db/schema';
import { RuleViolationError } from '../domain/errors';
import { UnknownCartLineError } from './errors';
import { TYPE_LABEL_VALUE } from '../seed';
import { claimVisitor, touchVisitor, type Visitor } from '../visitor';
import { readCart } from './read-cart';
import * as lines from './repository';

/** A write's answer: the cart, and the visitor whose cookie the response (re)sends. */
export interface CartWrite {
  visitor: Visitor;
  cart: Cart;
}

/**
 * The configuration a piece enters the cart in, spelled as the catalogue spells it, defaults included.
 * Unknown SKU → 404; not orderable now → 409; a required choice left open (a ring's size) or a value
 * the piece is not made in → 400 naming `options.<field>`. Read fresh, not from the catalogue's cache.
 */
export async function configureForCart(db: Kysely<Database>, sku: string, options: CartOptions, locale: Locale): Promise<CartOptions> {
  const product = await findPricingData(db, sku, locale, TYPE_LABEL_VALUE);
  if (!product) throw new UnknownProductError(sku);
  if (!product.available) throw new ProductUnavailableError(sku);
  const result = configure(product, product.typeLabels, options, locale);
  const fields = result.ok ? {} : underOptions(result.fields);
  for (const type of missingChoices(product.options, options)) fields[`options.${OPTION_FIELD[type]}`] ??= 'required';
  if (!result.ok || Object.keys(fields).length > 0) throw new RuleViolationError('Choose the options this piece is made in', fields);
  return result.chosen;
}

/**
 * Adds pieces to the visitor's cart inside the caller's transaction: to the line of the same piece in
 * the same configuration when there is one, else as a new line. The visitor row is locked by the
 * caller's claimVisitor/touchVisitor, so the limits below hold against concurrent requests.
 */
export async function addToCart(trx: Kysely<Database>, visitorHash: string, sku: string, options: CartOptions, quantity: number): Promise<void> {
  await lines.openCart(trx, visitorHash);
  const existing = await lines.findLineFor(trx, visitorHash, sku, options);
  if (existing) {
    const total = existing.quantity + quantity;
    if (total > CART_LIMITS.maxQuantityPerLine) {
      throw new RuleViolationError('Too many of this piece', { quantity: `At most ${CART_LIMITS.maxQuantityPerLine} per line (${existing.quantity} already in the cart)` });
    }
    await lines.setQuantity(trx, visitorHash, existing.id, total);
    return;
  }
  if ((await lines.countLines(trx, visitorHash)) >= CART_LIMITS.maxLines) {
    throw new RuleViolationError('The cart is full', { lines: `At most ${CART_LIMITS.maxLines} lines` });
  }
  await lines.insertLine(trx, visitorHash, sku, options, quantity);
}

/** The server cart (docs/requirements.md#cart), keyed by the visitor cookie. Every write is one transaction. */
export function createCartService(db: Kysely<Database>) {
  /** Runs `change` for a visitor the database knows; anyone else has no lines to change (404). */
  async function changeLine(visitor: Visitor | null, locale: Locale, change: (trx: Kysely<Database>, visitorHash: string) => Promise<boolean>): Promise<CartWrite> {
    if (!visitor) throw new UnknownCartLineError();
    await db.transaction().execute(async (trx) => {
      if (!(await touchVisitor(trx, visitor)) || !(await change(trx, visitor.hash))) throw new UnknownCartLineError();
      await lines.touchCart(trx, visitor.hash);
    });
    return { visitor, cart: await readCart(db, visitor.hash, locale) };
  }

  return {
    /** Reads never create a visitor: no cookie, or one the database does not know, is an empty cart. */
    get(visitor: Visitor | null, locale: Locale): Promise<Cart> {
      return readCart(db, visitor?.hash ?? null, locale);
    },

    /** The first add creates the visitor, its cart and the line together. */
    async addLine(presented: Visitor | null, input: AddCartLine, locale: Locale): Promise<CartWrite> {
      const options = await configureForCart(db, input.sku, input.options, locale);
      const visitor = await db.transaction().execute(async (trx) => {
        const owner = await claimVisitor(trx, presented);
        await addToCart(trx, owner.hash, input.sku, options, input.quantity);
        return owner;
      });
      return { visitor, cart: await readCart(db, visitor.hash, locale) };
    },

    updateLine(visitor: Visitor | null, lineId: string, quantity: number, locale: Locale): Promise<CartWrite> {
      return changeLine(visitor, locale, (trx, hash) => lines.setQuantity(trx, hash, lineId, quantity));
    },

    removeLine(visitor: Visitor | null, lineId: string, locale: Locale): Promise<CartWrite> {
      return changeLine(visitor, locale, (trx, hash) => lines.deleteLine(trx, hash, lineId));
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
