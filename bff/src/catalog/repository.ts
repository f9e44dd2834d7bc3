import type { Category, Collection, GoldColour, ListingCursor, Locale, OptionType, ProductListQuery, Shape } from '@ama/contracts';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import { countGroups, inScope } from './facet-groups';
import { cursorOf, orderColumns, seekCondition } from './listing-order';
import type { ProductOptionRow } from './pricing';
import type { SearchScope } from './search-scope';

/**
 * Catalogue reads, written once for PGlite and PostgreSQL. Texts come from the *_translations tables
 * in the requested locale; counts are cast to int so both engines return plain numbers.
 * snake_case stays inside this file: every row leaves it in camelCase, codes typed as their enums.
 */

export interface ProductRow {
  sku: string;
  name: string;
  category: Category;
  collection: Collection;
  collectionName: string;
  shape: Shape;
  listPriceCents: number;
  available: boolean;
  defaultGold: GoldColour;
}

export interface ProductDetailRow extends ProductRow {
  description: string;
  categoryName: string;
  shapeName: string;
  collectionSubtitle: string;
  shipmentWorkingDays: number;
}

/** A collection with its translated copy; `leader` is the product that represents it (none when empty). */
export interface CollectionRow {
  code: Collection;
  name: string;
  subtitle: string;
  description: string;
  productCount: number;
  leader: { sku: string; defaultGold: GoldColour } | null;
}

export interface ShapeRow {
  code: Shape;
  name: string;
  description: string;
  productCount: number;
}

export interface CategoryRow {
  code: Category;
  name: string;
  productCount: number;
}

export type FacetDimension = 'category' | 'collection' | 'shape' | 'gold' | 'price';
export type ListingFilters = Omit<ProductListQuery, 'q' | 'sort' | 'page' | 'pageSize' | 'after' | 'before'>;

/** The joined tables of a listing query, by alias. */
type ListingTables = Database & {
  p: Database['products'];
  t: Database['product_translations'];
  ct: Database['collection_translations'];
};
/** The filters read only the product's own columns (and its search document and options, by subquery). */
type ListingBuilder = ExpressionBuilder<ListingTables, 'p'>;

/**
 * The products alone: enough to count and to facet. Every product has its texts in the four languages
 * (the seed writes them in one transaction, and nothing else creates products), so the joins of the
 * listing's rows would only cost the count a read of every text.
 */
const productsOnly = (db: Kysely<Database>) => db.selectFrom('products as p');

function listingBase(db: Kysely<Database>, locale: Locale) {
  return productsOnly(db)
    .innerJoin('product_translations as t', (join) => join.onRef('t.sku', '=', 'p.sku').on('t.locale', '=', locale))
    .innerJoin('collection_translations as ct', (join) => join.onRef('ct.collection_code', '=', 'p.collection_code').on('ct.locale', '=', locale));
}

/**
 * Every filter of the query as one condition; `except` leaves one dimension out (for its facet). A search
 * read as filters (search-scope.ts) adds its scope, which no facet leaves out: it is what was searched.
 */
function matching(filters: ListingFilters, except?: FacetDimension, scope: SearchScope = {}) {
  return (eb: ListingBuilder): Expression<SqlBool> => eb.and([...conditionsOf(eb, filters, except), ...conditionsOf(eb, scope)]);
}

function conditionsOf(eb: ListingBuilder, filters: Omit<ListingFilters, 'locale'>, except?: FacetDimension): Expression<SqlBool>[] {
  // A search text is search-listing.ts's: its matches are read once for the page and every count.
  const conditions: Expression<SqlBool>[] = [];
  if (filters.category && except !== 'category') conditions.push(eb('p.category_code', 'in', filters.category));
  if (filters.collection && except !== 'collection') conditions.push(eb('p.collection_code', 'in', filters.collection));
  if (filters.shape && except !== 'shape') conditions.push(eb('p.shape_code', 'in', filters.shape));
  if (filters.gold && except !== 'gold') {
    const golds = filters.gold;
    conditions.push(
      eb.exists(
        eb
          .selectFrom('product_options as go')
          .select(sql.lit(1).as('one'))
          .whereRef('go.sku', '=', 'p.sku')
          .where('go.option_type', '=', 'GOLD_COLOUR')
          .where('go.value', 'in', golds),
      ),
    );
  }
  if (except !== 'price') {
    if (filters.minPrice !== undefined) conditions.push(eb('p.list_price_cents', '>=', filters.minPrice));
    if (filters.maxPrice !== undefined) conditions.push(eb('p.list_price_cents', '<=', filters.maxPrice));
  }
  if (filters.available !== undefined) conditions.push(eb('p.available', '=', filters.available));
  return conditions;
}

