import { z } from 'zod';
import { CATEGORIES, COLLECTIONS, GOLD_COLOURS, SHAPES, SORT_OPTIONS, categorySchema, collectionSchema, goldColourSchema, optionTypeSchema, shapeSchema } from './catalog-enums';
import { CATALOG_LIMITS, CURRENCY } from './constants';
import { engravingTextSchema } from './engraving';
import { cursorFits, parseListingCursor } from './listing-cursor';
import { enumListParam, enumParam, localeParam, textParam, wholeNumberParam } from './query-params';
import { singleLineText } from './text';

// The engraving's alphabet and schema live in engraving.ts; re-exported for the schemas' users.
export { engravingTextSchema } from './engraving';

// Declared with the other constants (no zod there), so a page that only needs the limits does not
// bundle zod, whose eval probe a strict CSP reports.
export { CATALOG_LIMITS } from './constants';

/** Integer euro cents, never a float. */
export const moneyCentsSchema = z.number().int().min(0);
export const currencySchema = z.literal(CURRENCY);

/** SKU in a path: letters, digits and dashes; matched case-insensitively (stored upper-case). */
export const skuSchema = singleLineText()
  .min(1)
  .max(CATALOG_LIMITS.skuMaxLength)
  .regex(/^[A-Za-z0-9-]+$/, 'Expected letters, digits and dashes')
  .transform((sku) => sku.toUpperCase());

export const skuParamsSchema = z.object({ sku: skuSchema });

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** A listing cursor (listing-cursor.ts) from a query string. */
const cursorParam = z
  .string({ error: 'Expected a single cursor' })
  .max(64, 'Not a listing cursor')
  .transform((text, ctx) => {
    const cursor = parseListingCursor(text);
    if (cursor) return cursor;
    ctx.addIssue({ code: 'custom', message: 'Not a listing cursor' });
    return z.NEVER;
  })
  .optional();

/** GET /api/products: text search, filters, sorting, pagination. */
/** A yes/no query parameter: true, 1, false or 0. */
const booleanParam = z.preprocess((value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value), z.boolean());

export const productListQuerySchema = z
  .object({
    locale: localeParam,
    /**
     * Words searched in every product's name, collection, category, shape, gold colours and description
     * (the requested language's dictionary; other languages' names too), or a product code (docs/search.md).
     * Words that only name filters ("rings", "white gold") list those filters, in the suggested order.
     */
    q: textParam(CATALOG_LIMITS.searchMaxLength),
    category: enumListParam(CATEGORIES),
    collection: enumListParam(COLLECTIONS),
    shape: enumListParam(SHAPES),
    gold: enumListParam(GOLD_COLOURS),
    /** Price range in euro cents, inclusive. */
    minPrice: wholeNumberParam(0, CATALOG_LIMITS.maxPriceCents).optional(),
    maxPrice: wholeNumberParam(0, CATALOG_LIMITS.maxPriceCents).optional(),
    /** Also list products that cannot be ordered right now (default true: they show as unavailable). */
    available: booleanParam.optional(),
    /**
     * Search the text as typed, never its near spelling: the link a corrected search offers back
     * ("Show the 2 jewels for “rigs”", docs/search.md#near-spellings-did-you-mean).
     */
    asTyped: booleanParam.optional(),
    sort: enumParam(SORT_OPTIONS).default('suggested'),
    page: wholeNumberParam(1, CATALOG_LIMITS.maxPage).default(1),
    pageSize: wholeNumberParam(1, CATALOG_LIMITS.maxPageSize).default(CATALOG_LIMITS.defaultPageSize),
    /** The page after the product of this cursor (the last of the page before): read from there, none skipped. */
    after: cursorParam,
    /** The page before the product of this cursor (the first of the page after). */
    before: cursorParam,
  })
  .superRefine((query, ctx) => {
    if (query.after && query.before) ctx.addIssue({ code: 'custom', path: ['before'], message: 'Give after or before, not both' });
    for (const key of ['after', 'before'] as const) {
      const cursor = query[key];
      if (cursor && !cursorFits(cursor, query.sort, query.q)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: query.sort === 'suggested' && query.q ? 'A search by relevance pages by number' : `Not a cursor of the ${query.sort} order`,
        });
      }
    }
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'maxPrice must not be below minPrice' });
    }
  });
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

/** Endpoints that only take the locale: product detail, collections, shapes, categories. */
export const localeQuerySchema = z.object({ locale: localeParam });
export type LocaleQuery = z.output<typeof localeQuerySchema>;

/** GET /api/products/:sku/image.svg */
export const productImageQuerySchema = z.object({
  locale: localeParam,
  /** Gold colour of the render; absent → the product's default colour. */
  gold: enumParam(GOLD_COLOURS).optional(),
});
export type ProductImageQuery = z.output<typeof productImageQuerySchema>;

