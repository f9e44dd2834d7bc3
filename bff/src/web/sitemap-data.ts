import { productImageUrl } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** What fills the parameters of the shop's public route patterns: codes and keys as the database holds them. */
export interface SitemapData {
  skus: string[];
  collections: string[];
  shapes: string[];
  events: string[];
  /** SKU → its renders' root-relative URLs, one per gold the piece is made in (its product page's pictures). */
  productImages?: Record<string, string[]>;
}

/**
 * Reads every product, collection, shape and event, in a stable order (the sitemap's order). The events
 * come from their module (`eventKeysFrom` in events/index.ts, handed over where the app is assembled):
 * the web front door reads no business module's tables of its own accord.
 */
export function sitemapDataFrom(kysely: Kysely<Database>, eventKeys: () => Promise<string[]>): () => Promise<SitemapData> {
  return async () => {
    const [skus, golds, collections, shapes, events] = await Promise.all([
      kysely.selectFrom('products').select(['sku', 'default_gold']).orderBy('suggested_rank').orderBy('sku').execute(),
      kysely.selectFrom('product_options').select(['sku', 'value']).where('option_type', '=', 'GOLD_COLOUR').orderBy('sku').orderBy('position').execute(),
      kysely.selectFrom('collections').select('code').orderBy('position').execute(),
      kysely.selectFrom('shapes').select('code').orderBy('position').execute(),
      eventKeys(),
    ]);
    // The golds in the product page's order; a piece without gold options shows its default gold.
    const goldsOf = new Map<string, string[]>();
    for (const row of golds) goldsOf.set(row.sku, [...(goldsOf.get(row.sku) ?? []), row.value]);
    return {
      skus: skus.map((row) => row.sku),
      collections: collections.map((row) => row.code),
      shapes: shapes.map((row) => row.code),
      events,
      productImages: Object.fromEntries(skus.map((row) => [row.sku, (goldsOf.get(row.sku) ?? [row.default_gold]).map((gold) => productImageUrl(row.sku, gold))])),
    };
  };
}
