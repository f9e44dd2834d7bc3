import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { FragmentId, FragmentProps } from '@ama/contracts';
import { RemoteBoundary } from '../lifecycle/RemoteBoundary';
import { loadFragmentModule } from './fragment-loader';

/** On a fragment's place, its id. A page to read's plain code finds the empty ones that wait for code (the shell's first-page.ts). */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';

type Loaded<P> = { state: 'loading' } | { state: 'ready'; Component: ComponentType<P> } | { state: 'unavailable' };

/**
 * `props` as the fragment's contract has them (ADR 007): required when the fragment has a required
 * prop, optional when it has none.
 */
// `{} extends P`: true when every prop of P is optional (or it has none).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type PropsOf<Id extends FragmentId> = {} extends FragmentProps[Id]
  ? { /** Handed to the fragment. */ props?: FragmentProps[Id] }
  : { /** Handed to the fragment. */ props: FragmentProps[Id] };

export type RemoteFragmentProps<Id extends FragmentId> = PropsOf<Id> & {
  /** '<remote>/<exposed module>', one of @ama/contracts' FRAGMENTS, e.g. 'mfe_cart_checkout/AddToCartButton'. */
  id: Id;
  /** Shown on the server and until the fragment is there; same size as the fragment, so nothing shifts. */
  placeholder?: ReactNode;
  /** Shown when the fragment's remote is down; the placeholder stays when not given. */
  unavailable?: ReactNode;
  /**
   * When to load: 'visible' (default) when its place comes near the viewport; 'idle' once the page has
   * loaded and the browser has a moment (a header badge: always in view, never urgent); 'now' at once
   * (a primary control, such as add to cart).
   */
  load?: 'visible' | 'idle' | 'now';
};

/** After the load event and an idle moment, so a fragment's code never competes with the page's own. */
function whenIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 3_000 });
    else timer = setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

const componentOf = (module: unknown): ComponentType<never> | undefined => {
  const candidate = (module as { default?: unknown } | null)?.default;
  return typeof candidate === 'function' ? (candidate as ComponentType<never>) : undefined;
};

/**
 * A component another remote exposes (docs/architecture.md). It is loaded in the browser only, after hydration,
 * so the server HTML and the first browser render agree on the placeholder. A remote that is down
 * leaves `unavailable` (or the placeholder); a fragment that throws shows a fallback in its own box:
 * the page around it never depends on it.
 */
export function RemoteFragment<Id extends FragmentId>(fragment: RemoteFragmentProps<Id>) {
  type P = FragmentProps[Id];
  const { id, placeholder = null, unavailable, load: when = 'visible' } = fragment;
  const props: P | undefined = fragment.props;
  const anchor = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded<P>>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void loadFragmentModule(id).then((module) => {
        if (cancelled) return;
        const Component = componentOf(module);
        if (!Component && module) console.warn(`[platform] ${id} exposes no component`);
        setLoaded(Component ? { state: 'ready', Component: Component as ComponentType<P> } : { state: 'unavailable' });
      });
    const element = anchor.current;
    if (when === 'idle') {
      const cancel = whenIdle(load);
      return () => {
        cancelled = true;
        cancel();
      };
    }
    if (when === 'now' || !element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [id, when]);

  return (
    <div ref={anchor} className="ama-fragment" {...{ [FRAGMENT_ATTRIBUTE]: id }}>
      {loaded.state === 'ready' ? (
        <RemoteBoundary area={id}>
          <loaded.Component {...(props ?? ({} as P))} />
        </RemoteBoundary>
      ) : loaded.state === 'unavailable' && unavailable !== undefined ? (
        unavailable
      ) : (
        placeholder
      )}
    </div>
  );
}
