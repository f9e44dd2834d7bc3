import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import type { Root as ReactRoot } from 'react-dom/client';
import { PlatformProvider } from '../remote/PlatformProvider';

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

const hasServerMarkup = (element: HTMLElement) =>
  element.hasAttribute(SERVER_MARKUP_ATTRIBUTE) || element.firstElementChild !== null;

/**
 * single-spa lifecycles for any React tree of the shop (the layout regions, a remote, a fallback, the
 * 404 page): one place that knows React 19's client API and the shared providers. A container that
 * holds the server's markup is hydrated (its nodes are kept, nothing is painted twice); any later mount
 * renders afresh.
 */
export function createReactLifecycles({ Root, loadRoot, beforeMount, lastResort = () => null, domElementGetter }: ReactLifecyclesOptions) {
  const load = loadRoot ?? (Root ? async () => Root : undefined);
  if (!load) throw new Error('createReactLifecycles needs Root or loadRoot');
  let Loaded: ComponentType | undefined;
  const roots = new Map<string, ReactRoot>();

  const tree = (App: ComponentType) => (
    <LastResort fallback={lastResort}>
      <PlatformProvider>
        <App />
      </PlatformProvider>
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
      const identifierPrefix = identifierPrefixFor(name);
      if (hasServerMarkup(element)) {
        element.removeAttribute(SERVER_MARKUP_ATTRIBUTE);
        // As a transition, hydration is done in small slices that let the browser answer input in
        // between, instead of one long task per region: the page is already painted and readable.
        startTransition(() => {
          roots.set(name, hydrateRoot(element, tree(App), { identifierPrefix }));
        });
      } else {
        const root = createRoot(element, { identifierPrefix });
        root.render(tree(App));
        roots.set(name, root);
      }
    },
    async unmount({ name, domElementGetter: fromProps }: MountProps) {
      roots.get(name)?.unmount();
      roots.delete(name);
      // What React does not own goes too (e.g. preload links the server render put in the container),
      // so the next mount starts from an empty container and renders, instead of hydrating leftovers.
      (fromProps ?? domElementGetter)?.().replaceChildren();
    },
  };
}
