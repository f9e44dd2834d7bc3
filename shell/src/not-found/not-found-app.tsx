import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { DeferredRender, NotFound, PlatformProvider, removeFirstPaint } from '@ama/platform';
import { ErrorPage } from '@ama/shared-ui';
import { useLocationHref } from '../layout/use-location';

function NotFoundRoute() {
  const href = useLocationHref();
  return <NotFound ErrorPage={ErrorPage} path={href} />;
}

/** The 404 page for any path no remote claims (spec §2): "Page not found" with the full path. */
export const notFoundApp = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => (
    <PlatformProvider>
      <DeferredRender onCommit={removeFirstPaint}>
        <NotFoundRoute />
      </DeferredRender>
    </PlatformProvider>
  ),
  errorBoundary: () => <></>,
});
