import { z } from 'zod';

/** The header's two counts for the visitor cookie, in one small request (docs/adr-009-islands.md). */
export const VISITOR_PATHS = {
  counts: '/visitor/counts',
} as const;

export const visitorCountsSchema = z.object({
  /** Pieces in the cart: the sum of the lines' quantities, as the cart's own `totalItems`. */
  cartItems: z.number().int().min(0),
  /** Pieces saved in the wishlist. */
  wishlistItems: z.number().int().min(0),
});

export type VisitorCounts = z.infer<typeof visitorCountsSchema>;
