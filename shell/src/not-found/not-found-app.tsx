import { createReactLifecycles, NotFound } from '@ama/platform';

/** The 404 page for any path no remote claims (spec §2): "Page not found" with the full path. */
export const notFoundApp = createReactLifecycles({ Root: NotFound });
