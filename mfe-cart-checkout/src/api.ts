import { api } from '@ama/platform';

/**
 * The cart area's endpoints on the shared RTK Query api (DESIGN §2): the cart, discount codes, checkout and orders. Each endpoint is
 * injected here, once, and its generated hooks are exported from this file for the area's pages.
 */
export const cartApi = api.injectEndpoints({ overrideExisting: true, endpoints: () => ({}) });
