import { BoundedTtlMap, jsonBytes } from './bounded-ttl-map';

const text = (characters: number) => 'x'.repeat(characters);

describe('a map bounded by entries, bytes and time', () => {
  it('lets the oldest written go once over the byte bound, counting keys and values', () => {
    // Keys of one character (2 bytes) and values of 40 characters: 42 bytes an entry, 100 allowed.
    const map = new BoundedTtlMap<string>(60_000, { maxEntries: 10, maxBytes: 100, sizeOf: (value) => value.length });
    map.set('a', text(40));
    map.set('b', text(40));
    expect(map.totalBytes).toBe(84);
    map.set('c', text(40));
    expect([map.get('a'), map.get('b') && 'b', map.get('c') && 'c']).toEqual([undefined, 'b', 'c']);
    expect(map.totalBytes).toBe(84);
    // Written again: its old size is given back before the new one counts.
    map.set('b', text(10));
    expect(map.totalBytes).toBe(42 + 12);
  });

  it('keeps nothing larger than the bound on its own, and keeps what it had', () => {
    const map = new BoundedTtlMap<string>(60_000, { maxEntries: 10, maxBytes: 100, sizeOf: (value) => value.length });
    map.set('kept', text(20));
    map.set('huge', text(200));
    expect(map.get('huge')).toBeUndefined();
    expect(map.get('kept')).toBe(text(20));
  });

  it('holds at most maxEntries, and forgets an entry once its time is over', () => {
    let now = 0;
    const map = new BoundedTtlMap<number>(1_000, { maxEntries: 2 }, () => now);
    map.set('one', 1);
    map.set('two', 2);
    map.set('three', 3);
    expect([map.get('one'), map.get('two'), map.get('three')]).toEqual([undefined, 2, 3]);
    now = 1_000;
    expect(map.get('two')).toBeUndefined();
    expect(map.size).toBe(1);
    map.clear();
    expect([map.size, map.totalBytes]).toEqual([0, 0]);
  });

  it('measures an answer as its JSON text in UTF-8', () => {
    expect(jsonBytes({ name: 'Anello è' })).toBe(Buffer.byteLength('{"name":"Anello è"}'));
    expect(jsonBytes(undefined)).toBe(0);
  });
});
