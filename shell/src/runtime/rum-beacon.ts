import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { RUM_API_PATH, RUM_LIMITS, rumErrorName, type RumVital } from '@ama/contracts/rum-fields';
import type { RumEvent } from '@ama/contracts/rum';
import { ownerOfArea, ownerOfError, ownerOfPath, readPageRegistry, type PageRegistry } from './rum-attribution';
import type { RumFact } from './rum-signals';

/*
 * The beacon of real-user signals (docs/rum.md): LCP, INP, CLS and TTFB from web-vitals' standard
 * build, and the facts rum-signals.ts notes (page views, uncaught errors, remote load failures,
 * fallbacks shown), each attributed to its remote, release, page type and side, batched and sent with
 * navigator.sendBeacon when the page is hidden or left (or as soon as a batch is full). Plain
 * TypeScript, loaded on demand after the page's load event (the `lazy-rum` chunk): nothing of it is on
 * a page's way to being interactive.
 */

type Reporter = (callback: (metric: Metric) => void) => void;

export interface BeaconDeps {
  win: Window;
  registry: PageRegistry;
  /** navigator.sendBeacon: queued by the browser, sent even as the page goes away, never awaited. */
  send: (url: string, body: string) => boolean;
  vitals: Record<RumVital, Reporter>;
}

const browserDeps = (): BeaconDeps => ({
  win: window,
  registry: readPageRegistry(document),
  send: (url, body) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body),
  vitals: { LCP: onLCP, INP: onINP, CLS: onCLS, TTFB: onTTFB },
});

/** A vital as sent: within the contract's bounds, milliseconds whole, CLS to four places. */
const bounded = (name: RumVital, value: number): number =>
  name === 'CLS' ? Math.round(Math.min(Math.max(value, 0), RUM_LIMITS.maxLayoutShift) * 10_000) / 10_000 : Math.round(Math.min(Math.max(value, 0), RUM_LIMITS.maxMilliseconds));

/** The event of a fact noted by rum-signals.ts. */
export function eventOf(registry: PageRegistry, fact: RumFact): RumEvent {
  switch (fact.kind) {
    case 'page-view':
      return { kind: 'page-view', ...ownerOfPath(registry, fact.path) };
    case 'error':
      // The name only (TypeError), and only when it is a plain identifier: never the message or the stack.
      return { kind: 'error', name: rumErrorName({ name: fact.name }), ...ownerOfError(registry, fact.path, fact.script) };
    default:
      return { kind: fact.kind, ...ownerOfArea(registry, fact.area, fact.path) };
  }
}

/**
 * Starts the beacon: the facts kept so far are the first events, the page's vitals are observed (each
 * reported once per page view, attributed to the route the page was loaded on), and events are sent
 * when the page is hidden or left. Returns where rum-signals.ts sends the next facts.
 */
export function startBeacon(kept: RumFact[], landingPath: string, deps: BeaconDeps = browserDeps()): (fact: RumFact) => void {
  const { win, registry } = deps;
  // The locale every API request of a page carries (docs/api.md); the BFF does not read it.
  const url = `${RUM_API_PATH}?locale=${encodeURIComponent(win.document.documentElement.lang || 'en')}`;
  let batch: RumEvent[] = [];
  let counted = 0;
  const flush = () => {
    if (batch.length === 0) return;
    const body = JSON.stringify({ events: batch });
    batch = [];
    deps.send(url, body);
  };
  const add = (event: RumEvent) => {
    // An error in a loop must not turn one page view into a flood.
    if (counted >= RUM_LIMITS.maxEventsPerPage) return;
    counted += 1;
    batch.push(event);
    if (batch.length >= RUM_LIMITS.maxEvents) flush();
  };
  const onFact = (fact: RumFact) => add(eventOf(registry, fact));
  kept.forEach(onFact);

  // A vital belongs to the page load: the owner of the route it was loaded on. web-vitals reports a
  // value again when it changes after the page was hidden and shown; the first report is the one kept.
  let landing = ownerOfPath(registry, landingPath);
  let reported = new Set<string>();
  const onVital = ({ name, value }: Metric) => {
    if (reported.has(name)) return;
    reported.add(name);
    add({ kind: name as RumVital, value: bounded(name as RumVital, value), ...landing });
  };
  for (const report of Object.values(deps.vitals)) {
    try {
      report(onVital);
    } catch {
      // A browser without the performance APIs a vital needs reports no such vital; the rest goes on.
    }
  }

  // Bubbling, so after web-vitals' own listeners (capturing, on the window) have reported on hiding.
  win.addEventListener('visibilitychange', () => win.document.visibilityState === 'hidden' && flush());
  win.addEventListener('pagehide', flush);
  // A page back from the back/forward cache is a page view again, with vitals of its own.
  win.addEventListener('pageshow', (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    reported = new Set();
    counted = 0;
    landing = ownerOfPath(registry, win.location.pathname);
    onFact({ kind: 'page-view', path: win.location.pathname });
  });
  return onFact;
}
