import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router';
import { addMessages, type LocaleMessages } from '../i18n';
import { appStates } from './app-states';
import { fallbackTexts } from './RemoteBoundary';
import { RemoteScope } from './remote-scope';
import { createReactLifecycles } from './react-lifecycles';

export interface RemoteAppOptions {
  /** Module Federation / single-spa name, e.g. 'mfe_catalog'. */
  name: string;
  /** i18next namespace of the remote's messages. */
  namespace: string;
  messages: LocaleMessages;
  App: ComponentType;
}

/**
 * Single-spa lifecycles for a remote: its routes inside the shared store, i18n and a BrowserRouter,
 * with an error boundary that keeps a failure inside the remote's own area.
 */
export function createRemoteApp({ name, namespace, messages, App }: RemoteAppOptions) {
  addMessages(namespace, messages);
  const Root = () => (
    <RemoteScope name={name} namespace={namespace}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </RemoteScope>
  );
  return createReactLifecycles({
    Root,
    // Last resort when even the provider tree fails; the boundary above handles ordinary render errors.
    lastResort: () => {
      const { RemoteFallback } = appStates();
      return <RemoteFallback area={name} {...fallbackTexts()} onRetry={() => window.location.reload()} />;
    },
  });
}
