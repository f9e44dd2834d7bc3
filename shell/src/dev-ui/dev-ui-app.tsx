import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { DeferredRender, PlatformProvider, removeFirstPaint } from '@ama/platform';

/**
 * /<locale>/dev/ui: shared-ui's living catalogue for the five teams. Loaded only on that route, so the
 * shop's pages never carry it.
 */
export const devUiApp = singleSpaReact({
  React,
  ReactDOMClient,
  loadRootComponent: async () => {
    const { ComponentCatalogue } = await import(/* webpackChunkName: "lazy-dev-ui-catalogue" */ '@ama/shared-ui/src/catalogue');
    return function DevUi() {
      return (
        <PlatformProvider>
          <DeferredRender onCommit={removeFirstPaint}>
            <ComponentCatalogue />
          </DeferredRender>
        </PlatformProvider>
      );
    };
  },
  errorBoundary: () => <></>,
});
