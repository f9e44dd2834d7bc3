/**
 * mulberry32: a tiny 32-bit generator of numbers in [0, 1). The same seed always gives the same
 * sequence, on every machine and Node version, which Math.random never promises: a generated
 * catalogue must be the same products each time it is built (docs/performance.md#catalogue-size).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
