import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { DeferredRender, fallbackTexts, PlatformProvider, removeFirstPaint } from '@ama/platform';
import { RemoteFallback } from '@ama/shared-ui';

/**
 * single-spa lifecycles that stand in for a remote whose manifest or chunks could not be loaded: a
 * translated message with a retry button, rendered in that remote's own area.
 */
export function createFallbackApp(area: string, onRetry: () => void) {
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <PlatformProvider>
        <DeferredRender onCommit={removeFirstPaint}>
          <RemoteFallback area={area} {...fallbackTexts()} onRetry={onRetry} />
        </DeferredRender>
      </PlatformProvider>
    ),
    // The fallback is the last line: if even it fails to render, leave the area empty, not the page.
    errorBoundary: () => <></>,
  });
}
