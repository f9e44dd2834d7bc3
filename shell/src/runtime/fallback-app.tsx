import { createReactLifecycles, fallbackTexts } from '@ama/platform';
import { RemoteFallback } from '@ama/shared-ui';

/**
 * single-spa lifecycles that stand in for a remote whose manifest or chunks could not be loaded: a
 * translated message with a retry button, rendered in that remote's own area.
 */
export function createFallbackApp(area: string, onRetry: () => void) {
  return createReactLifecycles({ Root: () => <RemoteFallback area={area} {...fallbackTexts()} onRetry={onRetry} /> });
}
