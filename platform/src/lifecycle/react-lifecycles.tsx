import React, { type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PlatformProvider } from '../remote/PlatformProvider';
import { DeferredRender, removeFirstPaint } from './first-paint';

export interface ReactLifecyclesOptions {
  /** The tree to render; it is wrapped in the shared store and i18n. */
  Root?: ComponentType;
  /** Loads the tree on first mount (a lazy route such as the design-system catalogue). */
  loadRoot?: () => Promise<ComponentType>;
  /** Runs in the frame the content first commits; by default the server's first paint makes way. */
  onCommit?: () => void;
  /** What single-spa shows when even the provider tree fails; by default nothing, never the whole page. */
  lastResort?: () => ReactNode;
}

function withPlatform(Root: ComponentType, onCommit: () => void) {
  return function PlatformRoot() {
    return (
      <PlatformProvider>
        <DeferredRender onCommit={onCommit}>
          <Root />
        </DeferredRender>
      </PlatformProvider>
    );
  };
}

/**
 * single-spa lifecycles for any React tree of the shop (the layout, a remote, a fallback, the 404
 * page): one place that knows single-spa-react, React 19's client API and the shared providers.
 */
export function createReactLifecycles({ Root, loadRoot, onCommit = removeFirstPaint, lastResort = () => null }: ReactLifecyclesOptions) {
  const load = loadRoot ?? (Root ? async () => Root : undefined);
  if (!load) throw new Error('createReactLifecycles needs Root or loadRoot');
  return singleSpaReact({
    React,
    ReactDOMClient,
    loadRootComponent: async () => withPlatform(await load(), onCommit),
    errorBoundary: () => <>{lastResort()}</>,
  });
}
