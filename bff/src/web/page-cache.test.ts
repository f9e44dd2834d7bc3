import { PageCache, type CachedPage } from './page-cache';

const page = (characters: number): CachedPage => ({ status: 200, html: 'x'.repeat(characters), ssr: '', timings: '', reusable: true });

describe('the rendered pages kept for reuse', () => {
  it('weigh at most their byte bound: a crawl of large pages lets the oldest go', () => {
    // Pages of 1 MB of HTML (2 MB as text in memory), 5 MB allowed: two are kept.
    const cache = new PageCache(60_000, 500, Date.now, 5 * 1024 * 1024);
    for (const path of ['/en/a', '/en/b', '/en/c']) cache.set(path, page(1024 * 1024));
    expect([cache.get('/en/a'), cache.get('/en/b') && 'b', cache.get('/en/c') && 'c']).toEqual([undefined, 'b', 'c']);
    expect(cache.bytes).toBeLessThanOrEqual(5 * 1024 * 1024);
  });

  it('keeps nothing when switched off (no time to live)', () => {
    const cache = new PageCache(0);
    cache.set('/en', page(10));
    expect(cache.get('/en')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
