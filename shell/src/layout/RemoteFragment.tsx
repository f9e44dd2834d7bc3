import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteBoundary } from '@ama/platform';
import { isUnavailable } from '../runtime-plugins';

interface RemoteFragmentProps {
  /** '<remote>/<exposed module>', e.g. 'mfe_club/NewsletterSignup'. */
  id: string;
  /** Shown while the fragment is not (yet) there; also what stays when its remote is down. */
  placeholder?: ComponentType;
}

type FragmentModule = { default?: ComponentType } & Record<string, unknown>;

/**
 * A component another remote exposes, loaded when its place comes near the viewport, so a footer widget
 * costs nothing on the way to the first paint. A remote that is down leaves the placeholder: the layout
 * never depends on it, and a fragment that throws shows a fallback in its own box (DESIGN.md §1).
 */
export function RemoteFragment({ id, placeholder: Placeholder }: RemoteFragmentProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [Fragment, setFragment] = useState<ComponentType | null>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    let cancelled = false;
    const load = () => {
      loadRemote<FragmentModule>(id)
        .then((module) => {
          // A remote that is down resolves to the fallback plugin's marker: the placeholder stays.
          if (cancelled || isUnavailable(module)) return;
          const component = module?.default;
          if (typeof component === 'function') setFragment(() => component);
          else console.warn(`[shell] ${id} exposes no component`);
        })
        // Only without the runtime plugins (no registry): the placeholder stays as well.
        .catch((error: unknown) => console.warn(`[shell] ${id} is unavailable`, error));
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [id]);

  // The fragment's own failure stays in its box: the header and footer around it keep working.
  return (
    <div ref={anchor}>
      {Fragment ? (
        <RemoteBoundary area={id}>
          <Fragment />
        </RemoteBoundary>
      ) : Placeholder ? (
        <Placeholder />
      ) : null}
    </div>
  );
}
