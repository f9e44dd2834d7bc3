import type { Logger } from 'pino';
import type { AppDatabase } from './db';
import { finishStaleClaims, pruneSignInLocks, pruneStaffSessions, type BackofficeSettings } from './backoffice';
import { expireEliteMemberships, type DesignLinks } from './club';
import { pruneExpiredRateLimitCounters } from './http/postgres-rate-limit-store';
import { startPolling, type Polling } from './mail/polling';
import { pruneDeclinedRequests } from './orders';
import { postgresRegistryStore } from './releases/postgres-registry-store';
import { fileRegistryStore } from './releases/registry-store';
import { collectReleases } from './releases/release-collection';
import type { PaymentProvider } from './payment';

/** Often enough that nothing piles up, rarely enough to cost nothing. */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** A refund left claimed keeps its order or return from every other change: looked at every minute. */
const CLAIMS_INTERVAL_MS = 60 * 1000;

/**
 * Refunds left claimed finished (every minute), and periodic clean-up of rows that have done their job (old declined order attempts, ended rate-limit
 * windows, ended staff sessions) and state changes due with the calendar (ELITE years over). Rate-limit counters are pruned
 * mainly by their store as hits come in (http/postgres-rate-limit-store.ts): an hour is far too long
 * under a flood. This pass removes what is left once the traffic has stopped.
 */
export function startHousekeeping(
  db: AppDatabase,
  logger: Logger,
  backoffice: BackofficeSettings['backoffice'],
  payments: PaymentProvider,
  /** A custom design's page, for the e-mail of a fee's change finished here (the club module's links). */
  designLinks: DesignLinks,
  releases?: { releasesDir: string; retentionMs: number },
): Polling {
  const claims = startPolling(
    async () => {
      const { finished, failed } = await finishStaleClaims(db.kysely, payments, () => new Date(), designLinks);
      if (finished > 0) logger.info({ finished }, 'finished refunds left claimed');
      if (failed > 0) logger.warn({ failed }, 'refunds left claimed could not be finished; tried again in a minute');
    },
    CLAIMS_INTERVAL_MS,
    (error) => logger.warn({ err: error }, 'finishing claimed refunds failed; tried again in a minute'),
  );
  const hourly = startPolling(
    async () => {
      const pruned = await pruneDeclinedRequests(db.kysely);
      if (pruned > 0) logger.info({ pruned }, 'forgot declined order attempts older than a day');
      const counters = await pruneExpiredRateLimitCounters(db.kysely);
      if (counters > 0) logger.info({ counters }, 'forgot rate-limit counters whose window has ended');
      const sessions = await pruneStaffSessions(db.kysely, backoffice.session, new Date());
      if (sessions > 0) logger.info({ sessions }, 'forgot staff sessions that ended');
      const locks = await pruneSignInLocks(db.kysely, new Date());
      if (locks > 0) logger.info({ locks }, 'forgot wrong staff passwords of addresses no longer locked');
      const expired = await expireEliteMemberships(db.kysely);
      if (expired > 0) logger.info({ expired }, 'ELITE memberships whose years are over are member again');
      if (releases) {
        // Releases no longer live, rolled back to or previewed, replaced longer ago than the retention (docs/delivery.md).
        const postgres = db.engine === 'postgres';
        const registry = postgres ? postgresRegistryStore(db.kysely) : fileRegistryStore(releases.releasesDir);
        const removed = await collectReleases({ ...releases, registry, ...(postgres ? { db: db.kysely } : {}) });
        if (removed.length > 0) logger.info({ removed }, 'removed releases replaced longer ago than the retention');
      }
    },
    HOUSEKEEPING_INTERVAL_MS,
    (error) => logger.warn({ err: error }, 'housekeeping failed; it runs again within the hour'),
  );
  return { stop: () => Promise.all([claims.stop(), hourly.stop()]).then(() => undefined) };
}
