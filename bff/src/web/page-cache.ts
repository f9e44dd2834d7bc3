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

/**
 * Anonymous server-rendered pages, by URL, locale, origin, release and shell build (the caller's key),
 * for a few seconds: rendering costs CPU, and the same page is asked for again and again. Bounded, so
 * a crawl of many URLs cannot grow it without limit; the oldest entry goes first. The statuses decided
 * before a render are kept the same way (page-status.ts), for pages the browser renders too.
 */
export class PageCache<T = CachedPage> {
  private readonly entries = new Map<string, { page: T; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: T): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
