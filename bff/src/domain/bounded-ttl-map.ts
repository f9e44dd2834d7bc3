/**
 * A map whose entries expire after `ttlMs` and which never holds more than `maxEntries` entries nor
 * `maxBytes` bytes (keys counted at two bytes a character, values by `sizeOf`): the oldest written go
 * first. The shop's caches (rendered pages, listing answers, catalogue reads) use it, so a crawl of
 * many addresses or a brand-size catalogue's large answers cannot grow the process without limit.
 */
export interface CacheBounds<V> {
  maxEntries: number;
  /** Unbounded by size when absent. */
  maxBytes?: number;
  /** A value's size in bytes (what it keeps alive); 0 when absent. */
  sizeOf?: (value: V) => number;
}

export class BoundedTtlMap<V> {
  private readonly entries = new Map<string, { value: V; expires: number; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly bounds: CacheBounds<V>,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps `value` under `key`, unless it alone is larger than the byte bound (then nothing is kept). */
  set(key: string, value: V): void {
    this.delete(key);
    const bytes = key.length * 2 + (this.bounds.sizeOf?.(value) ?? 0);
    const maxBytes = this.bounds.maxBytes ?? Number.POSITIVE_INFINITY;
    if (bytes > maxBytes) return;
    this.entries.set(key, { value, expires: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.bounds.maxEntries || this.bytes > maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries weigh now, keys included. */
  get totalBytes(): number {
    return this.bytes;
  }
}

/** A value's size as JSON text: for answers the shop serialises anyway (a catalogue read kept before it is sent). */
export const jsonBytes = (value: unknown): number => (value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value)));
