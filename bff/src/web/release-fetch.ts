import type { RequestHandler } from 'express';
import { RELEASE_VERSION } from '../releases/remote-builds';
import { isStored } from '../releases/release-store';

/** How long a release the database did not have is not asked for again (a flood of made-up versions costs one query each per minute). */
const MISS_TTL_MS = 60_000;
const MISSES_KEPT = 1_000;

/**
 * Releases fetched on demand from the database (with DATABASE_URL; docs/delivery.md#releases-on-any-number-of-machines):
 * one fetch at a time per release, and recent misses remembered.
 */
export class ReleaseFetcher {
  private readonly inFlight = new Map<string, Promise<boolean>>();
  private readonly misses = new Map<string, number>();

  constructor(
    private readonly releasesDir: string,
    private readonly fetchRelease: (folder: string, version: string) => Promise<boolean>,
  ) {}

  /** Whether the release is in RELEASES_DIR, fetching it first when the database has it. */
  ensure(folder: string, version: string): Promise<boolean> {
    if (isStored(this.releasesDir, folder, version)) return Promise.resolve(true);
    const key = `${folder}/${version}`;
    if ((this.misses.get(key) ?? 0) > Date.now() || !RELEASE_VERSION.test(version)) return Promise.resolve(false);
    let fetching = this.inFlight.get(key);
    if (!fetching) {
      fetching = this.fetchRelease(folder, version)
        .catch(() => false)
        .then((found) => {
          if (!found) {
            if (this.misses.size >= MISSES_KEPT) this.misses.delete(this.misses.keys().next().value!);
            this.misses.set(key, Date.now() + MISS_TTL_MS);
          }
          return found;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, fetching);
    }
    return fetching;
  }

  /** Before the release store's static files: a file of a release this instance does not have yet is fetched, then served. */
  middleware(): RequestHandler {
    return (req, _res, next) => {
      const match = /^\/(mfe-[a-z-]+)\/([^/]+)\//.exec(req.path);
      if (!match) return next();
      this.ensure(match[1]!, match[2]!).then(
        () => next(),
        () => next(),
      );
    };
  }
}
