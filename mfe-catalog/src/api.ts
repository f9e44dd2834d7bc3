import type { CollectionListResponse, Locale, ProductListResponse, ShapeListResponse } from '@ama/contracts';
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
    /** A page of the listing with its facets; the arguments are the query string (the cache key). */
    products: build.query<ProductListResponse, ListingQuery>({
      query: (params) => ({ url: 'products', params }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useCollectionsQuery, useProductsQuery, useShapesQuery } = catalogApi;
