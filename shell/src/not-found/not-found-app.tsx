import { createReactLifecycles, NotFound } from '@ama/platform';

/** The 404 page for any path no remote claims (docs/requirements.md#navigation): "Page not found" with the full path. */
export const notFoundApp = createReactLifecycles({ Root: NotFound });
