import type { ReleaseRegistryStore } from './registry-store';
import type { Canary, HistoryRecord } from './release-registry';
import { DEFAULT_CANARY_THRESHOLDS, judgeCanary, type CanaryThresholds, type SideSignals } from './canary-verdict';

/** Who the history names for a rollback the shop made itself. */
export const AUTOMATIC_ROLLBACK_BY = 'the shop (automatic rollback)';
/** How often each instance judges the canaries running. */
export const CANARY_CHECK_MS = 10_000;

export interface CanaryGuardOptions {
  /** The registry of releases the abort is written to: registry.json under its lock, or PostgreSQL under the remote's advisory lock. */
  store: ReleaseRegistryStore;
  /** The canaries running now, as this instance follows the registry. */
  canaries: () => Record<string, Canary>;
  /** One side's real-user signals for a remote, during this canary (its build's, for the canary side). */
  signals: (remote: string, side: 'live' | 'canary', canary: Canary) => SideSignals;
  thresholds?: CanaryThresholds;
  intervalMs?: number;
  now?: () => Date;
  /** Told of each automatic rollback (the log line and the metric). */
  onRollback?: (remote: string, version: string, reasons: string[]) => void;
  /** Told when a check could not be done (the registry cannot be written); the next check tries again. */
  warn?: (message: string) => void;
}

/**
 * The shop's own guard on canaries (docs/delivery.md#automatic-rollback): every CANARY_CHECK_MS it
 * compares each canary with live over the same window, and aborts a canary that is worse. The abort is
 * written once, whichever instance decides first: under the registry's lock it checks the same canary
 * still runs, and the other instances follow the registry at their next read.
 */
export class CanaryGuard {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(private readonly options: CanaryGuardOptions) {}

  start(): this {
    const every = this.options.intervalMs ?? CANARY_CHECK_MS;
    this.timer = setInterval(() => {
      // One check at a time: a slow registry write never stacks checks behind it.
      this.running ??= this.check().finally(() => (this.running = undefined));
    }, every);
    this.timer.unref();
    return this;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Judges every canary once; returns the remotes it rolled back. */
  async check(): Promise<string[]> {
    const rolledBack: string[] = [];
    for (const [remote, canary] of Object.entries(this.options.canaries())) {
      const verdict = judgeCanary(
        this.options.signals(remote, 'live', canary),
        this.options.signals(remote, 'canary', canary),
        this.options.thresholds ?? DEFAULT_CANARY_THRESHOLDS,
      );
      if (verdict.verdict !== 'worse') continue;
      try {
        if (await this.abort(remote, canary, verdict.reasons)) {
          rolledBack.push(remote);
          this.options.onRollback?.(remote, canary.version, verdict.reasons);
        }
      } catch (error) {
        this.options.warn?.(`the canary of ${remote} is worse than live but could not be aborted now: ${(error as Error).message}`);
      }
    }
    return rolledBack;
  }

  /** Writes the abort if this very canary still runs (another instance, or a person, may have ended it). */
  private abort(remote: string, canary: Canary, reasons: string[]): Promise<boolean> {
    return this.options.store.update(remote, (released) => {
      const same = released?.canary?.version === canary.version && released.canary.since === canary.since;
      if (!released || !same) return { result: false };
      const record: HistoryRecord = {
        version: canary.version,
        at: (this.options.now?.() ?? new Date()).toISOString(),
        by: AUTOMATIC_ROLLBACK_BY,
        command: 'abort',
        commandLine: `automatic rollback: ${reasons.join('; ')}`,
      };
      return { write: { folder: released.folder, entry: released.entry, record }, result: true };
    });
  }
}