const SUMMARY_COLUMNS = [
  'p.sku',
  't.name',
  'p.category_code',
  'p.collection_code',
  'ct.name as collection_name',
  'p.shape_code',
  'p.list_price_cents',
  'p.available',
  'p.default_gold',
] as const;

type SummarySelection = {
  sku: string;
  name: string;
  category_code: string;
  collection_code: string;
  collection_name: string;
  shape_code: string;
  list_price_cents: number;
  available: boolean;
  default_gold: string;
};

const toProductRow = (row: SummarySelection): ProductRow => ({
  sku: row.sku,
  name: row.name,
  category: row.category_code as Category,
  collection: row.collection_code as Collection,
  collectionName: row.collection_name,
  shape: row.shape_code as Shape,
  listPriceCents: row.list_price_cents,
  available: row.available,
  defaultGold: row.default_gold as GoldColour,
});

/** A listing page, and the cursors of its neighbours when its order has them (not a search by relevance). */
export interface ProductPage {
  rows: ProductRow[];
  total: number;
  cursors?: { before?: ListingCursor; after?: ListingCursor };
}

/**
 * One page of a listing without a search text (search-listing.ts has those). Every order seeks
 * (listing-order.ts): from a cursor, the first page and the last read only their own rows; a page typed
 * by number in the middle is the one case that counts past the earlier rows, in the index.
 */
export async function findProductPage(db: Kysely<Database>, query: ProductListQuery, scope: SearchScope = {}): Promise<ProductPage> {
  const base = listingBase(db, query.locale).where(matching(query, undefined, scope));
  // Without a price filter the total is a sum of the catalogue's cells, like the filter counts: a count
  // of a broad filter (a gold colour) read tens of thousands of options at brand size.
  const counted = hasPriceFilter(query)
    ? productsOnly(db)
        .where(matching(query, undefined, scope))
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow()
    : countByCell(db, query, scope).then(({ total }) => ({ total }));
  const order = orderColumns(query.sort);
  const read = (backwards: boolean, limit: number, from?: ListingCursor) => {
    let page = base.select([...SUMMARY_COLUMNS, 'p.suggested_rank']);
    if (from) page = page.where(seekCondition(order, from, backwards));
    for (const { column, descending } of order) page = page.orderBy(column, descending !== backwards ? 'desc' : 'asc');
    return page.limit(limit);
  };
  const seek = query.after ?? query.before;
  let rows: Array<SummarySelection & { suggested_rank: number }>;
  let total: number;
  if (seek || query.page === 1) {
    const backwards = query.before !== undefined;
    [rows, { total }] = await Promise.all([read(backwards, query.pageSize, seek).execute(), counted]);
    if (backwards) rows.reverse();
  } else {
    ({ total } = await counted);
    const skipped = (query.page - 1) * query.pageSize;
    const lastPage = Math.ceil(total / query.pageSize);
    // The last page is read from the end: the rows it holds, the order reversed.
    if (query.page === lastPage) rows = (await read(true, total - skipped).execute()).reverse();
    else {
      const from = skipped < total ? await keyBefore(db, query, skipped, scope) : undefined;
      rows = from ? await read(false, query.pageSize, from).execute() : [];
    }
  }
  const pageCount = Math.ceil(total / query.pageSize);
  const cursorAt = (row: (typeof rows)[number] | undefined) =>
    row && cursorOf(query.sort, { sku: row.sku, suggestedRank: row.suggested_rank, listPriceCents: row.list_price_cents });
  return {
    rows: rows.map(toProductRow),
    total,
    cursors: {
      before: query.page > 1 ? cursorAt(rows[0]) : undefined,
      after: query.page < pageCount ? cursorAt(rows.at(-1)) : undefined,
    },
  };
}

/**
 * The sort keys of the row just before a page typed by number in the middle, found in the order's index
 * alone: skipping the earlier rows there costs a fraction of a millisecond at page 50 of 50,000, where
 * skipping them in the page's own query joined each to its texts first (docs/search.md#pages).
 */
