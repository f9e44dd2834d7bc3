import {
  CATEGORIES,
  COLLECTIONS,
  GOLD_COLOURS,
  SHAPES,
  SORT_OPTIONS,
  CATALOG_LIMITS,
  type Category,
  type Collection,
  type GoldColour,
  type Locale,
  type Shape,
  type SortOption,
  cursorFits,
  parseListingCursor,
} from '@ama/contracts';
import { readRingSize } from './ring-size';

/** What a listing shows, as the shopper chose it; it lives in the URL so it can be shared and walked with Back. */
export interface ListingState {
  q: string;
  /** Search the text as typed, never its near spelling (the link a corrected search offers: docs/search.md). */
  asTyped?: boolean;
  category: Category[];
  collection: Collection[];
  shape: Shape[];
  gold: GoldColour[];
  /** Whole euro (the URL is read by people); the API gets cents. */
  minPrice?: number;
  maxPrice?: number;
  sort: SortOption;
  page: number;
  /**
   * The page's place in the list, carried by the links to the next (`after`) and previous (`before`) page
   * so the shop reads it from there instead of counting past the pages before (docs/search.md#pages).
   * The page number says the same, so a link without it (shared, typed) shows the same page.
   */
  after?: string;
  before?: string;
  /**
   * The shopper's ring size (Italian/EU), e.g. from the ring-size guide. Not a filter (every ring comes in
   * every size): it stays in the URL through filters, sorting and pages, and goes on to ring products' pages.
   */
  size?: number;
}

export const FILTER_DIMENSIONS = {
  category: CATEGORIES,
  collection: COLLECTIONS,
  shape: SHAPES,
  gold: GOLD_COLOURS,
} as const;
export type FilterDimension = keyof typeof FILTER_DIMENSIONS;

const MAX_EURO = CATALOG_LIMITS.maxPriceCents / 100;

/** Known values of a list parameter, given once or repeated, comma-separated or not; the rest is ignored. */
function listOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  const values = params.getAll(name).flatMap((value) => value.split(','));
  return allowed.filter((value) => values.includes(value));
}

function euro(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null || !/^\d{1,7}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_EURO ? value : undefined;
}

/** A cursor of the URL that fits the listing; none for page 1, a malformed text or another order's cursor. */
function cursorOf(params: URLSearchParams, name: 'after' | 'before', listing: { page: number; sort: SortOption; q: string }): string | undefined {
  const text = params.get(name);
  const cursor = text === null || listing.page === 1 ? null : parseListingCursor(text);
  return cursor && cursorFits(cursor, listing.sort, listing.q) ? text! : undefined;
}

/** Reads a listing from the URL's query; anything unknown or malformed falls back to the default. */
export function readListing(params: URLSearchParams): ListingState {
  const sortText = params.get('sort');
  const sort: SortOption = (SORT_OPTIONS as readonly string[]).includes(sortText ?? '') ? (sortText as SortOption) : 'suggested';
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= CATALOG_LIMITS.maxPage ? pageNumber : 1;
  const q = (params.get('q') ?? '').trim().slice(0, CATALOG_LIMITS.searchMaxLength);
  const after = cursorOf(params, 'after', { page, sort, q });
  const minPrice = euro(params, 'minPrice');
  const maxPrice = euro(params, 'maxPrice');
  const swapped = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
  return {
    q,
    ...(q && params.get('asTyped') === '1' ? { asTyped: true } : {}),
    category: listOf(params, 'category', CATEGORIES),
    collection: listOf(params, 'collection', COLLECTIONS),
    shape: listOf(params, 'shape', SHAPES),
    gold: listOf(params, 'gold', GOLD_COLOURS),
    minPrice: swapped ? maxPrice : minPrice,
    maxPrice: swapped ? minPrice : maxPrice,
    sort,
    page,
    after,
    before: after ? undefined : cursorOf(params, 'before', { page, sort, q }),
    size: readRingSize(params.get('size')),
  };
}

/** The URL query of a listing, without defaults, in a stable order (one URL per listing). */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.q && state.asTyped) params.set('asTyped', '1');
  for (const dimension of Object.keys(FILTER_DIMENSIONS) as FilterDimension[]) {
    if (state[dimension].length > 0) params.set(dimension, state[dimension].join(','));
  }
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.sort !== 'suggested') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.page > 1 && state.after) params.set('after', state.after);
  else if (state.page > 1 && state.before) params.set('before', state.before);
  if (state.size !== undefined) params.set('size', String(state.size));
  // Commas are fine in a query and keep the lists readable: category=RINGS,EARRINGS.
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** The query parameters of GET /api/products for a listing (prices in cents). */
export type ListingQuery = Record<string, string>;

/** The API request of a listing. The ring size is not part of it: it changes no result (nor the cache key). */
export function listingQuery(state: ListingState, locale: Locale): ListingQuery {
  return {
    locale,
    ...(state.q ? { q: state.q } : {}),
    ...(state.q && state.asTyped ? { asTyped: 'true' } : {}),
    ...Object.fromEntries((Object.keys(FILTER_DIMENSIONS) as FilterDimension[]).filter((d) => state[d].length > 0).map((d) => [d, state[d].join(',')])),
    ...(state.minPrice !== undefined ? { minPrice: String(state.minPrice * 100) } : {}),
    ...(state.maxPrice !== undefined ? { maxPrice: String(state.maxPrice * 100) } : {}),
    sort: state.sort,
    page: String(state.page),
    ...(state.page > 1 && state.after ? { after: state.after } : state.page > 1 && state.before ? { before: state.before } : {}),
  };
}

export const hasFilters = (state: ListingState) =>
  Boolean(state.q) || (Object.keys(FILTER_DIMENSIONS) as FilterDimension[]).some((d) => state[d].length > 0) || state.minPrice !== undefined || state.maxPrice !== undefined;
