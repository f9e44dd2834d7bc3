import { RELEASE, type Registry } from '@ama/contracts';
import { fetchRegistry } from '../registry/read-registry';

type BeforeRoutingEvent = CustomEvent<{ newUrl: string; cancelNavigation?: () => void }>;

interface ReleaseWatchDeps {
  fetchRegistry: () => Promise<Registry>;
  assign: (url: string) => void;
  now: () => number;
}

const browserDeps: ReleaseWatchDeps = { fetchRegistry, assign: (url) => window.location.assign(url), now: () => Date.now() };

/**
 * Checks the registry hourly (docs/requirements.md#resilience), and when the shopper comes back to the tab after an hour or
 * more (a background tab's timers are throttled or frozen, so the hourly tick may not have run); once a
 * newer release exists, the next navigation becomes a full page load so the shopper gets the new shell
 * and remotes together.
 */
export function watchReleases(loaded: Registry, deps: ReleaseWatchDeps = browserDeps) {
  let stale = false;
  let lastCheck = deps.now();
  const check = async () => {
    lastCheck = deps.now();
    try {
      stale = (await deps.fetchRegistry()).release !== loaded.release;
    } catch {
      // Offline or the server is restarting: try again at the next tick.
    }
  };
  const timer = window.setInterval(check, RELEASE.buildCheckIntervalMs);
  const onReturn = () => {
    if (document.visibilityState === 'visible' && deps.now() - lastCheck >= RELEASE.buildCheckIntervalMs) void check();
  };

  const onBeforeRouting = (event: Event) => {
    if (!stale) return;
    const { newUrl, cancelNavigation } = (event as BeforeRoutingEvent).detail;
    cancelNavigation?.();
    deps.assign(newUrl);
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  };
}
