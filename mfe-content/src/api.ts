import { api } from '@ama/platform';

/**
 * The content area's endpoints on the shared RTK Query api (docs/adr-001-data-access.md): the guides and content pages. Each endpoint is
 * injected here, once, and its generated hooks are exported from this file for the area's pages.
 */
export const contentApi = api.injectEndpoints({ overrideExisting: true, endpoints: () => ({}) });
