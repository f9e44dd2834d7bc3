import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router';
import { PlatformProvider } from '../remote/PlatformProvider';
import { addMessages, type LocaleMessages } from '../i18n';
import { fallbackTexts, RemoteBoundary, type RemoteFallbackProps } from './RemoteBoundary';
import { DeferredRender, removeFirstPaint } from './first-paint';

export interface RemoteAppOptions {
  /** Module Federation / single-spa name, e.g. 'mfe_catalog'. */
  name: string;
  /** i18next namespace of the remote's messages. */
  namespace: string;
  messages: LocaleMessages;
  App: ComponentType;
  Fallback: ComponentType<RemoteFallbackProps>;
}

/**
 * Single-spa lifecycles for a remote: its routes inside the shared store, i18n and a BrowserRouter,
 * with an error boundary that keeps a failure inside the remote's own area.
 */
export function createRemoteApp({ name, namespace, messages, App, Fallback }: RemoteAppOptions) {
  addMessages(namespace, messages);
  const Root = () => (
    <PlatformProvider>
      <RemoteBoundary area={name} Fallback={Fallback}>
        <DeferredRender onCommit={removeFirstPaint}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </DeferredRender>
      </RemoteBoundary>
    </PlatformProvider>
  );
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Last resort when even the provider tree fails; the boundary above handles ordinary render errors.
    errorBoundary: () => <Fallback area={name} {...fallbackTexts()} onRetry={() => window.location.reload()} />,
  });
}
