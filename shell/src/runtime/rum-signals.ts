/*
 * Real-user signals (docs/rum.md), the part in the page's first script (first.ts): whether this page
 * view is sampled, and what happens from the very start (uncaught errors, page views) kept until the
 * beacon's code (rum-beacon.ts, with web-vitals) has loaded, once the page has and the browser is idle.
 * It imports nothing shared and nothing of @ama/contracts: these are a few hundred bytes of every
 * page's first script. The shell's code reports through its own copy (runtime plugins, fallbacks), so
 * what is kept lives on the page's state object (page-state.ts), not in this module.
 */
import { pageState } from './page-state';

/** The page's settings element (contracts' PAGE_DATA_IDS.settings; rum-signals.test.ts checks they match). */
export const SETTINGS_ID = 'ama-settings';

/** The longest the beacon's code waits for an idle moment after the load event (ms). */
export const IDLE_WAIT_MS = 5_000;

/** What the shell notes; rum-beacon.ts makes events of them (the path is read there, never sent). */
export type RumFact =
  | { kind: 'page-view'; path: string }
  /** `name` is the thrown value's own name, unchecked; `script` the file it came from, to find its remote. */
  | { kind: 'error'; path: string; name?: string; script?: string }
  /** `area` is the remote's name or a fragment's id (`mfe_club/NewsletterSignup`). */
  | { kind: 'remote-load-failure' | 'fallback'; path: string; area: string };

/** Facts kept before the beacon's code runs; past it, the page is having a bad time and enough is known. */
const MAX_KEPT = 100;

/** The beacon's code, as the entry loads it. */
export interface BeaconModule {
  /** Starts the beacon with the facts kept so far; returns where the next ones go. */
  startBeacon(kept: RumFact[], landingPath: string): (fact: RumFact) => void;
}

interface Signals {
  kept?: RumFact[];
  deliver?: (fact: RumFact) => void;
  /** Starts loading the beacon's code now; resolves once it runs or could not be loaded. Undefined: not sampled. */
  startNow?: () => Promise<void>;
  /** This page view's token: listeners of an earlier one (tests start again; a page never does) do nothing. */
  current?: object;
}

const signals = () => pageState<Signals>('realUserSignals', () => ({}));

function note(fact: RumFact): void {
  const { deliver, kept } = signals();
  if (deliver) deliver(fact);
  else if (kept && kept.length < MAX_KEPT) kept.push(fact);
}

/** The thrown value's name when it has one, cut short (rum-beacon.ts checks it). */
const nameOf = (thrown: unknown): string | undefined => {
  const name = typeof thrown === 'object' && thrown !== null ? (thrown as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name.slice(0, 64) : undefined;
};

/**
 * A remote failed to load for good, or an area shows its fallback (the shell's runtime plugins, its
 * fallback app, a fragment that stays unavailable). Nothing when this page view is not sampled.
 */
export function recordRemoteSignal(kind: 'remote-load-failure' | 'fallback', area: string, win?: Window): void {
  const { kept, deliver } = signals();
  if (kept || deliver) note({ kind, area, path: (win ?? window).location.pathname });
}

/** RUM_SAMPLE_RATE as the server embedded it in the page (BrowserSettings.rumSampleRate); 0 without it. */
export function sampleRateOf(doc: Document): number {
  try {
    const rate: unknown = (JSON.parse(doc.getElementById(SETTINGS_ID)?.textContent || '{}') as { rumSampleRate?: unknown }).rumSampleRate;
    return typeof rate === 'number' && rate > 0 ? Math.min(rate, 1) : 0;
  } catch {
    return 0;
  }
}

/**
 * Decides whether this page view reports (RUM_SAMPLE_RATE); if it does, notes its page views and
 * uncaught errors from now on, and loads the beacon's code once the page has loaded and the browser is
 * idle (or when the page is hidden first): web-vitals reads the page's paints, shifts and slow
 * interactions from the browser's buffer, so starting late loses nothing it reports, and the page's own
 * code never waits for it. True when sampled.
 */
export function startRealUserSignals(loadBeacon: () => Promise<BeaconModule>, win: Window = window, random: () => number = Math.random): boolean {
  const rate = sampleRateOf(win.document);
  if (rate === 0 || random() >= rate) return false;
  const state = signals();
  state.kept = [];
  const self = (state.current = {});
  const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void, once?: boolean) =>
    target.addEventListener(type, (event) => signals().current === self && listener(event as E), { once });
  const landingPath = win.location.pathname;
  let path = landingPath;
  note({ kind: 'page-view', path });
  // A client navigation of single-spa (a new path, not a new query) is a page view of its own.
  on(win, 'single-spa:routing-event', () => {
    if (win.location.pathname === path) return;
    path = win.location.pathname;
    note({ kind: 'page-view', path });
  });
  on<ErrorEvent>(win, 'error', (event) => note({ kind: 'error', path: win.location.pathname, name: nameOf(event.error), script: event.filename || undefined }));
  on<PromiseRejectionEvent>(win, 'unhandledrejection', (event) => note({ kind: 'error', path: win.location.pathname, name: nameOf(event.reason) ?? 'UnhandledRejection' }));

  let started: Promise<void> | undefined;
  const load = () =>
    (started ??= loadBeacon()
      // The beacon starts in a task after its file's evaluation: its observers read the page's buffered
      // entries, and the two together were one task of 40-50 ms on a slow phone (docs/rum.md).
      .then((beacon) => new Promise<typeof beacon>((resolve) => win.setTimeout(() => resolve(beacon), 0)))
      .then(({ startBeacon }) => {
        const facts = state.kept ?? [];
        state.kept = undefined;
        state.deliver = startBeacon(facts, landingPath);
      })
      // No beacon (its file could not be loaded): nothing is kept any longer, and nothing reported.
      .catch(() => void (state.kept = undefined)));
  state.startNow = load;
  const whenIdle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(load, { timeout: IDLE_WAIT_MS }) : win.setTimeout(load, 0));
  if (win.document.readyState === 'complete') whenIdle();
  // In a task after the load event's: a chunk requested from its handler counts into the page's load.
  else on(win, 'load', () => win.setTimeout(whenIdle, 0), true);
  // Hidden before that (another tab, the app switcher): now, so what was noted is sent when it loads.
  on(win.document, 'visibilitychange', () => win.document.visibilityState === 'hidden' && load());
  return true;
}

/** The longest the shell holds a page it is about to reload for its beacon's code (ms). */
export const BEFORE_PAGE_GOES_MS = 1_000;

/**
 * Before the shell itself takes the page away (a reload for a failed load): the beacon's code is started
 * if it has not yet, so what this page noted leaves with it (the beacon sends on pagehide). Waits at most
 * `waitMs`; at once when this page view is not sampled.
 */
export async function beforePageGoes(waitMs = BEFORE_PAGE_GOES_MS): Promise<void> {
  const { startNow } = signals();
  if (!startNow) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([startNow(), new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}

/** For tests: forgets this page view's decision and what was kept. */
export function resetRealUserSignals(): void {
  const state = signals();
  state.current = undefined;
  state.kept = undefined;
  state.deliver = undefined;
  state.startNow = undefined;
}
