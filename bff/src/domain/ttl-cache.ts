import { BoundedTtlMap, type CacheBounds } from './bounded-ttl-map';

/**
 * A time-limited cache of computed answers (the catalogue's reads, the pictures the BFF draws), bounded
 * by entries and by bytes (bounded-ttl-map.ts): the oldest go first when it is full. Concurrent misses
 * of one key share one computation.
 */
export class TtlCache<V> {
  private readonly entries: BoundedTtlMap<V>;
  /** Computations under way, by key: concurrent misses of one key share one (single-flight). */
  private readonly inFlight = new Map<string, Promise<V>>();
  /** Bumped by clear(): a computation started before it must not store its (stale) answer. */
  private generation = 0;

  constructor(maxEntries: number, ttlMs: number, now: () => number = Date.now, size: Omit<CacheBounds<V>, 'maxEntries'> = {}) {
    this.entries = new BoundedTtlMap(ttlMs, { maxEntries, ...size }, now);
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
  }

  /** What the kept answers weigh now (for the tests and the bench). */
  get bytes(): number {
    return this.entries.totalBytes;
  }

  /**
   * Returns the cached value or computes, stores and returns it. Callers asking for a key whose
   * computation is already under way wait for that one instead of starting their own, and share its
   * result or its failure. Failures are not cached: the next call computes again.
   */
  getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    // Started in a then() so that even a compute() throwing synchronously settles after `computing` is set.
    const computing: Promise<V> = Promise.resolve()
      .then(compute)
      .then((value) => {
        if (generation === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(key) === computing) this.inFlight.delete(key);
      });
    this.inFlight.set(key, computing);
    return computing;
  }

  /** Computations under way (for tests). */
  get pending(): number {
    return this.inFlight.size;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
  }
}
