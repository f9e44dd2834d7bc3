import { createReactLifecycles, fallbackTexts, SERVER_MARKUP_ATTRIBUTE } from '@ama/platform';
import { RemoteFallback } from '@ama/shared-ui';

/**
 * single-spa lifecycles that stand in for a remote whose manifest or chunks could not be loaded: a
 * translated message with a retry button, rendered in that remote's own area. Server markup of the
 * remote in that area is replaced, not hydrated: it is not the fallback's.
 */
export function createFallbackApp(area: string, onRetry: () => void) {
  const lifecycles = createReactLifecycles({ Root: () => <RemoteFallback area={area} {...fallbackTexts()} onRetry={onRetry} /> });
  return {
    ...lifecycles,
    mount(props: { name: string; domElementGetter?: () => HTMLElement }) {
      const element = props.domElementGetter?.();
      element?.removeAttribute(SERVER_MARKUP_ATTRIBUTE);
      element?.replaceChildren();
      return lifecycles.mount(props);
    },
  };
}
