import { createApi } from '@reduxjs/toolkit/query/react';
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
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one RTK Query api of the site; each remote adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: shopBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