async function keyBefore(db: Kysely<Database>, query: ProductListQuery, skipped: number, scope: SearchScope): Promise<ListingCursor | undefined> {
  let keys = productsOnly(db)
    .where(matching(query, undefined, scope))
    .select(['p.sku', 'p.suggested_rank', 'p.list_price_cents']);
  for (const { column, descending } of orderColumns(query.sort)) keys = keys.orderBy(column, descending ? 'desc' : 'asc');
  const row = await keys
    .offset(skipped - 1)
    .limit(1)
    .executeTakeFirst();
  return row && cursorOf(query.sort, { sku: row.sku, suggestedRank: row.suggested_rank, listPriceCents: row.list_price_cents });
}

export interface FacetRows {
  category: Array<{ value: Category; count: number }>;
  collection: Array<{ value: Collection; count: number }>;
  shape: Array<{ value: Shape; count: number }>;
  gold: Array<{ value: GoldColour; count: number }>;
  price: { min: number | null; max: number | null };
}

/**
 * Filter counts; each dimension ignores its own filter so the other choices remain visible. Without a
 * price filter they are sums over the catalogue's cells, which the database keeps (a few hundred rows at
 * any size: migration 202611302330); a price range cuts through cells, so with one the products are counted.
 */
export async function findFacets(db: Kysely<Database>, filters: ListingFilters & { locale: Locale }, scope: SearchScope = {}): Promise<FacetRows> {
  return hasPriceFilter(filters) ? countFacets(db, filters, scope) : (await countByCell(db, filters, scope)).facets;
}

/** A price range cuts through the catalogue's cells: with one, the products themselves are counted. */
const hasPriceFilter = (filters: ListingFilters) => filters.minPrice !== undefined || filters.maxPrice !== undefined;

/** The total and the filter counts of a listing without a price filter, from the catalogue's cells. */
async function countByCell(db: Kysely<Database>, filters: ListingFilters, scope: SearchScope): Promise<ReturnType<typeof countGroups>> {
  let cells = db
    .selectFrom('catalog_facet_cells')
    .select(['category_code', 'collection_code', 'shape_code', 'golds', 'product_count as count', 'price_min', 'price_max', sql<boolean>`true`.as('in_price')]);
  if (filters.available !== undefined) cells = cells.where('available', '=', filters.available);
  return countGroups(filters, (await cells.execute()).filter(inScope(scope)));
}

/** The filter counts over the products themselves, a count per dimension. */
async function countFacets(db: Kysely<Database>, filters: ListingFilters, scope: SearchScope): Promise<FacetRows> {
  const count = sql<number>`count(*)::int`.as('count');
  const grouped = (dimension: 'category' | 'collection' | 'shape', column: 'p.category_code' | 'p.collection_code' | 'p.shape_code') =>
    productsOnly(db)
      .where(matching(filters, dimension, scope))
      .select([`${column} as value`, count])
      .groupBy(column)
      .execute();
  const [category, collection, shape, gold, price] = await Promise.all([
    grouped('category', 'p.category_code'),
    grouped('collection', 'p.collection_code'),
    grouped('shape', 'p.shape_code'),
    productsOnly(db)
      .innerJoin('product_options as o', (join) => join.onRef('o.sku', '=', 'p.sku').on('o.option_type', '=', 'GOLD_COLOUR'))
      .where(matching(filters, 'gold', scope))
      .select(['o.value as value', count])
      .groupBy('o.value')
      .execute(),
    productsOnly(db)
      .where(matching(filters, 'price', scope))
      .select([sql<number | null>`min(p.list_price_cents)`.as('min'), sql<number | null>`max(p.list_price_cents)`.as('max')])
      .executeTakeFirstOrThrow(),
  ]);
  // The columns hold only codes of these enums (foreign keys and check constraints of the schema).
  return {
    category: category as FacetRows['category'],
    collection: collection as FacetRows['collection'],
    shape: shape as FacetRows['shape'],
    gold: gold as FacetRows['gold'],
    price,
  };
}

