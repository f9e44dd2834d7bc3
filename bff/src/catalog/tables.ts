import type { ColumnType } from 'kysely';

/*
 * Kysely's view of the catalogue's tables (migrations/001_catalogue.sql in this module). The tables join the shared Database type by declaration merging (below), so
 * every query in the shop is typed against them while db/ names none of them (docs/data-model.md#tables).
 */

export interface CollectionsTable {
  code: string;
  position: number;
}

export interface CollectionTranslationsTable {
  collection_code: string;
  locale: string;
  name: string;
  subtitle: string;
  description: string;
}

export interface CategoriesTable {
  code: string;
  position: number;
}

export interface CategoryTranslationsTable {
  category_code: string;
  locale: string;
  name: string;
}

export interface ShapesTable {
  code: string;
  position: number;
}

export interface ShapeTranslationsTable {
  shape_code: string;
  locale: string;
  name: string;
  description: string;
}

export interface ProductsTable {
  sku: string;
  category_code: string;
  collection_code: string;
  shape_code: string;
  list_price_cents: number;
  default_gold: string;
  available: ColumnType<boolean, boolean | undefined, boolean>;
  shipment_working_days: number;
  suggested_rank: number;
  created_at: ColumnType<Date, never, never>;
}

export interface ProductTranslationsTable {
  sku: string;
  locale: string;
  name: string;
  description: string;
  /** Searched, never shown (docs/search.md). */
  keywords: ColumnType<string, string | undefined, string>;
}

/** One product's search document in one language, written by the database's triggers only. */
export interface ProductSearchTable {
  sku: string;
  locale: string;
  document: ColumnType<string, never, never>;
  ranking: ColumnType<string, never, never>;
  // Copies of the product's own columns, written by the database's refresh (migration 202611301400).
  category_code: ColumnType<string, never, never>;
  collection_code: ColumnType<string, never, never>;
  shape_code: ColumnType<string, never, never>;
  list_price_cents: ColumnType<number, never, never>;
  available: ColumnType<boolean, never, never>;
  suggested_rank: ColumnType<number, never, never>;
  golds: ColumnType<string[], never, never>;
}

/** The catalogue's words, unaccented and lower-case, for near spellings. */
export interface CatalogSearchWordsTable {
  word: ColumnType<string, never, never>;
}

/** The products counted by combination of the listing's filter columns, written by the database only (migration 202611302330). */
export interface CatalogFacetCellsTable {
  category_code: ColumnType<string, never, never>;
  collection_code: ColumnType<string, never, never>;
  shape_code: ColumnType<string, never, never>;
  golds: ColumnType<string[], never, never>;
  available: ColumnType<boolean, never, never>;
  product_count: ColumnType<number, never, never>;
  price_min: ColumnType<number, never, never>;
  price_max: ColumnType<number, never, never>;
}

export interface ProductOptionsTable {
  sku: string;
  option_type: string;
  value: string;
  price_delta_cents: ColumnType<number, number | undefined, number>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  max_length: number | null;
  position: number;
}

export interface OptionLabelsTable {
  option_type: string;
  value: string;
  locale: string;
  label: string;
}

export interface ProductSuggestionsTable {
  sku: string;
  suggested_sku: string;
  position: number;
}

declare module '../db/schema' {
  interface Database {
    collections: CollectionsTable;
    collection_translations: CollectionTranslationsTable;
    categories: CategoriesTable;
    category_translations: CategoryTranslationsTable;
    shapes: ShapesTable;
    shape_translations: ShapeTranslationsTable;
    products: ProductsTable;
    product_translations: ProductTranslationsTable;
    product_search: ProductSearchTable;
    catalog_search_words: CatalogSearchWordsTable;
    catalog_facet_cells: CatalogFacetCellsTable;
    product_options: ProductOptionsTable;
    option_labels: OptionLabelsTable;
    product_suggestions: ProductSuggestionsTable;
  }
}
