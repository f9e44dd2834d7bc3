import { createReactLifecycles, NotFound } from '@ama/platform';
import { useLocationHref } from '../layout/use-location';

/** The 404 page for any path no remote claims (spec §2): "Page not found" with the full path. */
export const notFoundApp = createReactLifecycles({ Root: () => <NotFound path={useLocationHref()} /> });
