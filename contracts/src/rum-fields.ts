// Real-user signals (docs/rum.md): the names, bounds and helpers the shell's beacon and the BFF share,
// without zod. The beacon's code reads these; the schema (rum.ts) stays out of the browser's bundles.

/** Where the shell's beacon posts its batches (`navigator.sendBeacon`), answered 204. */
export const RUM_API_PATH = '/api/rum';

/** The Core Web Vitals and TTFB the beacon reports, as web-vitals names them. */
export const RUM_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type RumVital = (typeof RUM_VITALS)[number];

/** What else the beacon reports: a page view (a load, a change of path, a page back from the bfcache), an uncaught error, a remote that failed to load for good, a fallback shown in an area. */
export const RUM_SIGNALS = ['page-view', 'error', 'remote-load-failure', 'fallback'] as const;
export type RumSignal = (typeof RUM_SIGNALS)[number];

/** Every kind of event a beacon carries. */
export const RUM_EVENT_KINDS = [...RUM_VITALS, ...RUM_SIGNALS] as const;
export type RumEventKind = RumVital | RumSignal;

/**
 * Which build of the shop the page was given (the registry's optional `side`): the live release, a
 * canary served to a share of visitors, or a preview link's candidate. Absent or unknown → live.
 */
export const RUM_SIDES = ['live', 'canary', 'preview'] as const;
export type RumSide = (typeof RUM_SIDES)[number];
export const RUM_DEFAULT_SIDE: RumSide = 'live';

/** The owner of what happened outside every remote: the shell's own pages, a path no remote claims, a registry that could not be read. */
export const RUM_SHELL = 'shell';

/** The page type of a path no route claims (the 404 page), or with no locale prefix. */
export const RUM_NO_ROUTE = '(none)';

/** A label value the BFF does not know (an unknown remote or page type, a release past the bound): one series for all of them. */
export const RUM_OTHER = 'other';

export const RUM_LIMITS = {
  /** Events in one beacon; the shell sends a batch as soon as it holds this many. */
  maxEvents: 50,
  /** A beacon's body (bytes); 50 events of the longest fields fit, a larger body is 413. */
  maxBodyBytes: 16 * 1024,
  /** Events one page view reports at most (an error in a loop must not turn a page into a flood). */
  maxEventsPerPage: 200,
  /** A remote's name (Module Federation names: `mfe_catalog`). */
  remoteMaxLength: 40,
  /** A release version (`1.4.0-3f9a2c1b7e0d`) or the registry's release id. */
  releaseMaxLength: 64,
  /** A route pattern (`/product/:sku`). */
  pageTypeMaxLength: 100,
  /** An error's name (`TypeError`); never its message. */
  errorNameMaxLength: 40,
  /** The largest LCP, INP and TTFB taken (ms); the shell clamps to it, the BFF refuses more. */
  maxMilliseconds: 120_000,
  /** The largest CLS taken (unitless); the shell clamps to it, the BFF refuses more. */
  maxLayoutShift: 100,
} as const;

/** A release version or release id: letters, digits and `.+-`, starting with a letter or digit. */
export const RUM_RELEASE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** A remote's name as the registry writes it (registryEntrySchema), or `shell`. */
export const RUM_REMOTE_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * An error's name as the beacon sends it: an identifier, so it can carry no URL, address, number or
 * sentence. Anything else is sent as `Error`.
 */
export const RUM_ERROR_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** The name of an error event: the thrown value's own `name` when it is a plain identifier, else `fallback`. */
export function rumErrorName(thrown: unknown, fallback = 'Error'): string {
  const name = typeof thrown === 'object' && thrown !== null ? (thrown as { name?: unknown }).name : undefined;
  return typeof name === 'string' && RUM_ERROR_NAME_PATTERN.test(name) ? name : fallback;
}

/** The side a registry names (defensively: any value that is not a side reads as live). */
export const rumSideOf = (value: unknown): RumSide => ((RUM_SIDES as readonly unknown[]).includes(value) ? (value as RumSide) : RUM_DEFAULT_SIDE);
