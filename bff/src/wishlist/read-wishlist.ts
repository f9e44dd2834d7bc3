import type { CartOptions, GoldColour, Locale, Wishlist, WishlistItem } from '@ama/contracts';
import type { Kysely } from 'kysely';
import { configureSaved, findConfigurableProducts, missingChoices, toSummary, type ConfigurableProductRow } from '../catalog';
import type { Database } from '../db/schema';
import { TYPE_LABEL_VALUE } from '../seed';
import { findItems, type StoredItem } from './repository';

function toItem(item: StoredItem, product: ConfigurableProductRow, typeLabels: ReadonlyMap<string, string>, locale: Locale): WishlistItem {
  const golds = product.options.filter((option) => option.type === 'GOLD_COLOUR').map((option) => option.value as GoldColour);
  const { configuration } = configureSaved(product, typeLabels, item.options, locale);
  return {
    ...toSummary(product, golds),
    options: item.options as CartOptions,
    configuredPriceCents: configuration.priceCents,
    missing: missingChoices(product.options, item.options),
    addedAt: item.addedAt.toISOString(),
  };
}

/**
 * The visitor's wishlist in `locale`: each piece as a listing's card, with its saved options priced
 * now from the catalogue (read fresh, like the cart). No visitor → an empty wishlist.
 */
export async function readWishlist(db: Kysely<Database>, visitorHash: string | null, locale: Locale): Promise<Wishlist> {
  const stored = visitorHash ? await findItems(db, visitorHash) : [];
  const { products, typeLabels } = await findConfigurableProducts(
    db,
    stored.map((item) => item.sku),
    locale,
    TYPE_LABEL_VALUE,
  );
  const items = stored.flatMap((item) => {
    const product = products.get(item.sku);
    return product ? [toItem(item, product, typeLabels, locale)] : [];
  });
  return { items, count: items.length };
}
