import client from 'prom-client';
import type { Kysely } from 'kysely';
import type { Database } from './db';
import { processRegistry } from './http/metrics';
import type { Logger } from './logger';
import { rumWindowCounts } from './rum';
import { CanaryGuard } from './releases/canary-guard';
import type { CanaryThresholds, SideSignals } from './releases/canary-verdict';
import { postgresRegistryStore } from './releases/postgres-registry-store';
import { fileRegistryStore } from './releases/registry-store';
import type { Canary } from './releases/release-registry';
import type { Registry } from '@ama/contracts';

const rollbacks = new client.Counter({
  name: 'ama_canary_rollbacks_total',
  help: 'Canaries the shop aborted itself because they were worse than live (docs/delivery.md#automatic-rollback)',
  labelNames: ['remote'],
  registers: [processRegistry],
});

/** One side's figures from this process's real-user window (rum/window.ts), as the verdict reads them. */
function signalsOf(remote: string, side: 'live' | 'canary', release: string | undefined): SideSignals {
  const counts = rumWindowCounts(remote, side, release);
  return {
    pageViews: counts.pageViews,
    errors: counts.errors,
    loadFailures: counts.loadFailures + counts.fallbacks,
    serverPages: counts.serverPages,
    serverErrors: counts.serverErrors,
    ...(counts.p75InpMs !== null ? { p75InpMs: counts.p75InpMs } : {}),
    ...(counts.p75LcpMs !== null ? { p75LcpMs: counts.p75LcpMs } : {}),
  };
}

export interface CanaryWatchOptions {
  db: { engine: string; kysely: Kysely<Database> };
  releasesDir: string;
  /** The registry this instance serves: its live entries and the canaries running. */
  registry: { current(): Registry; canaries(): Record<string, Canary> };
  settings: { checkMs: number; thresholds: CanaryThresholds };
  logger: Logger;
}

/**
 * The shop's guard on canaries as main.ts starts it: the real-user window of this process, the registry
 * of releases the commands write (PostgreSQL with DATABASE_URL, else registry.json), a log line and the
 * ama_canary_rollbacks_total counter for each automatic rollback.
 */
export function startCanaryWatch(options: CanaryWatchOptions): CanaryGuard {
  const store = options.db.engine === 'postgres' ? postgresRegistryStore(options.db.kysely) : fileRegistryStore(options.releasesDir);
  return new CanaryGuard({
    store,
    canaries: () => options.registry.canaries(),
    // Each side judged on its own build: live's release, and the canary's version (not an earlier canary's).
    signals: (remote, side, canary) =>
      signalsOf(remote, side, side === 'canary' ? canary.version : options.registry.current().remotes.find(({ name }) => name === remote)?.version),
    thresholds: options.settings.thresholds,
    intervalMs: options.settings.checkMs,
    onRollback: (remote, version, reasons) => {
      rollbacks.inc({ remote });
      options.logger.warn({ remote, version, reasons }, `canary ${remote} ${version} rolled back automatically: ${reasons.join('; ')}`);
    },
    warn: (message) => options.logger.warn(message),
  }).start();
}
