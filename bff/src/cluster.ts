import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './config';
import { openReadyDatabase } from './db';
import { serveClusterMetrics } from './http/cluster-metrics';

/**
 * INSTANCES=N (N > 1, PostgreSQL only): this process becomes node:cluster's primary and runs N BFF
 * workers that share its port; the primary hands each new connection to the next worker (round robin).
 * The primary migrates and seeds once before forking, so the workers never race to fill an empty
 * catalogue, and forks a replacement whenever a worker dies (a crash, an OOM kill, `kill -9`). Rate
 * limits and the mail outbox live in PostgreSQL, so the workers share them (docs/adr-008-two-instances.md).
 */

/** A worker dying sooner than this after its start counts as a crash loop: the primary slows down. */
const QUICK_DEATH_MS = 5_000;
const RESTART_DELAY_MS = { normal: 200, crashLoop: 5_000 };
/** Longest the primary waits for its workers to finish their own graceful shutdown. */
const SHUTDOWN_GRACE_MS = 15_000;

export async function runPrimary(config: AppConfig): Promise<void> {
  // Migrations are also guarded by an advisory lock (db/migrate.ts); seeding once here avoids the rest.
  const db = await openReadyDatabase(config);
  await db.close();

  // A scrape of /metrics on any worker reports every worker (http/cluster-metrics.ts).
  serveClusterMetrics();
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`AMA shop worker ${worker.process.pid} exited (${signal ?? code}); starting a new one`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? RESTART_DELAY_MS.crashLoop : RESTART_DELAY_MS.normal);
  });
  for (let i = 0; i < config.instances; i += 1) fork();
  console.log(`AMA shop primary ${process.pid}: ${config.instances} workers on port ${config.port}`);

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Each worker closes its server, lets open requests end and stops its mail worker (main.ts).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** True in the process that should fork workers rather than serve. */
export const isClusterPrimary = (config: Pick<AppConfig, 'instances'>) => config.instances > 1 && cluster.isPrimary;
