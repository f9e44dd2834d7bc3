import {
  CATEGORIES,
  COLLECTIONS,
  CURRENCY,
  GOLD_COLOURS,
  SHAPES,
  formatListingCursor,
  productImageUrl,
  toSlug,
  type CategoryListResponse,
  type CollectionListResponse,
  type GoldColour,
  type Locale,
  type OptionType,
  type ProductDetail,
  type ProductFacets,
  type ProductListQuery,
  type ProductListResponse,
  type ProductOption,
  type ProductQuote,
  type ProductQuoteQuery,
  type ProductSummary,
  type ShapeListResponse,
} from '@ama/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { OptionNotOfferedError, UnknownProductError } from './errors';
import { TYPE_LABEL_VALUE } from '../seed';
import { CATALOG_CACHE_BYTES } from './cache-bytes';
import { TtlCache } from '../domain/ttl-cache';
import { jsonBytes } from '../domain/bounded-ttl-map';
import { createWorkLimiter } from './work-limit';
import { renderProductSvg } from './image-svg';
import { modelOfSku } from './product-model';
import { caratLabel, configure, REQUIRED_TYPES } from './configuration';
import type { ProductOptionRow } from './pricing';
import * as repository from './repository';
import { correctedTerms, findSuggestions, searchMatches, searchTerms } from './search';
import { findSearchListing } from './search-listing';
import { findFilterNames, findTermStems, searchScopeOf, type SearchScope } from './search-scope';
import { SEARCH_SUGGESTIONS_LIMITS, type SearchSuggestionsQuery, type SearchSuggestionsResponse } from '@ama/contracts/search-suggestions';

export interface CatalogOptions {
  /** How long a catalogue answer is reused (default one minute). */
  cacheTtlMs?: number;
  /** Browsing answers (listings without a search, products, collections…) kept (default 1,000). */
  cacheEntries?: number;
  /**
   * Search answers kept (default 200), apart from browsing's: every unique search is a new entry, so a
   * flood of them must push out other searches only, never the listings and products shoppers browse.
   */
  searchCacheEntries?: number;
  /**
   * Browsing listings (no search text) that miss the cache (each one ~8 database queries) running at
   * once, and waiting for a slot; past both, a listing is refused with BusyError (429 + Retry-After).
   * Defaults 2 and 32: their combinations are few (categories, filters, pages), so the queue only
   * absorbs a burst after the cache expires. PGlite runs one query at a time and the PostgreSQL pool
   * holds 10 connections, so /readyz and product pages wait behind a few queries at most.
   */
  listingConcurrency?: number;
  listingQueue?: number;
  /**
   * The same bound for searches (defaults 2 and 8), kept apart so that a flood of unique searches fills
   * only its own slots: browsing is then served whatever the searches do (docs/security.md).
   */
  searchConcurrency?: number;
  searchQueue?: number;
}

/**
 * The listing query as the repository reads it, so that equivalent requests share one cache entry and
 * one computation: the search text as its terms (what repository.searchTerms keeps), single spaces.
 */
export function normaliseListingQuery(query: ProductListQuery): ProductListQuery {
  const q = searchTerms(query.q).join(' ');
  return { ...query, q: q === '' ? undefined : q };
}

/** The query's filters alone: what its counts depend on, whatever its page, order or search text. */
function filtersOf(query: ProductListQuery): repository.ListingFilters {
  const { sort: _sort, page: _page, pageSize: _pageSize, after: _after, before: _before, q: _q, ...filters } = query;
  return filters;
}

const orderBy =
  <T extends string>(order: readonly T[]) =>
  (a: { value: T }, b: { value: T }) =>
    order.indexOf(a.value) - order.indexOf(b.value);

/** A listing's card; the wishlist shows its pieces the same way. */
export function toSummary(row: repository.ProductRow, golds: GoldColour[]): ProductSummary {
  return {
    sku: row.sku,
    name: row.name,
    category: row.category,
    collection: row.collection,
    collectionName: row.collectionName,
    shape: row.shape,
    priceCents: row.listPriceCents,
    currency: CURRENCY,
    available: row.available,
    goldColours: golds.length > 0 ? golds : [row.defaultGold],
    defaultGold: row.defaultGold,
    imageUrl: productImageUrl(row.sku, row.defaultGold),
  };
}

