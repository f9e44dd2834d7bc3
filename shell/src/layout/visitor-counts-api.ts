import type { VisitorCounts } from '@ama/contracts';
import { api } from '@ama/platform';

/**
 * The header's counts in one small request (GET /api/visitor/counts), so no page loads the cart's or
 * the catalogue's code just to draw two badges. Every cart or wishlist write invalidates them, and so
 * does anything that invalidates the cart or the wishlist (an order placed, a piece moved to the cart).
 * The shell's start fills it with what a page to read's plain code drew (runtime/header-counts.ts).
 */
export const countsApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    visitorCounts: build.query<VisitorCounts, void>({
      query: () => ({ url: 'visitor/counts' }),
      // A badge that cannot be read stays without a number: no toast on every page for it.
      extraOptions: { silent: true },
      providesTags: ['VisitorCounts', 'Cart', 'Wishlist'],
    }),
  }),
});
