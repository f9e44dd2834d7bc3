import type { ComponentType, ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { LOCALES } from '@ama/contracts';
import { addMessages, loadMessages, type Messages } from '../i18n';
import { RemoteScope } from '../lifecycle/remote-scope';
import { IslandWrapperContext } from '../islands/island-host';

/** What a remote is: the one description its browser app (./app) and its server module (./ssr) are made from. */
export interface RemoteDefinition {
  /** Module Federation / single-spa name, e.g. 'mfe_catalog'. */
  name: string;
  /** i18next namespace of the remote's messages. */
  namespace: string;
  /** Its texts: a loader of one language (src/i18n/load-messages.ts), or all four (tests). */
  messages: Messages;
  /** The remote's routes (RemoteRoutes under a router). */
  App: ComponentType;
  /** Loads what the page at `url` needs before it renders (its lazy page's chunk: preparePageFor). */
  prepare?: (url: string) => Promise<void>;
}

/** The module a remote exposes to the server as './ssr'; the shell's server entry renders `Root`. */
export interface RemoteServerModule {
  name: string;
  /** The remote's tree for one URL, without providers: the shell wraps it in the request's. */
  Root: ComponentType<{ url: string }>;
  /** Awaited by the shell before it renders `Root` for `url`. */
  prepare?: (url: string) => Promise<void>;
}

/**
 * The server side of a remote: the same routes as in the browser, under a router fixed to the request's
 * URL. A remote gets server rendering, status and head for every route it adds, with nothing to write.
 */
export function createRemoteServer({ name, namespace, messages, App, prepare }: RemoteDefinition): RemoteServerModule {
  // Overwrites on purpose: a redeployed remote's new texts replace the old ones in this process. The
  // server renders every language: all four are loaded once, and every render waits for them.
  addMessages(namespace, messages);
  const textsReady = () => Promise.all(LOCALES.map((locale) => loadMessages(locale, [namespace])));
  // Fetched as soon as the shell loads this module, so the first render does not wait for them.
  textsReady().catch(() => undefined);
  // The page and each of its islands (rendered as roots of their own) sit in the same scope and router.
  const inScope = (url: string, node: ReactNode) => (
    <RemoteScope name={name} namespace={namespace}>
      <StaticRouter location={url}>{node}</StaticRouter>
    </RemoteScope>
  );
  function Root({ url }: { url: string }) {
    return <IslandWrapperContext.Provider value={(island) => inScope(url, island)}>{inScope(url, <App />)}</IslandWrapperContext.Provider>;
  }
  return {
    name,
    Root,
    prepare: async (url) => {
      await textsReady();
      await prepare?.(url);
    },
  };
}
