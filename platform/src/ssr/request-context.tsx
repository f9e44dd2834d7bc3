import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import type { Locale, PageHead } from '@ama/contracts';
import type { ShopStore } from '../store/store';

/**
 * One page request on the server. In the browser the page's location, store and language are the
 * window's and the shared singletons; on the server many requests run in one process, so everything a
 * render reads about "its" page comes from here, and nothing from module scope.
 */
export interface ServerRequest {
  /** Path and query, e.g. '/en/results?q=ring'. */
  url: string;
  locale: Locale;
  store: ShopStore;
  i18n: I18n;
  /** Filled by the page while it renders (usePageHead). */
  head: { current?: PageHead; status?: number };
  /**
   * Renders an island as a root of its own (react-dom/server's renderToString with that root's useId
   * prefix). The shell's server entry provides it, so platform's browser code never bundles the server
   * renderer; without it islands render in place.
   */
  renderIsland?: (island: ReactElement, identifierPrefix: string) => string;
}

const RequestContext = createContext<ServerRequest | null>(null);

/** The request being rendered on the server; null in the browser. */
export const useServerRequest = (): ServerRequest | null => useContext(RequestContext);

/** Wraps a server render of one region with its request's store, language and location. */
export function ServerRequestProvider({ request, children }: { request: ServerRequest; children: ReactNode }) {
  return (
    <RequestContext.Provider value={request}>
      <Provider store={request.store}>
        <I18nextProvider i18n={request.i18n}>{children}</I18nextProvider>
      </Provider>
    </RequestContext.Provider>
  );
}
