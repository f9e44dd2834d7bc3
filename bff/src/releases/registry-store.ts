import type { RegistryEntry } from '@ama/contracts';
import {
  readReleaseRegistry,
  switchEntry,
  withRegistryLock,
  writeReleaseRegistry,
  type Canary,
  type HistoryRecord,
  type ReleasedRemote,
  type ReleaseRegistry,
} from './release-registry';

/**
 * Where the registry of releases is kept: `<RELEASES_DIR>/registry.json` on one machine, or PostgreSQL
 * tables when DATABASE_URL is set (postgres-registry-store.ts), so every instance on every machine
 * serves the same releases. The release commands only see this interface.
 */

/** One switch of a remote's entry, as a release or rollback writes it. */
export interface RemoteSwitch {
  folder: string;
  entry: RegistryEntry;
  record: HistoryRecord;
  /** Opens the history when the remote has none yet (its first release): the build that release replaced. */
  baseline?: HistoryRecord;
  /** The canary after this write (none when absent: every switch, abort or plain candidate ends one). */
  canary?: Canary;
}

export interface ReleaseRegistryStore {
  read(): Promise<ReleaseRegistry>;
  /**
   * Runs `decide` on the remote as stored now, with any other writer of the same remote held off until
   * its switch (if it returns one) is written; other remotes are neither read nor written.
   */
  update<T>(name: string, decide: (current: ReleasedRemote | undefined) => { write?: RemoteSwitch; result: T }): Promise<T>;
  /** Lets go of what the store holds open (a connection pool). */
  close(): Promise<void>;
  /**
   * Keeps a stored release's files where every instance can fetch them (PostgreSQL); called before any
   * switch to it. Absent for registry.json: one machine, its RELEASES_DIR is the only copy needed.
   */
  storeFiles?(folder: string, version: string, dir: string): Promise<void>;
}

/** The registry file of one machine's release store, under its lock file. */
export function fileRegistryStore(releasesDir: string): ReleaseRegistryStore {
  return {
    read: async () => readReleaseRegistry(releasesDir),
    update: async (name, decide) =>
      withRegistryLock(releasesDir, () => {
        const registry = readReleaseRegistry(releasesDir);
        const { write, result } = decide(registry.remotes[name]);
        if (write) writeReleaseRegistry(releasesDir, switchEntry(registry, write.folder, write.entry, write.record, write.baseline, write.canary));
        return result;
      }),
    close: async () => undefined,
  };
}
