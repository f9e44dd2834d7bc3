import type { LifeCycles } from 'single-spa';
import { ISLAND_ATTRIBUTE, onPathChange, SERVER_MARKUP_ATTRIBUTE } from '@ama/platform';

type Props = Parameters<Extract<LifeCycles['mount'], (props: never) => unknown>>[0];

/** The server rendered this area and nothing in it reacts to the shopper: no island, no code needed. */
export const isStaticServerMarkup = (container: HTMLElement) => container.hasAttribute(SERVER_MARKUP_ATTRIBUTE) && container.querySelector(`[${ISLAND_ATTRIBUTE}]`) === null;

/**
 * An area whose first page is static server markup (an article, a guide, a legal page) loads none of
 * its remote's code: the shopper reads HTML. The remote's app is loaded when it is needed, on the
 * shopper's first move to another path of the same area (the shell has emptied the server markup by
 * then), or on a later mount into an empty container.
 */
export function staticPageApp(container: HTMLElement, load: () => Promise<LifeCycles>): LifeCycles {
  let app: Promise<LifeCycles> | undefined;
  let live: LifeCycles | undefined;
  let stop: (() => void) | undefined;
  const call = async (lifecycle: LifeCycles[keyof LifeCycles], props: Props) => {
    const steps = Array.isArray(lifecycle) ? lifecycle : [lifecycle];
    for (const run of steps) await run?.(props);
  };
  const mountLive = async (props: Props) => {
    app ??= load().then(async (loaded) => {
      await call(loaded.bootstrap, props);
      return loaded;
    });
    live = await app;
    await call(live.mount, props);
  };
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      if (!isStaticServerMarkup(container)) return mountLive(props);
      stop = onPathChange(() => {
        stop?.();
        stop = undefined;
        void mountLive(props);
      });
    },
    unmount: async (props) => {
      stop?.();
      stop = undefined;
      if (live) await call(live.unmount, props);
      live = undefined;
      container.replaceChildren();
    },
  };
}
