import { z } from 'zod';
import { optionTypeSchema } from './catalog-enums';
import { productSummarySchema } from './catalog';
import { cartOptionsSchema, cartSchema } from './cart';

/**
 * The wishlist (docs/requirements.md#wishlist: /wishlist, "a wishlist item moved to the cart gives an added-to-cart
 * state"): server-side, keyed by the same anonymous visitor cookie as the cart.
 */

// Declared with the other paths (no zod there), so a page that only calls the API does not bundle zod.
export { WISHLIST_PATHS } from './api-paths';

/** PUT /api/wishlist/items/:sku?locale=xx: saves the piece, with the options chosen so far (again → replaced). */
export const saveWishlistItemSchema = z.object({ options: cartOptionsSchema.default({}) }).strict();
export type SaveWishlistItem = z.output<typeof saveWishlistItemSchema>;
export type SaveWishlistItemInput = z.input<typeof saveWishlistItemSchema>;

export const wishlistItemSchema = productSummarySchema.extend({
  options: cartOptionsSchema,
  /** Price of the saved configuration, from the server. */
  configuredPriceCents: z.number().int().min(0),
  /** Options the cart needs that were not chosen yet (a ring's size): choose them on the product page. */
  missing: z.array(optionTypeSchema),
  addedAt: z.iso.datetime(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistSchema = z.object({
  items: z.array(wishlistItemSchema),
  count: z.number().int().min(0),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** POST …/move-to-cart: the piece leaves the wishlist and joins the cart, both answered. */
export const moveToCartResultSchema = z.object({ wishlist: wishlistSchema, cart: cartSchema });
export type MoveToCartResult = z.infer<typeof moveToCartResultSchema>;
