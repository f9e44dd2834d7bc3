import { CLUB_MEMBER_TOKEN_PARAM } from './club';
import { CUSTOM_DESIGN_TOKEN_PARAM } from './custom-design-fields';
import { EVENT_BOOKING_PARAMS } from './events';

/**
 * Every query parameter a page reads, over all remotes. The server renders a page with these only and
 * keys its page cache by them, so a link's tracking parameters (utm_…, fbclid) or a flood of random
 * ones reuse the page already rendered instead of forcing a new render each. A page that
 * starts reading a new parameter lists it here; the BFF's page-query test fails until it does.
 */
export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  // The catalogue's listing (results, collections, shapes) and the ring size carried to a product.
  'q',
  // A search as typed, never its near spelling (docs/search.md#near-spellings-did-you-mean).
  'asTyped',
  'category',
  'collection',
  'shape',
  'gold',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
  // Where a listing page starts (its neighbour's link carries it: docs/search.md#pages).
  'after',
  'before',
  'size',
  // Checkout's step and the confirmation's order.
  'step',
  'order',
  // Club AMA's member page, the custom design's page, the event booking and its cancellation, the
  // appointment form and the store locator.
  CLUB_MEMBER_TOKEN_PARAM,
  CUSTOM_DESIGN_TOKEN_PARAM,
  EVENT_BOOKING_PARAMS.event,
  EVENT_BOOKING_PARAMS.cancel,
  'store',
  'kind',
  'near',
  // The back office's orders list, catalogue, appointments' day and discount codes (their search and
  // page are 'q' and 'page' above): the server renders their frame only, but with the same URL as the
  // browser, so the frame and the hydrating island agree.
  'status',
  'from',
  'to',
  'available',
  'date',
  'personal',
]);

/**
 * Parameters that carry a visitor's own signed link (the member page's, a custom design's, an event
 * registration's cancellation): a page with one is that visitor's, so the server renders it for them
 * alone and keeps no copy, neither in its page cache nor in a CDN's (no-store).
 */
export const PERSONAL_PAGE_PARAMETERS: ReadonlySet<string> = new Set([CLUB_MEMBER_TOKEN_PARAM, CUSTOM_DESIGN_TOKEN_PARAM, EVENT_BOOKING_PARAMS.cancel]);

/** Whether a page query (pageQuery's) carries a personal link: see PERSONAL_PAGE_PARAMETERS. */
export const isPersonalPageQuery = (query: string): boolean => [...new URLSearchParams(query).keys()].some((name) => PERSONAL_PAGE_PARAMETERS.has(name));

/**
 * The part of a page's query (`?a=1&b=2`, or '') the page can read: known parameters only, sorted by
 * name (values of one name keep their order), so equivalent URLs give one string.
 */
export function pageQuery(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const kept = new URLSearchParams([...params].filter(([name]) => PAGE_QUERY_PARAMETERS.has(name)));
  kept.sort();
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}
