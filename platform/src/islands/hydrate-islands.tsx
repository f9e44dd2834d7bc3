import { startTransition, useEffect, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { islandComponent } from './island-registry';
import { readTypedControls, replayTypedControls } from './typed-before-hydration';
import { InsideIslandContext } from './island-host';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_HYDRATED_EVENT, ISLAND_ID_PREFIX_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-markup';

type HydrateRoot = (container: Element, children: ReactNode, options: { identifierPrefix: string; onRecoverableError: (error: unknown) => void }) => Root;

export interface HydrateIslandsOptions {
  hydrateRoot: HydrateRoot;
  /** The app's providers (store, i18n, remote scope, router) around each island. */
  wrap: (island: ReactNode) => ReactNode;
}

function readProps(element: Element): object {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    return props && typeof props === 'object' ? props : {};
  } catch {
    return {};
  }
}

/**
 * Says, after React committed the hydration, that the island is live (the tap buffer replays then),
 * once what the visitor typed before (read just before hydrating) is the island's own.
 */
function HydratedSignal({ element, typed, children }: { element: Element; typed: () => ReturnType<typeof readTypedControls>; children: ReactNode }) {
  useEffect(() => {
    // In a task of its own: input dispatched while React still runs the hydration's effects never reaches
    // the fields' handlers (seen in Chromium), and the tap buffer replays after it.
    const replay = setTimeout(() => {
      replayTypedControls(typed());
      element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
      element.dispatchEvent(new CustomEvent(ISLAND_HYDRATED_EVENT, { bubbles: true }));
    });
    return () => clearTimeout(replay);
  }, [element, typed]);
  return children;
}

/** React's own way of telling a recoverable error, which passing onRecoverableError replaces. */
const reportRecoverable = (error: unknown) => (typeof reportError === 'function' ? reportError(error) : console.error(error));

/**
 * Hydrates every island the server rendered in `container`, each as a root of its own; the markup
 * around them stays the server's. An island whose code is not known keeps its server markup, which
 * works as HTML (links, GET forms) until the shopper's next navigation renders the page in full.
 */
export function hydrateIslands(container: Element, { hydrateRoot, wrap }: HydrateIslandsOptions): Root[] {
  const roots: Root[] = [];
  container.querySelectorAll(`[${ISLAND_ATTRIBUTE}][${ISLAND_ID_PREFIX_ATTRIBUTE}]`).forEach((element) => {
    const id = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const Component = islandComponent(id);
    if (!Component) {
      console.warn(`[island] no code for "${id}": its server markup stays as it is`);
      return;
    }
    const identifierPrefix = element.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE) ?? '';
    // Read when the hydration starts (a transition: the visitor may go on typing until then).
    let typed: ReturnType<typeof readTypedControls> = [];
    const tree = (
      <InsideIslandContext.Provider value={true}>
        {wrap(
          <HydratedSignal element={element} typed={() => typed}>
            <Component {...readProps(element)} />
          </HydratedSignal>,
        )}
      </InsideIslandContext.Provider>
    );
    // A transition: islands hydrate in slices that let the browser answer input in between.
    startTransition(() => {
      typed = readTypedControls(element);
      roots.push(
        hydrateRoot(element, tree, {
          identifierPrefix,
          // An island already taken off the page (the shopper moved on before it hydrated, and the app
          // rendered the next page whole) is unmounted unhydrated: React's note that it gave up hydrating
          // it is no news. Anything else it reports as it would by itself.
          onRecoverableError: (error) => {
            if (element.isConnected) reportRecoverable(error);
          },
        }),
      );
    });
  });
  return roots;
}
