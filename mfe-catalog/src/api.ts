import type { CollectionListResponse, Locale, ProductDetail, ProductListResponse, ProductQuote, ShapeListResponse } from '@ama/contracts';
import type { ListingQuery } from './results/listing-params';
import { api } from '@ama/platform';

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
    /** The server prices a configuration: the client never computes a price (DESIGN.md §3). */
    productPrice: build.query<ProductQuote, Record<string, string>>({
      query: ({ sku, ...params }) => ({ url: `products/${encodeURIComponent(sku ?? '')}/price`, params }),
      extraOptions: { silent: true },
      providesTags: ['Product'],
    }),
    /** A page of the listing with its facets; the arguments are the query string (the cache key). */
    products: build.query<ProductListResponse, ListingQuery>({
      query: (params) => ({ url: 'products', params }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useCollectionsQuery, useProductsQuery, useShapesQuery, useProductQuery, useProductPriceQuery } = catalogApi;