/** These products as listing rows, in the order given (a search's page), with their suggested rank for cursors. */
export async function findProductRowsInOrder(db: Kysely<Database>, skus: readonly string[], locale: Locale): Promise<Array<ProductRow & { suggestedRank: number }>> {
  if (skus.length === 0) return [];
  const rows = await listingBase(db, locale)
    .where('p.sku', 'in', [...skus])
    .select([...SUMMARY_COLUMNS, 'p.suggested_rank'])
    .execute();
  const bySku = new Map(rows.map((row) => [row.sku, { ...toProductRow(row), suggestedRank: row.suggested_rank }]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/** Gold colours each product is made in, in option order. */
export async function findGoldColours(db: Kysely<Database>, skus: readonly string[]): Promise<Map<string, GoldColour[]>> {
  const result = new Map<string, GoldColour[]>(skus.map((sku) => [sku, []]));
  if (skus.length === 0) return result;
  const rows = await db
    .selectFrom('product_options')
    .select(['sku', 'value'])
    .where('sku', 'in', [...skus])
    .where('option_type', '=', 'GOLD_COLOUR')
    .orderBy('sku')
    .orderBy('position')
    .execute();
  for (const row of rows) result.get(row.sku)?.push(row.value as GoldColour);
  return result;
}

export async function findProductDetail(db: Kysely<Database>, sku: string, locale: Locale): Promise<ProductDetailRow | null> {
  const row = await listingBase(db, locale)
    .innerJoin('category_translations as cat', (join) => join.onRef('cat.category_code', '=', 'p.category_code').on('cat.locale', '=', locale))
    .innerJoin('shape_translations as st', (join) => join.onRef('st.shape_code', '=', 'p.shape_code').on('st.locale', '=', locale))
    .where('p.sku', '=', sku)
    .select([...SUMMARY_COLUMNS, 't.description', 'cat.name as category_name', 'st.name as shape_name', 'ct.subtitle as collection_subtitle', 'p.shipment_working_days'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toProductRow(row),
    description: row.description,
    categoryName: row.category_name,
    shapeName: row.shape_name,
    collectionSubtitle: row.collection_subtitle,
    shipmentWorkingDays: row.shipment_working_days,
  };
}

/** The options of several products with their labels, by SKU, in option order; sizes and carats have no label row and keep their value. */
async function findOptionsOf(db: Kysely<Database>, skus: readonly string[], locale: Locale): Promise<Map<string, ProductOptionRow[]>> {
  const result = new Map<string, ProductOptionRow[]>(skus.map((sku) => [sku, []]));
  if (skus.length === 0) return result;
  const rows = await db
    .selectFrom('product_options as o')
    .leftJoin('option_labels as l', (join) => join.onRef('l.option_type', '=', 'o.option_type').onRef('l.value', '=', 'o.value').on('l.locale', '=', locale))
    .where('o.sku', 'in', [...skus])
    .select(['o.sku', 'o.option_type', 'o.value', 'l.label', 'o.price_delta_cents', 'o.is_default', 'o.max_length'])
    .orderBy('o.sku')
    .orderBy('o.position')
    .execute();
  for (const row of rows) {
    result.get(row.sku)?.push({
      type: row.option_type as OptionType,
      value: row.value,
      label: row.label ?? row.value,
      priceDeltaCents: row.price_delta_cents,
      isDefault: row.is_default,
      maxLength: row.max_length,
    });
  }
  return result;
}

/** A product's options with their labels. */
export async function findProductOptions(db: Kysely<Database>, sku: string, locale: Locale): Promise<ProductOptionRow[]> {
  return (await findOptionsOf(db, [sku], locale)).get(sku) ?? [];
}

/** Labels of the option types themselves ('Ring size', 'Misura'…). */
export async function findOptionTypeLabels(db: Kysely<Database>, locale: Locale, typeLabelValue: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('option_labels').select(['option_type', 'label']).where('value', '=', typeLabelValue).where('locale', '=', locale).execute();
  return new Map(rows.map((row) => [row.option_type, row.label]));
}

export async function findSuggestedProducts(db: Kysely<Database>, sku: string, locale: Locale): Promise<ProductRow[]> {
  const rows = await listingBase(db, locale)
    .innerJoin('product_suggestions as s', 's.suggested_sku', 'p.sku')
    .where('s.sku', '=', sku)
    .select([...SUMMARY_COLUMNS])
    .orderBy('s.position')
    .execute();
  return rows.map(toProductRow);
}

export async function findCollections(db: Kysely<Database>, locale: Locale): Promise<CollectionRow[]> {
  const [collections, leaders] = await Promise.all([
    db
      .selectFrom('collections as c')
      .innerJoin('collection_translations as ct', (join) => join.onRef('ct.collection_code', '=', 'c.code').on('ct.locale', '=', locale))
      .select([
        'c.code',
        'ct.name',
        'ct.subtitle',
        'ct.description',
        (eb) =>
          eb
            .selectFrom('products as p')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('p.collection_code', '=', 'c.code')
            .as('product_count'),
      ])
      .orderBy('c.position')
      .execute(),
    // The first suggested product of each collection represents it.
    db.selectFrom('products').distinctOn('collection_code').select(['collection_code', 'sku', 'default_gold']).orderBy('collection_code').orderBy('suggested_rank').execute(),
  ]);
  const leaderOf = new Map(leaders.map((leader) => [leader.collection_code, { sku: leader.sku, defaultGold: leader.default_gold as GoldColour }]));
  return collections.map((row) => ({
    code: row.code as Collection,
    name: row.name,
    subtitle: row.subtitle,
    description: row.description,
    productCount: row.product_count ?? 0,
    leader: leaderOf.get(row.code) ?? null,
  }));
}

export async function findShapes(db: Kysely<Database>, locale: Locale): Promise<ShapeRow[]> {
  const rows = await db
    .selectFrom('shapes as s')
    .innerJoin('shape_translations as st', (join) => join.onRef('st.shape_code', '=', 's.code').on('st.locale', '=', locale))
    .select([
      's.code',
      'st.name',
      'st.description',
      (eb) =>
        eb
          .selectFrom('products as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('p.shape_code', '=', 's.code')
          .as('product_count'),
    ])
    .orderBy('s.position')
    .execute();
  return rows.map((row) => ({ code: row.code as Shape, name: row.name, description: row.description, productCount: row.product_count ?? 0 }));
}

export async function findCategories(db: Kysely<Database>, locale: Locale): Promise<CategoryRow[]> {
  const rows = await db
    .selectFrom('categories as c')
    .innerJoin('category_translations as cat', (join) => join.onRef('cat.category_code', '=', 'c.code').on('cat.locale', '=', locale))
    .select([
      'c.code',
      'cat.name',
      (eb) =>
        eb
          .selectFrom('products as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('p.category_code', '=', 'c.code')
          .as('product_count'),
    ])
    .orderBy('c.position')
    .execute();
  return rows.map((row) => ({ code: row.code as Category, name: row.name, productCount: row.product_count ?? 0 }));
}

/** What the image endpoint needs to draw a product. */
export async function findProductLook(db: Kysely<Database>, sku: string) {
  const [product, golds] = await Promise.all([
    db.selectFrom('products').select(['category_code', 'shape_code', 'default_gold']).where('sku', '=', sku).executeTakeFirst(),
    findGoldColours(db, [sku]),
  ]);
  if (!product) return null;
  return {
    category: product.category_code as Category,
    shape: product.shape_code as Shape,
    defaultGold: product.default_gold as GoldColour,
    golds: golds.get(sku) ?? [],
  };
}

/** Base price and options of one product, for pricing a configuration. */
export async function findPricingData(db: Kysely<Database>, sku: string, locale: Locale, typeLabelValue: string) {
  const product = await db.selectFrom('products').select(['list_price_cents', 'available']).where('sku', '=', sku).executeTakeFirst();
  if (!product) return null;
  const [options, typeLabels] = await Promise.all([findProductOptions(db, sku, locale), findOptionTypeLabels(db, locale, typeLabelValue)]);
  return { listPriceCents: product.list_price_cents, available: product.available, options, typeLabels };
}

/** A product as a card shows it, with every option it is made in. */
export interface ConfigurableProductRow extends ProductRow {
  options: ProductOptionRow[];
  /** Made to order: the working days from an order to its shipment (the product's planned shipment). */
  shipmentWorkingDays: number;
}

/**
 * Several products with their options and the option types' labels, in three queries whatever their
 * number: a cart or a wishlist is priced in one go. Unknown SKUs are simply absent from the map.
 */
export async function findConfigurableProducts(db: Kysely<Database>, skus: readonly string[], locale: Locale, typeLabelValue: string) {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return { products: new Map<string, ConfigurableProductRow>(), typeLabels: new Map<string, string>() };
  const [rows, options, typeLabels] = await Promise.all([
    listingBase(db, locale)
      .where('p.sku', 'in', unique)
      .select([...SUMMARY_COLUMNS, 'p.shipment_working_days'])
      .execute(),
    findOptionsOf(db, unique, locale),
    findOptionTypeLabels(db, locale, typeLabelValue),
  ]);
  const products = new Map(
    rows.map((row): [string, ConfigurableProductRow] => [row.sku, { ...toProductRow(row), options: options.get(row.sku) ?? [], shipmentWorkingDays: row.shipment_working_days }]),
  );
  return { products, typeLabels };
}
