import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('reuses a value until it expires', async () => {
    let now = 0;
    const cache = new TtlCache<number>(10, 1_000, () => now);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    now = 999;
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    now = 1_000;
    expect(await cache.getOrCompute('a', compute)).toBe(2);
  });

  it('drops the oldest entry when full and never caches failures', async () => {
    const cache = new TtlCache<string>(2, 60_000, () => 0);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    await expect(cache.getOrCompute('d', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.get('d')).toBeUndefined();
  });
});
