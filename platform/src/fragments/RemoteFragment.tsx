import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteBoundary } from '../lifecycle/RemoteBoundary';
import { loadFragmentModule } from './fragment-loader';

type Loaded<P> = { state: 'loading' } | { state: 'ready'; Component: ComponentType<P> } | { state: 'unavailable' };

export interface RemoteFragmentProps<P extends object> {
  /** '<remote>/<exposed module>', e.g. 'mfe_cart_checkout/AddToCartButton'. */
  id: string;
  /** Handed to the fragment. */
  props?: P;
  /** Shown on the server and until the fragment is there; same size as the fragment, so nothing shifts. */
  placeholder?: ReactNode;
  /** Shown when the fragment's remote is down; the placeholder stays when not given. */
  unavailable?: ReactNode;
  /** Load at once (a primary control) instead of when its place comes near the viewport. */
  eager?: boolean;
}

const componentOf = (module: unknown): ComponentType<never> | undefined => {
  const candidate = (module as { default?: unknown } | null)?.default;
  return typeof candidate === 'function' ? (candidate as ComponentType<never>) : undefined;
};

/**
 * A component another remote exposes (DESIGN §1). It is loaded in the browser only, after hydration,
 * so the server HTML and the first browser render agree on the placeholder. A remote that is down
 * leaves `unavailable` (or the placeholder); a fragment that throws shows a fallback in its own box:
 * the page around it never depends on it.
 */
export function RemoteFragment<P extends object>({ id, props, placeholder = null, unavailable, eager = false }: RemoteFragmentProps<P>) {
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
    if (eager || !element || typeof IntersectionObserver === 'undefined') {
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
  }, [id, eager]);

  return (
    <div ref={anchor} className="ama-fragment" data-fragment={id}>
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
