import { BoundedTtlMap } from '../domain/bounded-ttl-map';

/** A rendered page kept for reuse: the HTML (nonce not yet stamped), its status and how it was made. */
export interface CachedPage {
  status: number;
  html: string;
  /** How each area was rendered ('mfe_catalog=server, layout=server'), '' when not on the server. */
  ssr: string;
  /** Server-Timing of the render. */
  timings: string;
  /** Rendered whole on the server: may be kept here and by a CDN. */
  reusable: boolean;
  /** Why it was not rendered on the server at all ('off', 'budget', 'failed'). */
  skipped?: string;
}

/** What rendered pages may weigh in this cache, keys included. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** A kept page's weight: its HTML and texts at two bytes a character (a number kept weighs 8). */
const pageBytes = (page: unknown) =>
  typeof page === 'object' && page !== null ? Object.values(page).reduce<number>((sum, field) => sum + (typeof field === 'string' ? field.length * 2 : 8), 0) : 8;

/**
 * Anonymous server-rendered pages, by URL, locale, origin, release and shell build (the caller's key),
 * for a few seconds: rendering costs CPU, and the same page is asked for again and again. Bounded by
 * entries and by bytes, so a crawl of many URLs cannot grow it without limit; the oldest entry goes
 * first. The statuses decided before a render are kept the same way (page-status.ts), for pages the
 * browser renders too.
 */
export class PageCache<T = CachedPage> {
  private readonly entries: BoundedTtlMap<T>;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 500,
    now: () => number = Date.now,
    maxBytes = PAGE_CACHE_MAX_BYTES,
  ) {
    this.entries = new BoundedTtlMap<T>(ttlMs, { maxEntries, maxBytes, sizeOf: pageBytes }, now);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, page: T): void {
    if (this.enabled) this.entries.set(key, page);
  }

  /** What the kept pages weigh now. */
  get bytes(): number {
    return this.entries.totalBytes;
  }
}