/** GET /api/products/:sku/price: the server prices one configuration (docs/requirements.md#catalogue). */
export const productQuoteQuerySchema = z.object({
  locale: localeParam,
  gold: enumParam(GOLD_COLOURS).optional(),
  size: textParam(8),
  carat: textParam(8),
  stone: textParam(40),
  engraving: z.preprocess((value) => (value === '' ? undefined : value), engravingTextSchema.optional()),
});
export type ProductQuoteQuery = z.output<typeof productQuoteQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** One card of a listing. */
export const productSummarySchema = z.object({
  sku: z.string(),
  name: z.string(),
  category: categorySchema,
  collection: collectionSchema,
  collectionName: z.string(),
  shape: shapeSchema,
  /** Price of the default configuration: the "from" price. */
  priceCents: moneyCentsSchema,
  currency: currencySchema,
  available: z.boolean(),
  goldColours: z.array(goldColourSchema),
  defaultGold: goldColourSchema,
  /** Root-relative URL of the SVG render in the default gold colour. */
  imageUrl: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const facetCountSchema = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int().min(0) });

/** Counts for the filters. Each dimension ignores its own filter, so other choices stay visible. */
export const productFacetsSchema = z.object({
  category: z.array(facetCountSchema(categorySchema)),
  collection: z.array(facetCountSchema(collectionSchema)),
  shape: z.array(facetCountSchema(shapeSchema)),
  gold: z.array(facetCountSchema(goldColourSchema)),
  /** Price span of the matches ignoring the price filter; null when nothing matches. */
  price: z.object({ minCents: moneyCentsSchema, maxCents: moneyCentsSchema }).nullable(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productListResponseSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  /**
   * The cursors of the neighbouring pages (`before` for the previous, `after` for the next): their links
   * carry them so the database seeks to the page instead of counting past the earlier ones. None for a
   * search by relevance, whose order is computed.
   */
  cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
  facets: productFacetsSchema.optional(),
  /**
   * Set when these are the results of a near spelling of the search ('solitare' → 'solitaire'): nothing
   * matched it as typed, or only pieces whose descriptions hold its words while the near spelling names
   * pieces ('rigs' → 'rings'). The page says so and offers the text as typed.
   */
  correctedQuery: z.string().optional(),
  /** With `correctedQuery`: true when the text as typed finds pieces too (by their descriptions only). */
  asTypedFinds: z.boolean().optional(),
  /**
   * Set when the search named only filters ("anelli oro rosa"): the filters it was read as, each "any of"
   * its values (docs/search.md#filter-words). A page shows the pieces in the gold colour named.
   */
  readAs: z
    .object({
      category: z.array(categorySchema).optional(),
      collection: z.array(collectionSchema).optional(),
      shape: z.array(shapeSchema).optional(),
      gold: z.array(goldColourSchema).optional(),
    })
    .optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const optionValueSchema = z.object({
  /** Code sent back when configuring: 'ROSE', '14', '0.50', 'LAB_DIAMOND'. */
  value: z.string(),
  label: z.string(),
  /** Added to the product price when chosen; 0 for the default. */
  priceDeltaCents: moneyCentsSchema,
  isDefault: z.boolean(),
});
export type OptionValue = z.infer<typeof optionValueSchema>;

export const productOptionSchema = z.object({
  type: optionTypeSchema,
  label: z.string(),
  /** Must be chosen before the product goes into the cart (e.g. the ring size). */
  required: z.boolean(),
  values: z.array(optionValueSchema),
  /** WRITING only: maximum engraving length and the fee charged when a text is given. */
  maxLength: z.number().int().positive().optional(),
  feeCents: moneyCentsSchema.optional(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  categoryName: z.string(),
  shapeName: z.string(),
  collectionSubtitle: z.string(),
  /** Made to order: shipped this many working days after the order. */
  plannedShipment: z.object({ workingDays: z.number().int().positive() }),
  options: z.array(productOptionSchema),
  images: z.array(z.object({ gold: goldColourSchema, url: z.string() })),
  suggested: z.array(productSummarySchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productQuoteSchema = z.object({
  sku: z.string(),
  currency: currencySchema,
  available: z.boolean(),
  /** Price of the default configuration. */
  basePriceCents: moneyCentsSchema,
  /** Price of the requested configuration, computed on the server. */
  priceCents: moneyCentsSchema,
  selection: z.array(z.object({ type: optionTypeSchema, value: z.string(), label: z.string(), priceDeltaCents: moneyCentsSchema })),
});
export type ProductQuote = z.infer<typeof productQuoteSchema>;

export const collectionEntrySchema = z.object({
  code: collectionSchema,
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  description: z.string(),
  productCount: z.number().int().min(0),
  /** A representative render (the collection's first suggested product). */
  imageUrl: z.string().nullable(),
});
export type CollectionEntry = z.infer<typeof collectionEntrySchema>;

export const shapeEntrySchema = z.object({
  code: shapeSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  productCount: z.number().int().min(0),
});
export type ShapeEntry = z.infer<typeof shapeEntrySchema>;

export const categoryEntrySchema = z.object({
  code: categorySchema,
  slug: z.string(),
  name: z.string(),
  productCount: z.number().int().min(0),
});
export type CategoryEntry = z.infer<typeof categoryEntrySchema>;

export const collectionListResponseSchema = z.object({ items: z.array(collectionEntrySchema) });
export type CollectionListResponse = z.infer<typeof collectionListResponseSchema>;
export const shapeListResponseSchema = z.object({ items: z.array(shapeEntrySchema) });
export type ShapeListResponse = z.infer<typeof shapeListResponseSchema>;
export const categoryListResponseSchema = z.object({ items: z.array(categoryEntrySchema) });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;
