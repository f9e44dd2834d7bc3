// Schemas are marked pure so apps that only need the constants leave zod out of their bundle.
import { z } from 'zod';

/** Stone shapes (docs/requirements.md#catalogue). */
export const SHAPES = ['ROUND', 'OVAL', 'PEAR', 'MARQUISE', 'EMERALD', 'BAGUETTE', 'PRINCESS', 'TRIANGULAR'] as const;
export const shapeSchema = /* @__PURE__ */ z.enum(SHAPES);
export type Shape = z.infer<typeof shapeSchema>;

/** Collections (docs/requirements.md#catalogue). */
export const COLLECTIONS = ['GAIA', 'ALBA', 'SELENE', 'NYX', 'AISHA', 'AURORA', 'MISTRAL', 'ARIA'] as const;
export const collectionSchema = /* @__PURE__ */ z.enum(COLLECTIONS);
export type Collection = z.infer<typeof collectionSchema>;

/** Product categories (the menu's "categories"). */
export const CATEGORIES = ['RINGS', 'ENGAGEMENT_RINGS', 'EARRINGS', 'NECKLACES', 'BRACELETS'] as const;
export const categorySchema = /* @__PURE__ */ z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

/** Sorting options (docs/requirements.md#catalogue). */
export const SORT_OPTIONS = ['suggested', 'price', 'price_desc'] as const;
export const sortOptionSchema = /* @__PURE__ */ z.enum(SORT_OPTIONS);
export type SortOption = z.infer<typeof sortOptionSchema>;

/** Gold colours, all 18KT recycled gold (docs/requirements.md#shop). */
export const GOLD_COLOURS = ['WHITE', 'YELLOW', 'ROSE'] as const;
export const goldColourSchema = /* @__PURE__ */ z.enum(GOLD_COLOURS);
export type GoldColour = z.infer<typeof goldColourSchema>;

/** Product option types; WRITING is the engraving. */
export const OPTION_TYPES = ['GOLD_COLOUR', 'SIZE', 'CARAT', 'STONE', 'WRITING', 'MATERIAL'] as const;
export const optionTypeSchema = /* @__PURE__ */ z.enum(OPTION_TYPES);
export type OptionType = z.infer<typeof optionTypeSchema>;

/** URL slugs for collection and shape pages: /collections/gaia, /shapes/round. */
export const toSlug = (value: string) => value.toLowerCase().replace(/_/g, '-');

/**
 * The catalogue's error codes (composed with every area's in error-codes.ts; the catalogue team adds one
 * here). A piece that cannot be sold now: the cart, the wishlist and the checkout answer it.
 */
export const CATALOG_ERROR_CODES = ['PRODUCT_UNAVAILABLE'] as const;
