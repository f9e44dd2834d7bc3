import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { registryEntrySchema, type RegistryEntry } from '@ama/contracts';
import * as z from 'zod/mini';

/**
 * The registry of releases, `<RELEASES_DIR>/registry.json`: for each released remote its current
 * registry entry and the history of that entry (docs/delivery.md). Written by `npm run release` and
 * `npm run rollback`, read by the BFF's RegistrySource. With DATABASE_URL the same registry is kept in
 * PostgreSQL instead (postgres-registry-store.ts); the types and rules here serve both.
 */

export const RELEASE_REGISTRY_FILE = 'registry.json';

const historyRecordSchema = z.object({
  version: z.string().check(z.minLength(1)),
  /** ISO time of the switch. */
  at: z.string(),
  /** `git config user.name`, or the OS user. */
  by: z.string(),
  /**
   * 'release', 'rollback' or 'promote' (a candidate made live) switch the entry; 'baseline' is the build
   * that was live before the remote's first release (its dist/, the registry's default entry), stored by
   * that release so a rollback can return to it. 'candidate' (stored and checked, not live: previewed
   * until promoted), 'canary' (a candidate served to a share of visitors) and 'abort' (that candidate or
   * canary given up, by a person or by the shop's automatic rollback) switch nothing.
   */
  command: z.enum(['baseline', 'release', 'rollback', 'promote', 'candidate', 'canary', 'abort']),
  /** The command line, e.g. 'npm run rollback -- mfe-content'. */
  commandLine: z.optional(z.string()),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

/** A candidate served to a share of visitors, chosen by their bucket cookie (web/release-sides.ts). */
export const canarySchema = z.object({
  version: z.string().check(z.minLength(1)),
  /** Visitors whose bucket (0–99) is below this get the candidate. */
  percent: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
  /** ISO time it began: the automatic rollback judges only what was measured since. */
  since: z.string(),
});
export type Canary = z.infer<typeof canarySchema>;

const releasedRemoteSchema = z.object({
  /** The remote's folder in the repository and in the store, e.g. mfe-content. */
  folder: z.string().check(z.regex(/^mfe-[a-z-]+$/)),
  entry: registryEntrySchema,
  /** The canary running for this remote, if any; a switch of the entry ends it. */
  canary: z.optional(canarySchema),
  /** Every switch of the entry, oldest first. */
  history: z.array(historyRecordSchema),
});
export type ReleasedRemote = z.infer<typeof releasedRemoteSchema>;

export const releaseRegistrySchema = z.object({ remotes: z.record(z.string(), releasedRemoteSchema) });
export type ReleaseRegistry = z.infer<typeof releaseRegistrySchema>;

export const releaseRegistryFile = (releasesDir: string): string => path.join(releasesDir, RELEASE_REGISTRY_FILE);

/** The registry of releases; an empty one while nothing was released. Throws on a file of the wrong shape. */
export function readReleaseRegistry(releasesDir: string): ReleaseRegistry {
  const file = releaseRegistryFile(releasesDir);
  if (!existsSync(file)) return { remotes: {} };
  return releaseRegistrySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * Written to a temporary file and renamed over the registry: a reader (the BFF, which re-reads on every
 * change) sees the old file or the new one, never half of one.
 */
export function writeReleaseRegistry(releasesDir: string, registry: ReleaseRegistry): void {
  mkdirSync(releasesDir, { recursive: true });
  const file = releaseRegistryFile(releasesDir);
  // A dot file: never served, and no reader mistakes it for the registry.
  const temporary = path.join(releasesDir, `.${RELEASE_REGISTRY_FILE}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temporary, `${JSON.stringify(releaseRegistrySchema.parse(registry), null, 2)}\n`);
  renameSync(temporary, file);
}

/** A lock older than this was left by a process that died; it is taken over. */
const STALE_LOCK_MS = 60_000;
const LOCK_WAIT_MS = 10_000;

/**
 * Runs a read-modify-write of the registry under a lock file, so two teams releasing at the same time
 * do not drop each other's entry (each write replaces the whole file).
 */
export function withRegistryLock<T>(releasesDir: string, work: () => T): T {
  mkdirSync(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, '.registry.lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is held by another release; try again, or delete it if no release is running`, { cause: error });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * The registry with one remote's entry switched and the switch recorded; every other remote as it was.
 * `baseline` opens the history of a remote that has none yet (its first release).
 */
export function switchEntry(registry: ReleaseRegistry, folder: string, entry: RegistryEntry, record: HistoryRecord, baseline?: HistoryRecord, canary?: Canary): ReleaseRegistry {
  const history = registry.remotes[entry.name]?.history ?? (baseline ? [baseline] : []);
  return { remotes: { ...registry.remotes, [entry.name]: { folder, entry, history: [...history, record], ...(canary ? { canary } : {}) } } };
}

/**
 * The version a plain rollback returns to: the one that was current before the current version was
 * last released. Rolling back again keeps walking back (A, B, C, rollback → B, rollback → A) rather
 * than swinging between the last two.
 */
export function previousVersion(every: readonly HistoryRecord[], current: string): string | undefined {
  const history = every.filter(isSwitch);
  const releasedAt = history.findLastIndex((record) => record.version === current && (record.command === 'release' || record.command === 'promote'));
  // A version never released here (the baseline, the build the first release replaced) is walked back from
  // where it first appears: nothing is before the baseline, so a rollback from it does not go forward.
  const from = releasedAt >= 0 ? releasedAt : history.findIndex((record) => record.version === current);
  for (let index = from - 1; index >= 0; index -= 1) {
    if (history[index]!.version !== current) return history[index]!.version;
  }
  return undefined;
}

/** The build the remote's first release replaced, when that release recorded one. */
export const baselineVersion = (history: readonly HistoryRecord[]): string | undefined => history.find((record) => record.command === 'baseline')?.version;

/** Whether the record moved the live entry (a candidate or its abort did not). */
export const isSwitch = (record: HistoryRecord): boolean => !['candidate', 'canary', 'abort'].includes(record.command);

/**
 * The candidate waiting to be promoted: the last one recorded, unless it was given up (abort) or an entry
 * switch came after it (its promotion, or another release, which leaves it behind).
 */
export function pendingCandidate(history: readonly HistoryRecord[]): HistoryRecord | undefined {
  const last = history.findLast((record) => record.command !== 'baseline');
  return last?.command === 'candidate' || last?.command === 'canary' ? last : undefined;
}
