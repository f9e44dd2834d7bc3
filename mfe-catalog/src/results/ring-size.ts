import { RING_SIZE_RANGE, type Category } from '@ama/contracts';

/**
 * The shopper's ring size, `?size=14`: an Italian/EU size (ISO 8653, inner circumference − 40 mm), as the
 * ring-size guide (mfe-content) finds it. It is not a filter: every ring is made to order in each of these
 * sizes, so the listing shows the same jewels with or without it. It follows the shopper instead: the
 * listing keeps it in its URL, its ring cards link to `/product/{sku}?size=14`, and the product page
 * chooses it in the configurator when the ring offers it.
 */

/** The categories whose pieces are rings, with a SIZE option in Italian sizes (a bangle's S/M/L is not one). */
export const RING_CATEGORIES: readonly Category[] = ['RINGS', 'ENGAGEMENT_RINGS'];

/** A ring size from the URL ('14' → 14); anything else (not a whole number, out of range, blank) → undefined. */
export function readRingSize(text: string | null | undefined): number | undefined {
  if (typeof text !== 'string' || !/^\d{1,2}$/.test(text)) return undefined;
  const size = Number(text);
  return size >= RING_SIZE_RANGE.min && size <= RING_SIZE_RANGE.max ? size : undefined;
}

export const isRing = (product: { category: Category }) => RING_CATEGORIES.includes(product.category);

/** A product page's link: with the shopper's size for a ring, plain for any other piece. */
export const productHref = (product: { sku: string; category: Category }, size?: number) =>
  `/product/${product.sku}${size !== undefined && isRing(product) ? `?size=${size}` : ''}`;
