import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { Locale } from '@ama/contracts';
import { addMessages, i18n, loadMessages } from '../i18n';
import type { RemoteDefinition } from '../ssr/remote-server';
import { appStates } from './app-states';
import { isChunkLoadError, reloadForFailedLoad, type FailedLoadReloadDeps } from './failed-load-reload';
import { fallbackTexts } from './RemoteBoundary';
import { RemoteScope } from './remote-scope';
import { createReactLifecycles } from './react-lifecycles';

export type RemoteAppOptions = RemoteDefinition;

/**
 * Prepares the page the address shows (its lazy page's file). A file that does not come reloads the
 * target route (failed-load-reload.ts) and holds the mount meanwhile; within the 10 s marker the
 * app renders anyway, and the page's boundary shows the area's fallback with "Try again".
 */
export async function prepareOrReload(prepare: RemoteDefinition['prepare'], reloadDeps?: FailedLoadReloadDeps): Promise<void> {
  try {
    await prepare?.(window.location.href);
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    if (reloadForFailedLoad(reloadDeps)) await new Promise<never>(() => {});
  }
}

/**
 * Single-spa lifecycles for a remote: its routes inside the shared store, i18n and a BrowserRouter,
 * with an error boundary that keeps a failure inside the remote's own area. The server renders the same
 * definition with createRemoteServer, and this app hydrates that markup.
 */
export function createRemoteApp({ name, namespace, messages, App, prepare }: RemoteAppOptions) {
  addMessages(namespace, messages);
  const inScope = (node: ReactNode) => (
    <RemoteScope name={name} namespace={namespace}>
      <BrowserRouter>{node}</BrowserRouter>
    </RemoteScope>
  );
  const Root = () => inScope(<App />);
  return createReactLifecycles({
    Root,
    // Each island hydrates in the scope and router the server rendered it in (createRemoteServer).
    wrapIsland: inScope,
    // The page the server rendered, and its texts in the page's language, must be ready before
    // hydration, or the first render would differ.
    beforeMount: async () => {
      await Promise.all([loadMessages(i18n.language as Locale, [namespace]), prepareOrReload(prepare)]);
    },
    // Last resort when even the provider tree fails; the boundary above handles ordinary render errors.
    lastResort: () => {
      const { RemoteFallback } = appStates();
      return <RemoteFallback area={name} {...fallbackTexts()} onRetry={() => window.location.reload()} />;
    },
  });
}
