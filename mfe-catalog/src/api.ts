import {
  WISHLIST_PATHS,
  type CartOptionsInput,
  type CollectionListResponse,
  type Locale,
  type MoveToCartResult,
  type ProductDetail,
  type ProductListResponse,
  type ProductQuote,
  type ShapeListResponse,
  type Wishlist,
} from '@ama/contracts';
import type { ListingQuery } from './results/listing-params';
import { api } from '@ama/platform';

/** '/wishlist/items/:sku' → 'wishlist/items/AB-12': the shared api's base URL already ends in /api. */
const wishlistPath = (template: string) => template.replace(/^\//, '');
const itemPath = (template: string, sku: string) => wishlistPath(template).replace(':sku', encodeURIComponent(sku));

/** The catalogue's endpoints on the shared RTK Query api. The locale is part of each cache key. */
export const catalogApi = api.injectEndpoints({
  // A redeployed remote re-runs this in the same server process: its new definitions must win.
  overrideExisting: true,
  endpoints: (build) => ({
    collections: build.query<CollectionListResponse, Locale>({
      query: (locale) => ({ url: 'collections', params: { locale } }),
      providesTags: ['Catalog'],
    }),
    shapes: build.query<ShapeListResponse, Locale>({
      query: (locale) => ({ url: 'shapes', params: { locale } }),
      providesTags: ['Catalog'],
    }),
    product: build.query<ProductDetail, { sku: string; locale: Locale }>({
      query: ({ sku, locale }) => ({ url: `products/${encodeURIComponent(sku)}`, params: { locale } }),
      // An unknown SKU is the page's 404, not a failure to report.
      extraOptions: { silent: true },
      providesTags: ['Product'],
    }),
    /** The server prices a configuration: the client never computes a price (docs/requirements.md#catalogue). */
    productPrice: build.query<ProductQuote, Record<string, string>>({
      query: ({ sku, ...params }) => ({ url: `products/${encodeURIComponent(sku ?? '')}/price`, params }),
      extraOptions: { silent: true },
      providesTags: ['Product'],
    }),
    /** The visitor's wishlist: personal, so asked for in the browser only (never during a server render). */
    wishlist: build.query<Wishlist, Locale>({
      query: (locale) => ({ url: wishlistPath(WISHLIST_PATHS.wishlist), params: { locale } }),
      providesTags: ['Wishlist'],
    }),
    saveToWishlist: build.mutation<Wishlist, { locale: Locale; sku: string; options?: CartOptionsInput }>({
      query: ({ locale, sku, options = {} }) => ({ url: itemPath(WISHLIST_PATHS.item, sku), method: 'PUT', params: { locale }, body: { options } }),
      extraOptions: { silent: true },
      // The header's heart counts pieces: it asks again.
      invalidatesTags: ['VisitorCounts'],
      onQueryStarted: ({ locale }, { dispatch, queryFulfilled }) => keepWishlist(locale, dispatch, queryFulfilled),
    }),
    removeFromWishlist: build.mutation<Wishlist, { locale: Locale; sku: string }>({
      query: ({ locale, sku }) => ({ url: itemPath(WISHLIST_PATHS.item, sku), method: 'DELETE', params: { locale } }),
      extraOptions: { silent: true },
      // The header's heart counts pieces: it asks again.
      invalidatesTags: ['VisitorCounts'],
      onQueryStarted: ({ locale }, { dispatch, queryFulfilled }) => keepWishlist(locale, dispatch, queryFulfilled),
    }),
    /** The cart is the cart area's: its cached copy is invalidated (its MiniCart asks again), never written here. */
    moveToCart: build.mutation<MoveToCartResult, { locale: Locale; sku: string }>({
      query: ({ locale, sku }) => ({ url: itemPath(WISHLIST_PATHS.moveToCart, sku), method: 'POST', params: { locale }, body: {} }),
      extraOptions: { silent: true },
      invalidatesTags: (result) => (result ? ['Cart'] : []),
      onQueryStarted: ({ locale }, { dispatch, queryFulfilled }) =>
        keepWishlist(
          locale,
          dispatch,
          queryFulfilled.then(({ data }) => ({ data: data.wishlist })),
        ),
    }),
    /** A page of the listing with its facets; the arguments are the query string (the cache key). */
    products: build.query<ProductListResponse, ListingQuery>({
      query: (params) => ({ url: 'products', params }),
      providesTags: ['Catalog'],
    }),
  }),
});

/** A write's answer is the whole wishlist: it replaces the cached one. A failure is the caller's to show. */
async function keepWishlist(locale: Locale, dispatch: (action: never) => unknown, answer: Promise<{ data: Wishlist }>) {
  try {
    const { data } = await answer;
    dispatch(catalogApi.util.upsertQueryData('wishlist', locale, data) as never);
  } catch {
    // the cached wishlist stays as it was
  }
}

export const { useWishlistQuery, useSaveToWishlistMutation, useRemoveFromWishlistMutation, useMoveToCartMutation } = catalogApi;
export const { useCollectionsQuery, useProductsQuery, useShapesQuery, useProductQuery, useProductPriceQuery } = catalogApi;
