import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteServerModule } from '@ama/platform';

/** A load that has not finished by then has failed (its socket and memory are given up). */
export const LOAD_TIMEOUT_MS = 5_000;
/**
 * After a failed load, requests render the remote in the browser for a while before one retries: 1 s
 * after the first failure, then twice as long after each failure in a row, at most RETRY_AFTER_MS. A
 * remote whose server is still starting (the shop and its remotes started together) is rendered on the
 * server again a second later; one that is down costs one request's try every 30 s.
 */
export const FIRST_RETRY_AFTER_MS = 1_000;
export const RETRY_AFTER_MS = 30_000;
/** Loads a warm-up tries before it settles without the remote (its pages then render in the browser). */
export const WARM_ATTEMPTS = 2;
/** The back-off after `failures` failed loads in a row (1 or more). */
export const retryAfterMs = (failures: number): number => Math.min(RETRY_AFTER_MS, FIRST_RETRY_AFTER_MS * 2 ** Math.max(0, failures - 1));

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

interface RemoteRecord {
  name: string;
  /** The name the federation runtime knows this build by: the remote's name and a tag of its URL. */
  alias: string;
  serverEntry: string;
  state: LoadState;
  promise?: Promise<void>;
  module?: RemoteServerModule;
  retryAt?: number;
  /** Failed loads in a row of this entry URL (the back-off grows with them). */
  failures: number;
  reason?: string;
}

/** A short, stable tag of a URL: each entry URL gets its own global, so an old load can never stand in for a new one. */
function urlTag(url: string): string {
  let hash = 5381;
  for (let i = 0; i < url.length; i += 1) hash = ((hash << 5) + hash + url.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const isServerModule = (module: unknown): module is RemoteServerModule =>
  typeof module === 'object' && module !== null && typeof (module as RemoteServerModule).Root === 'function';

/**
 * Builds of one remote kept loaded at once: the live release, a candidate some browsers preview or a
 * canary serves, and the one just replaced, whose pages may still be rendering.
 */
export const KEPT_PER_REMOTE = 3;

/**
 * The remotes' server code, loaded at run time from the registry's server entries and kept per entry
 * URL: each URL is a remote of its own in the federation runtime (its own name and container global), so
 * two builds of one remote serve side by side (a preview or a canary beside the live release) and a
 * release or a rollback never reloads a build still kept. A failed load is retried by one request after
 * a back-off, never by every request (no thundering herd).
 */
export class RemoteLoader {
  /** By entry URL, least recently used first. */
  private readonly records = new Map<string, RemoteRecord>();

  constructor(private readonly now: () => number = Date.now) {}

  private register(record: RemoteRecord, replace: boolean) {
    registerRemotes([{ name: record.alias, entry: record.serverEntry, entryGlobalName: `${record.alias}_ssr` }], { force: replace });
  }

  private recordFor(name: string, serverEntry: string): RemoteRecord {
    const known = this.records.get(serverEntry);
    if (known?.name === name) {
      // Most recently used last: the builds no request asks for any more are the ones let go.
      this.records.delete(serverEntry);
      this.records.set(serverEntry, known);
      return known;
    }
    const record: RemoteRecord = { name, alias: `${name}__${urlTag(serverEntry)}`, serverEntry, state: 'idle', failures: 0 };
    this.register(record, false);
    this.records.set(serverEntry, record);
    const ofName = [...this.records.values()].filter((kept) => kept.name === name);
    for (const stale of ofName.slice(0, Math.max(0, ofName.length - KEPT_PER_REMOTE))) this.records.delete(stale.serverEntry);
    return record;
  }

  /** Starts loading if nothing is loaded or loading and any back-off is over; never throws. */
  private start(record: RemoteRecord): RemoteRecord {
    if (record.state === 'failed' && this.now() >= (record.retryAt ?? 0)) {
      // The runtime keeps a failed load; registering again with force makes it forget it.
      this.register(record, true);
      record.state = 'idle';
    }
    if (record.state !== 'idle') return record;
    record.state = 'loading';
    record.promise = withDeadline(loadRemote<unknown>(`${record.alias}/ssr`), LOAD_TIMEOUT_MS, `loading ${record.serverEntry}`)
      .then((loaded) => {
        const module = (loaded as { default?: unknown } | null)?.default ?? loaded;
        if (!isServerModule(module)) throw new Error(`${record.serverEntry} exposes no server module`);
        Object.assign(record, { state: 'ready', module, reason: undefined, failures: 0 });
      })
      .catch((error: unknown) => {
        const failures = record.failures + 1;
        const backOff = retryAfterMs(failures);
        Object.assign(record, { state: 'failed', module: undefined, failures, retryAt: this.now() + backOff, reason: String((error as Error)?.message ?? error) });
        console.warn(`[ssr] ${record.name}: server entry unavailable, rendering in the browser for ${backOff / 1000} s`, record.reason);
      });
    return record;
  }

  /**
   * Loads a remote's server code outside any request. Settles (never rejects) once it has loaded, or
   * has failed twice: a remote whose server starts beside the shop gets its back-off's second try before
   * the shop says it is ready (/readyz), and one that is down holds it back only that long.
   */
  async warm(name: string, serverEntry: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const record = this.start(this.recordFor(name, serverEntry));
      await record.promise;
      if (record.state !== 'failed' || attempt >= WARM_ATTEMPTS) return;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, (record.retryAt ?? 0) - this.now())));
    }
  }

  /**
   * The remote's server module if it is (or becomes) ready within `budgetMs`; null otherwise. A slow
   * load goes on in the background, so a later request finds it ready.
   */
  async moduleWithin(name: string, serverEntry: string, budgetMs: number): Promise<RemoteServerModule | null> {
    const record = this.start(this.recordFor(name, serverEntry));
    if (record.state === 'ready') return record.module ?? null;
    if (record.state !== 'loading' || !record.promise) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(0, budgetMs));
    });
    const outcome = await Promise.race([record.promise.then(() => 'done' as const), late]).finally(() => clearTimeout(timer));
    // Read again: the state changed while waiting.
    const settled = record.state as LoadState;
    return outcome === 'done' && settled === 'ready' ? (record.module ?? null) : null;
  }

  /** Per remote, the build asked for last. */
  status(): Record<string, { serverEntry: string; state: string; reason?: string }> {
    return Object.fromEntries([...this.records.values()].map(({ name, serverEntry, state, reason }) => [name, { serverEntry, state, ...(reason ? { reason } : {}) }]));
  }
}
