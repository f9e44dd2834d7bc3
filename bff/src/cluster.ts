import type { ChildProcess } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './app-config';
import { openReadyDatabase } from './ready-database';
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

/** A connection handle as the primary holds it: a libuv TCP handle, closed once the worker has taken it. */
interface ConnectionHandle {
  close(): void;
}
/** The messages of Node's round robin (lib/internal/cluster): a connection handed over, and its acknowledgement. */
type ClusterMessage = { cmd?: unknown; act?: unknown; seq?: unknown; ack?: unknown };
const isHandover = (message: ClusterMessage): message is { seq: number } => message?.cmd === 'NODE_CLUSTER' && message.act === 'newconn' && typeof message.seq === 'number';
const isAcknowledgement = (message: ClusterMessage): message is { ack: number } => message?.cmd === 'NODE_CLUSTER' && typeof message.ack === 'number';

/**
 * Closes the connections the primary handed to a worker that died before taking them.
 *
 * With round robin, the primary accepts each connection and sends its handle to a worker over IPC,
 * keeping its own copy open until the worker acknowledges it. A worker killed with `kill -9` never
 * acknowledges: the primary only learns of the death when the IPC channel closes, and meanwhile the
 * connection it was handing over (or the next one, given to the dead worker it still counts as free)
 * stays open in the primary for good, with nobody to read or answer it. The client hung until its own
 * timeout (4 kills out of 4 under load). Node does not close these (its callback waits for an answer
 * that never comes), so the primary notes every handover per worker and, when the worker's channel
 * closes, closes what was not acknowledged: the client sees the connection reset at once and can retry.
 * Connections the dead worker had taken were its own file descriptors and closed with it. (One gap
 * remains in Node itself: a connection taken off the queue for a worker whose channel is already marked
 * closed is dropped before any send, out of reach here; it needs the death and a queued connection within
 * the same tick.)
 *
 * This reads Node's internal cluster messages ({ cmd: 'NODE_CLUSTER', act: 'newconn', seq } and
 * { ack }), unchanged since Node 0.12; should they change, nothing breaks but the tracking (the fault
 * suite's kill test would then fail). The alternative, NODE_CLUSTER_SCHED_POLICY=none (the workers
 * accept from the shared socket themselves), has no such handover but gave one worker 47 of a burst of
 * 50 connections on this machine.
 */
function closeConnectionsLostWith(worker: Worker): void {
  const child: ChildProcess = worker.process;
  const unacknowledged = new Map<number, ConnectionHandle>();
  const send = child.send.bind(child) as (...args: unknown[]) => boolean;
  // The round robin hands over with worker.process.send(message, handle): seen here first.
  child.send = ((message: ClusterMessage, handle?: unknown, ...rest: unknown[]) => {
    if (isHandover(message) && handle && typeof (handle as ConnectionHandle).close === 'function') unacknowledged.set(message.seq, handle as ConnectionHandle);
    return send(message, handle, ...rest);
  }) as ChildProcess['send'];
  // Accepted or refused, the round robin itself closes or re-sends the handle: no longer ours to close.
  child.on('internalMessage', (message: ClusterMessage) => {
    if (isAcknowledgement(message)) unacknowledged.delete(message.ack);
  });
  // 'disconnect' comes after every message the worker sent before dying has been handled.
  const closeLost = () => {
    for (const handle of unacknowledged.values()) {
      try {
        handle.close();
      } catch {
        // already closed
      }
    }
    unacknowledged.clear();
  };
  child.once('disconnect', closeLost);
  child.once('exit', closeLost);
}

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
    closeConnectionsLostWith(worker);
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