function groupOptions(rows: readonly ProductOptionRow[], typeLabels: Map<string, string>, locale: Locale): ProductOption[] {
  const options = new Map<OptionType, ProductOption>();
  for (const row of rows) {
    let option = options.get(row.type);
    if (!option) {
      option = { type: row.type, label: typeLabels.get(row.type) ?? row.type, required: REQUIRED_TYPES.has(row.type), values: [] };
      options.set(row.type, option);
    }
    if (row.type === 'WRITING') {
      option.maxLength = row.maxLength ?? undefined;
      option.feeCents = row.priceDeltaCents;
      continue;
    }
    option.values.push({
      value: row.value,
      label: row.type === 'CARAT' ? caratLabel(row.value, locale) : row.label,
      priceDeltaCents: row.priceDeltaCents,
      isDefault: row.isDefault,
    });
  }
  return [...options.values()];
}

/** The catalogue as the API serves it: prices computed here, texts in the requested language. */
export function createCatalogService(db: Kysely<Database>, options: CatalogOptions = {}) {
  // Bounded by bytes too: a brand-size catalogue's listings are large, and each is measured once, on the miss that read it.
  const cache = new TtlCache<unknown>(options.cacheEntries ?? 1_000, options.cacheTtlMs ?? 60_000, undefined, { maxBytes: CATALOG_CACHE_BYTES.reads, sizeOf: jsonBytes });
  const searchCache = new TtlCache<unknown>(options.searchCacheEntries ?? 200, options.cacheTtlMs ?? 60_000, undefined, {
    maxBytes: CATALOG_CACHE_BYTES.searches,
    sizeOf: jsonBytes,
  });
  const cached = <T>(key: string, compute: () => Promise<T>) => cache.getOrCompute(key, compute) as Promise<T>;
  // Only listings are bounded: their search text makes every request a possible miss (a flood of unique
  // q values), while the other reads are keyed by SKU or locale and are few and cheap.
  const listings = createWorkLimiter({ running: options.listingConcurrency ?? 2, queued: options.listingQueue ?? 32 });
  const searches = createWorkLimiter({ running: options.searchConcurrency ?? 2, queued: options.searchQueue ?? 8 });

  async function summaries(rows: repository.ProductRow[]): Promise<ProductSummary[]> {
    const golds = await repository.findGoldColours(
      db,
      rows.map((row) => row.sku),
    );
    return rows.map((row) => toSummary(row, golds.get(row.sku) ?? []));
  }

  /** A browsing listing's: the same for every page and order, and in every language (they count codes), so cached once for all of them. */
  function facets(query: ProductListQuery): Promise<ProductFacets> {
    const filters = filtersOf(query);
    return (cache as TtlCache<ProductFacets>).getOrCompute(`facets:${JSON.stringify({ ...filters, locale: undefined })}`, () => countFacets(filters));
  }

  async function countFacets(filters: repository.ListingFilters): Promise<ProductFacets> {
    return toFacets(await repository.findFacets(db, filters));
  }

  function toFacets(rows: repository.FacetRows): ProductFacets {
    return {
      category: rows.category.sort(orderBy(CATEGORIES)),
      collection: rows.collection.sort(orderBy(COLLECTIONS)),
      shape: rows.shape.sort(orderBy(SHAPES)),
      gold: rows.gold.sort(orderBy(GOLD_COLOURS)),
      price: rows.price.min === null || rows.price.max === null ? null : { minCents: rows.price.min, maxCents: rows.price.max },
    };
  }

  /** The search's reading as filters (search-scope.ts), or null; the filters' names are read once a cache period. */
  async function scopeOf(q: string, locale: Locale): Promise<SearchScope | null> {
    const [names, terms] = await Promise.all([cached('filter-names', () => findFilterNames(db)), findTermStems(db, searchTerms(q))]);
    return searchScopeOf(terms, names, locale);
  }

  /**
   * A search's page and filter counts come from one reading of its matches, or, for a search of filter
   * names, from the listing of those filters; a browsing page's counts are shared by its pages.
   */
  async function pageAndFacets(query: ProductListQuery): Promise<[repository.ProductPage, ProductFacets, SearchScope?]> {
    if (query.q === undefined) return Promise.all([repository.findProductPage(db, query), facets(query)]);
    const scope = await scopeOf(query.q, query.locale);
    if (scope) {
      const [page, counts] = await Promise.all([repository.findProductPage(db, query, scope), repository.findFacets(db, filtersOf(query), scope)]);
      // A search in the suggested order pages by number, as by relevance (contracts' cursorFits).
      return [query.sort === 'suggested' ? { rows: page.rows, total: page.total } : page, toFacets(counts), scope];
    }
    const found = await findSearchListing(db, query);
    return [found.page, toFacets(found.facets)];
  }

  async function listing(query: ProductListQuery): Promise<ProductListResponse> {
    const [page, facetCounts, readAs] = await pageAndFacets(query);
    const { before, after } = page.cursors ?? {};
    return {
      items: await summaries(page.rows),
      total: page.total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.ceil(page.total / query.pageSize),
      ...(page.cursors ? { cursors: { before: before && formatListingCursor(before), after: after && formatListingCursor(after) } } : {}),
      facets: facetCounts,
      ...(readAs ? { readAs } : {}),
    };
  }

  /**
   * A search, or the search of its near spelling (docs/search.md#near-spellings-did-you-mean) when one of
   * its words is not the catalogue's and the text as typed finds nothing, or finds pieces only by their
   * descriptions while the near spelling finds them by their names ("rigs": two bangles described as
   * rigid, where "rings" is every ring). The answer then says so, and whether the text as typed found any.
   */
  async function nearestSearch(query: ProductListQuery & { q: string }): Promise<ProductListResponse> {
    const terms = searchTerms(query.q);
    const corrected = await correctedTerms(db, terms, query.locale);
    if (!corrected) return listing(query);
    const asTyped = await searchMatches(db, terms, query.locale);
    if (asTyped.named) return listing(query);
    const nearText = corrected.join(' ');
    // What the text as typed finds stays unless the near spelling names pieces, in the page's language's
    // names or as filter words in any language ("rigs" on the Italian pages: "rings", the rings' category).
    const nearNames = async () => (await scopeOf(nearText, query.locale)) !== null || (await searchMatches(db, corrected, query.locale)).named;
    if (asTyped.found && !(await nearNames())) return listing(query);
    const near = await listing({ ...query, q: nearText });
    if (near.total === 0) return listing(query);
    return { ...near, correctedQuery: nearText, ...(asTyped.found ? { asTypedFinds: true } : {}) };
  }

  return {
    /**
     * One page of the listing. Cached; concurrent identical requests share one computation (the cache's
     * single-flight), and a miss takes a slot of its limiter (BusyError when it is full): a search's
     * cache and slots are its own, browsing's are shared with nothing a flood of searches can fill.
     */
    listProducts(raw: ProductListQuery): Promise<ProductListResponse> {
      const query = normaliseListingQuery(raw);
      const search = query.q !== undefined;
      const store = (search ? searchCache : cache) as TtlCache<ProductListResponse>;
      return store.getOrCompute(`list:${JSON.stringify(query)}`, () =>
        (search ? searches : listings).run(async () => (query.q === undefined || query.asTyped ? listing(query) : nearestSearch({ ...query, q: query.q }))),
      );
    },

    /** Suggestions while the shopper types (a search's cache and slots: every keystroke may be a new text). */
    suggest({ locale, q }: SearchSuggestionsQuery): Promise<SearchSuggestionsResponse> {
      const text = searchTerms(q).join(' ');
      if (text.length < SEARCH_SUGGESTIONS_LIMITS.minLength) return Promise.resolve({ suggestions: [] });
      return searchCache.getOrCompute(`suggest:${locale}:${text.toLowerCase()}`, () =>
        searches.run(async () => ({ suggestions: await findSuggestions(db, locale, text, SEARCH_SUGGESTIONS_LIMITS.maxSuggestions) })),
      ) as Promise<SearchSuggestionsResponse>;
    },

    /** One product page; unknown SKU → UnknownProductError. */
    async getProduct(sku: string, locale: Locale): Promise<ProductDetail> {
      // An unknown SKU is cached as null (a failure would not be) and only then becomes the error.
      const product = await cached(`product:${sku}:${locale}`, async (): Promise<ProductDetail | null> => {
        const row = await repository.findProductDetail(db, sku, locale);
        if (!row) return null;
        const [optionRows, typeLabels, suggested] = await Promise.all([
          repository.findProductOptions(db, sku, locale),
          repository.findOptionTypeLabels(db, locale, TYPE_LABEL_VALUE),
          repository.findSuggestedProducts(db, sku, locale),
        ]);
        const golds = optionRows.filter((option) => option.type === 'GOLD_COLOUR').map((option) => option.value as GoldColour);
        return {
          ...toSummary(row, golds),
          description: row.description,
          categoryName: row.categoryName,
          shapeName: row.shapeName,
          collectionSubtitle: row.collectionSubtitle,
          plannedShipment: { workingDays: row.shipmentWorkingDays },
          options: groupOptions(optionRows, typeLabels, locale),
          images: (golds.length > 0 ? golds : [row.defaultGold]).map((gold) => ({ gold, url: productImageUrl(row.sku, gold) })),
          suggested: await summaries(suggested),
        };
      });
      if (!product) throw new UnknownProductError(sku);
      return product;
    },

    /** Prices one configuration; unknown SKU → UnknownProductError, values the product lacks → OptionNotOfferedError naming the field. */
    async quote(sku: string, query: ProductQuoteQuery): Promise<ProductQuote> {
      const data = await cached(`pricing:${sku}:${query.locale}`, () => repository.findPricingData(db, sku, query.locale, TYPE_LABEL_VALUE));
      if (!data) throw new UnknownProductError(sku);
      const result = configure(data, data.typeLabels, query, query.locale);
      if (!result.ok) throw new OptionNotOfferedError('This configuration is not offered', result.fields);
      return {
        sku,
        currency: CURRENCY,
        available: data.available,
        basePriceCents: data.listPriceCents,
        priceCents: result.priceCents,
        // The engraving's label is the option's name ('Engraving'): its value is the text itself.
        selection: result.options.map((option) => ({
          type: option.type,
          value: option.value,
          label: option.type === 'WRITING' ? option.typeLabel : option.valueLabel,
          priceDeltaCents: option.priceDeltaCents,
        })),
      };
    },

    /**
     * The SVG render in `gold` (absent: the product's default gold, which `gold` of the answer names);
     * unknown SKU → UnknownProductError, a gold the piece is not made in → OptionNotOfferedError.
     */
    async productImage(sku: string, gold: GoldColour | undefined): Promise<{ gold: GoldColour; svg: string }> {
      const look = await cached(`look:${sku}`, () => repository.findProductLook(db, sku));
      if (!look) throw new UnknownProductError(sku);
      // The default gold is always drawn: a listing names it even for a piece without gold options.
      if (gold && gold !== look.defaultGold && !look.golds.includes(gold)) {
        throw new OptionNotOfferedError('This product is not made in that gold colour', { gold: `Not offered for this product: choose ${look.golds.join(', ')}` });
      }
      const drawn = gold ?? look.defaultGold;
      return { gold: drawn, svg: renderProductSvg({ category: look.category, shape: look.shape, gold: drawn, model: modelOfSku(sku) }) };
    },

    collections(locale: Locale): Promise<CollectionListResponse> {
      return cached(`collections:${locale}`, async () => ({
        items: (await repository.findCollections(db, locale)).map((row) => ({
          code: row.code,
          slug: toSlug(row.code),
          name: row.name,
          subtitle: row.subtitle,
          description: row.description,
          productCount: row.productCount,
          imageUrl: row.leader ? productImageUrl(row.leader.sku, row.leader.defaultGold) : null,
        })),
      }));
    },

    shapes(locale: Locale): Promise<ShapeListResponse> {
      return cached(`shapes:${locale}`, async () => ({
        items: (await repository.findShapes(db, locale)).map((row) => ({
          code: row.code,
          slug: toSlug(row.code),
          name: row.name,
          description: row.description,
          productCount: row.productCount,
        })),
      }));
    },

    categories(locale: Locale): Promise<CategoryListResponse> {
      return cached(`categories:${locale}`, async () => ({
        items: (await repository.findCategories(db, locale)).map((row) => ({
          code: row.code,
          slug: toSlug(row.code),
          name: row.name,
          productCount: row.productCount,
        })),
      }));
    },

    /** Forgets every cached answer (after a change made through the shop itself). */
    invalidate(): void {
      cache.clear();
      searchCache.clear();
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
