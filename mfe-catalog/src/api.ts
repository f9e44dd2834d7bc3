import type { CollectionListResponse, Locale } from '@ama/contracts';
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
  }),
});

export const { useCollectionsQuery } = catalogApi;
