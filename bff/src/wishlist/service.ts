import { WISHLIST_LIMITS, type Cart, type CartOptions, type Locale, type Wishlist } from '@ama/contracts';
import type { Kysely } from 'kysely';
import { addToCart, configureForCart, readCart } from '../cart';
import { configure, findPricingData, underOptions, UnknownProductError } from '../catalog';
import type { Database } from '../db/schema';
import { RuleViolationError } from '../domain/errors';
import { UnknownWishlistItemError } from './errors';
import { TYPE_LABEL_VALUE } from '../seed';
import { claimVisitor, touchVisitor, type Visitor } from '../visitor';
import { readWishlist } from './read-wishlist';
import * as items from './repository';

/** A write's answer; `visitor` is the one whose cookie the response (re)sends, null when there is none. */
export interface WishlistWrite<V extends Visitor | null = Visitor> {
  visitor: V;
  wishlist: Wishlist;
}

/**
 * The wishlist (docs/requirements.md#wishlist), keyed by the same visitor cookie as the cart. A piece may be saved with
 * its choices unfinished (no size yet) and while it cannot be ordered; moving it to the cart then
 * asks for what the cart asks for.
 */
export function createWishlistService(db: Kysely<Database>) {
  return {
    get(visitor: Visitor | null, locale: Locale): Promise<Wishlist> {
      return readWishlist(db, visitor?.hash ?? null, locale);
    },

    /** Unknown SKU → 404; a value the piece is not made in → 400 naming options.<field>; the 101st piece → 400. */
    async save(presented: Visitor | null, sku: string, selection: CartOptions, locale: Locale): Promise<WishlistWrite> {
      const product = await findPricingData(db, sku, locale, TYPE_LABEL_VALUE);
      if (!product) throw new UnknownProductError(sku);
      const result = configure(product, product.typeLabels, selection, locale);
      if (!result.ok) throw new RuleViolationError('Choose the options this piece is made in', underOptions(result.fields));
      const visitor = await db.transaction().execute(async (trx) => {
        const owner = await claimVisitor(trx, presented);
        if ((await items.countOtherItems(trx, owner.hash, sku)) >= WISHLIST_LIMITS.maxItems) {
          throw new RuleViolationError('The wishlist is full', { items: `At most ${WISHLIST_LIMITS.maxItems} pieces` });
        }
        await items.upsertItem(trx, owner.hash, sku, result.chosen);
        return owner;
      });
      return { visitor, wishlist: await readWishlist(db, visitor.hash, locale) };
    },

    /** Idempotent: a piece that is not there (or no visitor at all) leaves the wishlist as it is. */
    async remove(presented: Visitor | null, sku: string, locale: Locale): Promise<WishlistWrite<Visitor | null>> {
      const known = await db.transaction().execute(async (trx) => {
        if (!(await touchVisitor(trx, presented))) return false;
        await items.deleteItem(trx, presented!.hash, sku);
        return true;
      });
      const visitor = known ? presented : null;
      return { visitor, wishlist: await readWishlist(db, visitor?.hash ?? null, locale) };
    },

    /**
     * Moves the piece to the cart in ONE transaction: the cart line is added (merged like any add) and
     * the wishlist entry removed, or neither. Not in the wishlist → 404; unavailable → 409; a choice
     * still open (size) → 400 options.size 'required', and the piece stays in the wishlist.
     */
    async moveToCart(presented: Visitor | null, sku: string, locale: Locale): Promise<{ visitor: Visitor; wishlist: Wishlist; cart: Cart }> {
      if (!presented) throw new UnknownWishlistItemError(sku);
      await db.transaction().execute(async (trx) => {
        const saved = (await touchVisitor(trx, presented)) ? await items.findItemForUpdate(trx, presented.hash, sku) : undefined;
        if (!saved) throw new UnknownWishlistItemError(sku);
        const options = await configureForCart(trx, sku, saved as CartOptions, locale);
        await addToCart(trx, presented.hash, sku, options, 1);
        await items.deleteItem(trx, presented.hash, sku);
      });
      const [wishlist, cart] = await Promise.all([readWishlist(db, presented.hash, locale), readCart(db, presented.hash, locale)]);
      return { visitor: presented, wishlist, cart };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
