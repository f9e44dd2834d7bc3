/** What fills the parameters of the shop's public route patterns: codes and keys as the database holds them. */
export interface SitemapData {
  skus: string[];
  collections: string[];
  shapes: string[];
  events: string[];
  /** SKU → its renders' root-relative URLs, one per gold the piece is made in (its product page's pictures). */
  productImages?: Record<string, string[]>;
}

/**
 * The sitemap's data from the modules that own it: the catalogue's entries (`catalogueSitemapEntriesFrom`
 * in catalog/index.ts) and the events' keys (`eventKeysFrom` in events/index.ts), handed over where the
 * app is assembled. The web front door reads no business module's tables of its own accord.
 */
export function sitemapDataFrom(catalogue: () => Promise<Omit<SitemapData, 'events'>>, eventKeys: () => Promise<string[]>): () => Promise<SitemapData> {
  return async () => {
    const [entries, events] = await Promise.all([catalogue(), eventKeys()]);
    return { ...entries, events };
  };
}
