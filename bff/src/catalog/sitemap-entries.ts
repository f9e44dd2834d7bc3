import { productImageUrl } from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

/** What the sitemap lists of the catalogue: its codes as the database holds them, in the sitemap's order. */
export interface CatalogueSitemapEntries {
  skus: string[];
  collections: string[];
  shapes: string[];
  /** SKU → its renders' root-relative URLs, one per gold the piece is made in (its product page's pictures). */
  productImages: Record<string, string[]>;
}

/** Reads every product, collection and shape for /sitemap.xml (handed to the web front door by main.ts). */
export const catalogueSitemapEntriesFrom = (kysely: Kysely<Database>) => async (): Promise<CatalogueSitemapEntries> => {
  const [skus, golds, collections, shapes] = await Promise.all([
    kysely.selectFrom('products').select(['sku', 'default_gold']).orderBy('suggested_rank').orderBy('sku').execute(),
    kysely.selectFrom('product_options').select(['sku', 'value']).where('option_type', '=', 'GOLD_COLOUR').orderBy('sku').orderBy('position').execute(),
    kysely.selectFrom('collections').select('code').orderBy('position').execute(),
    kysely.selectFrom('shapes').select('code').orderBy('position').execute(),
  ]);
  // The golds in the product page's order; a piece without gold options shows its default gold.
  const goldsOf = new Map<string, string[]>();
  for (const row of golds) goldsOf.set(row.sku, [...(goldsOf.get(row.sku) ?? []), row.value]);
  return {
    skus: skus.map((row) => row.sku),
    collections: collections.map((row) => row.code),
    shapes: shapes.map((row) => row.code),
    productImages: Object.fromEntries(skus.map((row) => [row.sku, (goldsOf.get(row.sku) ?? [row.default_gold]).map((gold) => productImageUrl(row.sku, gold))])),
  };
};
