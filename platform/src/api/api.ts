import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { hydrateFromServer } from '../ssr/server-store';
import { shopBaseQuery } from './base-query';

/** Cache tags shared across remotes, e.g. cart-checkout invalidates 'Cart' and the header's MiniCart refetches. */
export const TAG_TYPES = [
  'Catalog',
  'Product',
  'Cart',
  'Wishlist',
  'Club',
  'Events',
  'Content',
  'Newsletter',
  'Order',
  // The header's counts (cart and wishlist pieces): every cart or wishlist write invalidates them.
  'VisitorCounts',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * On the server a query starts while its component renders (there are no effects there), so the page is
 * rendered, its running queries awaited and rendered again with the data: pages fetch through the same
 * hooks on both sides. In the browser queries start in effects, as usual.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/** The one RTK Query api of the site; each remote adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: shopBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // The server's cache arrives with the page: queries it answered are not asked again while hydrating.
  extractRehydrationInfo(action, { reducerPath }) {
    if (hydrateFromServer.match(action)) return action.payload[reducerPath as 'api'] as never;
    return undefined;
  },
});
