import { createServer } from 'node:http';
import { keepIdleConnectionsOpen } from './http/idle-connections';
import { createApp } from './app';
import { isClusterPrimary, runPrimary } from './cluster';
import { ConfigError, loadConfig } from './app-config';
import { openReadyDatabase } from './ready-database';
import { ReleaseFollower } from './releases/release-follower';
import { startHousekeeping } from './housekeeping';
import { designPageLinks } from './club';
import { createPaymentProvider } from './payment';
import { createLogger } from './logger';
import { startMailDelivery } from './mail';
import { createWebRouter } from './web';
import { loadRouteRules, RouteRulesError } from './web/route-rules';
import { eventKeysFrom } from './events';
import { sitemapDataFrom } from './web/sitemap-data';
import { catalogueSitemapEntriesFrom } from './catalog';
import { sharedRenderKey } from './web/render-client';
import { rumWindow } from './rum';
import { startCanaryWatch } from './canary-watch';

/** Longest wait for open requests to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // A bad route rules file refuses the start before anything else (database, workers) is begun.
  if (config.routeRulesFile) loadRouteRules(config.routeRulesFile);
  // Made before any worker is forked, so every worker proves its renders' API calls with the same key.
  sharedRenderKey();
  // INSTANCES > 1: this process only forks and watches the workers, which run the rest of main().
  if (isClusterPrimary(config)) return runPrimary(config);
  const logger = createLogger(config);
  const db = await openReadyDatabase(config);
  logger.info({ engine: db.engine, dataDir: db.engine === 'pglite' ? config.dataDir : undefined }, 'database ready');

  const warn = (message: string) => logger.warn(message);
  // With PostgreSQL the registry of releases is in the database, shared by every instance (docs/delivery.md):
  // read before listening, so no instance serves an unreleased build meanwhile.
  const releases = db.engine === 'postgres' ? await new ReleaseFollower(db.kysely, { warn, releasesDir: config.releasesDir }).start() : undefined;
  // One provider for the requests and for housekeeping, which finishes refunds left claimed.
  const payments = createPaymentProvider(config, db);
  const web = createWebRouter({
    ...config,
    releasedEntries: releases,
    warn,
    sitemapData: sitemapDataFrom(catalogueSitemapEntriesFrom(db.kysely), eventKeysFrom(db.kysely)),
    // Every page of a remote, with its side: a canary's 5xx count against it (canary-watch.ts).
    onPageServed: (remote, side, status, release) => rumWindow.recordServerPage(remote, side, status, release),
  });
  const app = createApp({
    config,
    db,
    payments,
    logger,
    web,
    serverCodeLoaded: () => web.serverCodeLoaded(),
    registry: () => web.registry.current(),
    warmCaches: config.isProduction,
  });
  // A canary worse than live, by its real-user signals, is aborted by the shop itself (docs/delivery.md#automatic-rollback).
  const canaryWatch = startCanaryWatch({ db, releasesDir: config.releasesDir, registry: web.registry, settings: config.canary, logger });
  const mail = startMailDelivery(config, db, logger);
  const housekeeping = startHousekeeping(
    db,
    logger,
    config.backoffice,
    payments,
    designPageLinks(config.publicUrl ?? `http://${config.host}:${config.port}`, config.club.linkSecret, () => new Date()),
    { releasesDir: config.releasesDir, retentionMs: config.releaseRetentionMs },
  );
  if (config.devOutbox && config.isProduction) logger.warn('DEV_OUTBOX is on in production: GET /api/dev/outbox shows recipients and discount codes');
  const server = createServer(app);
  keepIdleConnectionsOpen(server);

  server.on('error', async (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${config.port} on ${config.host} is already in use (set PORT).` : error.message);
    releases?.stop();
    await canaryWatch.stop();
    await mail.stop();
    await housekeeping.stop();
    await db.close();
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`AMA shop ready on http://${config.host}:${port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      releases?.stop();
      await canaryWatch.stop();
      // A running delivery pass finishes first, so it never writes to a closed database.
      await mail.stop();
      await housekeeping.stop();
      await db.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof RouteRulesError ? error.message : error);
  process.exit(1);
});
