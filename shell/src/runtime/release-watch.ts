import { RELEASE, type Registry } from '@ama/contracts';
import { fetchRegistry } from '../registry/read-registry';

interface BeforeRoutingEvent extends CustomEvent<{ newUrl: string; cancelNavigation?: () => void }> {}

/**
 * Polls the registry hourly (spec §7, §9); once a newer release exists, the next navigation becomes a full page load
 * so the shopper gets the new shell and remotes together.
 */
export function watchReleases(loaded: Registry, deps = { fetchRegistry, assign: (url: string) => window.location.assign(url) }) {
  let stale = false;
  const timer = window.setInterval(async () => {
    try {
      stale = (await deps.fetchRegistry()).release !== loaded.release;
    } catch {
      // Offline or the server is restarting: try again at the next tick.
    }
  }, RELEASE.buildCheckIntervalMs);

  const onBeforeRouting = (event: Event) => {
    if (!stale) return;
    const { newUrl, cancelNavigation } = (event as BeforeRoutingEvent).detail;
    cancelNavigation?.();
    deps.assign(newUrl);
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
  };
}
