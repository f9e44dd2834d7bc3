import { RELEASE } from '@ama/contracts';

/**
 * "a failed chunk load reloads the target route" (docs/requirements.md#resilience): code of an
 * area that cannot be loaded (a remote's app, a lazy page inside it) reloads the page at the address it
 * already shows, whether or not a newer release exists: a redeploy's missing file, a network blip or a
 * stale cache usually load on a fresh page. At most once per RELEASE.reloadMarkerMs (10 s) in a tab, so a
 * file that stays missing shows the area's fallback with "Try again" instead of looping.
 */

/** When this tab last reloaded for a failed load (sessionStorage: the tab's, kept across the reload). */
const MARKER_KEY = RELEASE.reloadMarkerKey;

export interface FailedLoadReloadDeps {
  now: () => number;
  /** Undefined where the browser refuses storage: no marker, so never a reload that could loop. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const browserDeps = (): FailedLoadReloadDeps => ({ now: () => Date.now(), storage: sessionStore(), reload: () => window.location.reload() });

/** Whether a reload for a failed load may start now (none in this tab within the marker's 10 s). */
export function mayReloadForFailedLoad(deps: FailedLoadReloadDeps = browserDeps()): boolean {
  if (!deps.storage) return false;
  try {
    return deps.now() - Number(deps.storage.getItem(MARKER_KEY) ?? 0) >= RELEASE.reloadMarkerMs;
  } catch {
    return false;
  }
}

/** Reloads the target route when it may (see above); true when the reload started. */
export function reloadForFailedLoad(deps: FailedLoadReloadDeps = browserDeps()): boolean {
  if (!mayReloadForFailedLoad(deps)) return false;
  try {
    deps.storage!.setItem(MARKER_KEY, String(deps.now()));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

/**
 * A dynamic import's file that did not arrive: the bundler's ChunkLoadError ("Loading chunk 42 failed"),
 * or the browser's own message for a module script. A render error of the page's code is not one.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(error.message)
  );
}
