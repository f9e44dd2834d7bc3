import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { compileRoutePattern, splitLocale } from '@ama/contracts';

/**
 * A page whose code is a chunk of its own, loaded when the page is needed rather than with the area's
 * app: the checkout's forms and validation need not slow the cart down. Unlike React.lazy it never
 * suspends: a page prepared before rendering (preparePageFor, called by the server before it renders
 * and by the browser before it hydrates) renders at once, so the server's markup and the hydrating
 * tree are the same; a page reached by a link in the browser shows `loading` until its chunk arrives.
 */
export interface LazyPage<P extends object> {
  (props: P): ReactNode;
  preload(): Promise<void>;
}

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, loading: () => ReactNode): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (Component) => {
        loaded = Component;
      },
      (error: unknown) => {
        // A chunk that failed may load on the next try (a redeploy, a network blip).
        pending = undefined;
        throw error;
      },
    ));

  function Page(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      preload().then(
        () => current && setLoaded(() => loaded),
        // Thrown while rendering, so the area's error boundary shows its fallback with a retry.
        (error: unknown) =>
          current &&
          setLoaded(() => {
            throw error;
          }),
      );
      return () => {
        current = false;
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : loading();
  }
  return Object.assign(Page, { preload });
}

type Preloadable = { preload?: () => Promise<void> };

/**
 * Loads the lazy page of the route `url` is on, if it has one, so rendering it does not wait. `url` may
 * be a full URL or a path with its locale prefix ('/en/checkout?step=payment').
 */
export async function preparePageFor<Id extends string>(patterns: Record<Id, string>, pages: Partial<Record<Id, unknown>>, url: string): Promise<void> {
  const rest = splitLocale(new URL(url, 'http://shop.invalid').pathname)?.rest;
  if (rest === undefined) return;
  const id = (Object.keys(patterns) as Id[]).find((candidate) => compileRoutePattern(patterns[candidate]).test(rest));
  const page = id ? (pages[id] as Preloadable | undefined) : undefined;
  await page?.preload?.();
}
