import { useEffect } from 'react';
import { createReactLifecycles, fallbackTexts, SERVER_MARKUP_ATTRIBUTE, type RemoteFallbackProps } from '@ama/platform';
import { RemoteFallback } from '@ama/shared-ui';
import { recordRemoteSignal } from './rum-signals';

/**
 * The design system's fallback, counted as shown (docs/rum.md) each time it appears in an area: the
 * shell hands this one to platform for every area's render failure, and its fallback app uses it too.
 */
export function RecordedRemoteFallback(props: RemoteFallbackProps) {
  const { area } = props;
  useEffect(() => recordRemoteSignal('fallback', area), [area]);
  return <RemoteFallback {...props} />;
}

/**
 * single-spa lifecycles that stand in for a remote whose manifest or chunks could not be loaded: a
 * translated message with a retry button, rendered in that remote's own area. Server markup of the
 * remote in that area is replaced, not hydrated: it is not the fallback's.
 */
export function createFallbackApp(area: string, onRetry: () => void) {
  const lifecycles = createReactLifecycles({ Root: () => <RecordedRemoteFallback area={area} {...fallbackTexts()} onRetry={onRetry} /> });
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
