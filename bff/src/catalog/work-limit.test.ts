import { BusyError } from '../domain/errors';
import { TtlCache } from '../domain/ttl-cache';
import { createWorkLimiter } from './work-limit';

/** A promise and the function that resolves it. */
const deferred = <T = void>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkLimiter', () => {
  it('runs at most `running` tasks, queues `queued` more and refuses the rest with BusyError', async () => {
    const limiter = createWorkLimiter({ running: 2, queued: 1, retryAfterSeconds: 3 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const tasks = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    const refused = limiter.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 3 });
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.stats).toEqual({ running: 2, queued: 1 });

    gates[0]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(limiter.stats).toEqual({ running: 2, queued: 0 });
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2]);
    expect(limiter.stats).toEqual({ running: 0, queued: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createWorkLimiter({ running: 1, queued: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await limiter.run(async () => 'ok')).toBe('ok');
    expect(limiter.stats).toEqual({ running: 0, queued: 0 });
  });
});

describe('TtlCache single-flight', () => {
  it('shares one computation between concurrent callers of a key, then serves the cached value', async () => {
    const cache = new TtlCache<number>(10, 60_000, () => 0);
    const gate = deferred<number>();
    let computed = 0;
    const compute = () => {
      computed += 1;
      return gate.promise;
    };
    const callers = Array.from({ length: 5 }, () => cache.getOrCompute('a', compute));
    await tick();
    expect(computed).toBe(1);
    expect(cache.pending).toBe(1);
    gate.resolve(42);
    expect(await Promise.all(callers)).toEqual([42, 42, 42, 42, 42]);
    expect(cache.pending).toBe(0);
    expect(await cache.getOrCompute('a', compute)).toBe(42);
    expect(computed).toBe(1);
  });

  it('shares a failure without caching it, also when compute throws synchronously', async () => {
    const cache = new TtlCache<string>(10, 60_000, () => 0);
    const failing = () => {
      throw new Error('db down');
    };
    await expect(Promise.all([cache.getOrCompute('a', failing), cache.getOrCompute('a', failing)])).rejects.toThrow('db down');
    expect(cache.pending).toBe(0);
    expect(await cache.getOrCompute('a', async () => 'fresh')).toBe('fresh');
  });

  it('does not store an answer computed before clear()', async () => {
    const cache = new TtlCache<string>(10, 60_000, () => 0);
    const gate = deferred<string>();
    const before = cache.getOrCompute('a', () => gate.promise);
    await tick();
    cache.clear();
    gate.resolve('stale');
    expect(await before).toBe('stale');
    expect(cache.get('a')).toBeUndefined();
  });
});
