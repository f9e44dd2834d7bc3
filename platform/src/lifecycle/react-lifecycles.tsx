import { Component, type ComponentType, type ReactNode } from 'react';
import type { Root as ReactRoot } from 'react-dom/client';
import { PlatformProvider } from '../remote/PlatformProvider';
import { hydrateIslands } from '../islands/hydrate-islands';
import { onPathChange, servedPath } from './path-change';

export interface ReactLifecyclesOptions {
  /** The tree to render; it is wrapped in the shared store and i18n. */
  Root?: ComponentType;
  /** Loads the tree on first mount (a lazy route such as the design-system catalogue). */
  loadRoot?: () => Promise<ComponentType>;
  /** Runs before every mount (e.g. loads the chunk of the page being shown). */
  beforeMount?: () => Promise<void>;
  /** What shows when even the provider tree fails; by default nothing, never the whole page. */
  lastResort?: () => ReactNode;
  /** The element to render into, when single-spa's props do not name one. */
  domElementGetter?: () => HTMLElement;
  /** What an island of this app needs around it (remote scope, router); the store and i18n are added. */
  wrapIsland?: (island: ReactNode) => ReactNode;
}

interface MountProps {
  name: string;
  domElementGetter?: () => HTMLElement;
}

/**
 * React's useId prefix of an app's root, the same on the server and in the browser: every root on the
 * page (header, footer, each remote) needs its own, or their ids collide.
 */
export const identifierPrefixFor = (appName: string) => `ama-${appName}-`;

/**
 * Marks a container whose markup the server rendered; it is hydrated on the first mount, and emptied if
 * the shopper leaves the page before its app mounted (see clearUnhydratedMarkup).
 */
export const SERVER_MARKUP_ATTRIBUTE = 'data-ssr';

class LastResort extends Component<{ fallback: () => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}

/** Server markup in a container that its app will not hydrate (the shopper navigated first) goes. */
export function clearUnhydratedMarkup(doc: Document = document): void {
  doc.querySelectorAll(`[${SERVER_MARKUP_ATTRIBUTE}]`).forEach((element) => {
    element.removeAttribute(SERVER_MARKUP_ATTRIBUTE);
    element.replaceChildren();
  });
}

const hasServerMarkup = (element: HTMLElement) => element.hasAttribute(SERVER_MARKUP_ATTRIBUTE) || element.firstElementChild !== null;

/** The roots an app has in one container: its islands on the first page, then one root for all. */
interface Mounted {
  roots: ReactRoot[];
  /** The roots are the first page's islands, inside the server's markup. */
  islands?: boolean;
  stop?: () => void;
}

/**
 * single-spa lifecycles for any React tree of the shop (the layout regions, a remote, a fallback, the
 * 404 page): one place that knows React 19's client API and the shared providers. A container that
 * holds the server's markup hydrates its islands only (docs/adr-009-islands.md): the rest stays the
 * server's HTML. When the shopper's first navigation changes the path, the app renders its whole tree
 * in the container; any later mount renders afresh.
 */
export function createReactLifecycles({ Root, loadRoot, beforeMount, lastResort = () => null, domElementGetter, wrapIsland = (island) => island }: ReactLifecyclesOptions) {
  const load = loadRoot ?? (Root ? async () => Root : undefined);
  if (!load) throw new Error('createReactLifecycles needs Root or loadRoot');
  let Loaded: ComponentType | undefined;
  const mounted = new Map<string, Mounted>();

  const tree = (App: ComponentType) => (
    <LastResort fallback={lastResort}>
      <PlatformProvider>
        <App />
      </PlatformProvider>
    </LastResort>
  );
  const islandTree = (island: ReactNode) => (
    <LastResort fallback={() => null}>
      <PlatformProvider>{wrapIsland(island)}</PlatformProvider>
    </LastResort>
  );

  return {
    async bootstrap() {
      Loaded = await load();
    },
    async mount({ name, domElementGetter: fromProps }: MountProps) {
      const getElement = fromProps ?? domElementGetter;
      if (!getElement) throw new Error(`${name}: no element to render into`);
      const element = getElement();
      const App = Loaded ?? (Loaded = await load());
      await beforeMount?.();
      // React's client is loaded with the first mount, not with the shell's startup code: evaluating
      // it is a task of its own, so startup is not one long task that keeps the shopper's taps waiting.
      const { createRoot, hydrateRoot } = await import('react-dom/client');
      const { flushSync } = await import('react-dom');
      const identifierPrefix = identifierPrefixFor(name);
      if (!hasServerMarkup(element)) {
        const root = createRoot(element, { identifierPrefix });
        root.render(tree(App));
        mounted.set(name, { roots: [root] });
        return;
      }
      const renderWhole = () => {
        const root = createRoot(element, { identifierPrefix });
        // In one task with emptying the server's markup: the shopper never sees the area blank.
        flushSync(() => {
          element.replaceChildren();
          root.render(tree(App));
        });
        return root;
      };
      element.removeAttribute(SERVER_MARKUP_ATTRIBUTE);
      // The shopper may have followed a link while this app's code loaded: single-spa applies that
      // navigation only after this mount, so no event has told anyone yet. The server's markup is then
      // another page's: render this page whole instead of hydrating it.
      const served = servedPath();
      if (window.location.pathname !== served) {
        mounted.set(name, { roots: [renderWhole()] });
        return;
      }
      const state: Mounted = { roots: hydrateIslands(element, { hydrateRoot, wrap: islandTree }), islands: true };
      // The server's static markup shows the first path only: the next path is the app's whole tree.
      state.stop = onPathChange(() => {
        state.stop?.();
        state.stop = undefined;
        // The next page first, which takes the islands off the page, then their roots: an island the
        // shopper left before it hydrated is unmounted off the page (see hydrateIslands).
        const islands = state.roots;
        state.roots = [renderWhole()];
        state.islands = false;
        islands.forEach((root) => root.unmount());
      }, served);
      mounted.set(name, state);
    },
    async unmount({ name, domElementGetter: fromProps }: MountProps) {
      const state = mounted.get(name);
      const element = (fromProps ?? domElementGetter)?.();
      state?.stop?.();
      // Islands are taken off the page before their roots go, as on a path change (see hydrateIslands).
      if (state?.islands) element?.replaceChildren();
      state?.roots.forEach((root) => root.unmount());
      mounted.delete(name);
      // What React does not own goes too (e.g. preload links the server render put in the container),
      // so the next mount starts from an empty container and renders, instead of hydrating leftovers.
      element?.replaceChildren();
    },
  };
}
