/**
 * @jest-environment node
 */
import type { RemoteServerModule } from '@ama/platform';

// The federation runtime, as far as the loader uses it: what was registered last under a name is what
// loadRemote loads. Each entry URL's answer is set by the test.
const registered = new Map<string, string>();
const answers = new Map<string, () => Promise<unknown>>();
const registerRemotes = jest.fn((remotes: { name: string; entry: string; entryGlobalName: string }[], _options?: { force?: boolean }) => {
  for (const { name, entry } of remotes) registered.set(name, entry);
});
const loadRemote = jest.fn((id: string) => {
  const [name] = id.split('/');
  const entry = registered.get(name!);
  const answer = entry ? answers.get(entry) : undefined;
  return answer ? answer() : Promise.reject(new Error(`${id} is not registered`));
});
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: Parameters<typeof registerRemotes>) => registerRemotes(...args),
  loadRemote: (id: string) => loadRemote(id),
}));

import { FIRST_RETRY_AFTER_MS, KEPT_PER_REMOTE, LOAD_TIMEOUT_MS, RemoteLoader, RETRY_AFTER_MS } from './remote-loader';

const NAME = 'mfe_atelier';
const V1 = 'https://cdn.example/mfe-atelier/1.0.0/server/remoteEntry.js';
const V2 = 'https://cdn.example/mfe-atelier/1.1.0/server/remoteEntry.js';
const BUDGET = 1_000;

const serverModule = (label: string): RemoteServerModule => ({ name: NAME, Root: Object.assign(() => null, { label }) });
const moduleV1 = serverModule('v1');
const moduleV2 = serverModule('v2');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

let clock: number;
let loader: RemoteLoader;

beforeEach(() => {
  registered.clear();
  answers.clear();
  jest.clearAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  clock = 1_000_000;
  loader = new RemoteLoader(() => clock);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('RemoteLoader', () => {
  it("loads a remote's server module once and serves every later request from it", async () => {
    answers.set(V1, async () => moduleV1);
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: expect.stringMatching(/^mfe_atelier__/), entry: V1 })], { force: false });
    expect(loader.status()).toEqual({ [NAME]: { serverEntry: V1, state: 'ready' } });
  });

  it('accepts a module that comes as a default export', async () => {
    answers.set(V1, async () => ({ default: moduleV1 }));
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);
  });

  it('does not retry a failed load before the back-off is over, however many requests come', async () => {
    answers.set(V1, () => Promise.reject(new Error('connection refused')));
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBeNull();
    expect(loader.status()[NAME]).toEqual({ serverEntry: V1, state: 'failed', reason: 'connection refused' });

    for (let request = 0; request < 20; request += 1) {
      clock += (FIRST_RETRY_AFTER_MS - 1) / 20;
      expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBeNull();
    }
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('retries a second after the first failure, then doubles the wait after each failure in a row, up to 30 s', async () => {
    answers.set(V1, () => Promise.reject(new Error('connection refused')));
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBeNull();
    const waits: number[] = [];
    let waited = 0;
    // Requests every 100 ms of the clock: each retry is a new call to the runtime.
    while (waits.length < 7) {
      clock += 100;
      waited += 100;
      const calls = loadRemote.mock.calls.length;
      await loader.moduleWithin(NAME, V1, BUDGET);
      if (loadRemote.mock.calls.length > calls) {
        waits.push(waited);
        waited = 0;
      }
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, RETRY_AFTER_MS, RETRY_AFTER_MS]);
    expect(console.warn).toHaveBeenLastCalledWith(`[ssr] ${NAME}: server entry unavailable, rendering in the browser for 30 s`, 'connection refused');
  });

  it('retries once the back-off is over, making the runtime forget the failed load', async () => {
    answers.set(V1, () => Promise.reject(new Error('connection refused')));
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBeNull();

    // The remote's server is back.
    answers.set(V1, async () => moduleV1);
    clock += RETRY_AFTER_MS;
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: expect.stringMatching(/^mfe_atelier__/), entry: V1 })], { force: true });
    expect(loader.status()[NAME]).toEqual({ serverEntry: V1, state: 'ready' });
  });

  it('retries with a single load, however many requests arrive while it runs (no thundering herd)', async () => {
    answers.set(V1, () => Promise.reject(new Error('connection refused')));
    await loader.moduleWithin(NAME, V1, BUDGET);
    const retry = deferred<RemoteServerModule>();
    answers.set(V1, () => retry.promise);
    clock += RETRY_AFTER_MS;

    const waiting = Array.from({ length: 10 }, () => loader.moduleWithin(NAME, V1, BUDGET));
    retry.resolve(moduleV1);
    expect(await Promise.all(waiting)).toEqual(Array(10).fill(moduleV1));
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('loads a new release from its new URL beside the old one, and serves both without reloading either (a rollback, a preview)', async () => {
    answers.set(V1, async () => moduleV1);
    answers.set(V2, async () => moduleV2);
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);

    expect(await loader.moduleWithin(NAME, V2, BUDGET)).toBe(moduleV2);
    expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ entry: V2 })], { force: false });
    // Each URL is a remote of its own, with its own container global: one build can never answer for another.
    const registration = (call: number) => registerRemotes.mock.calls[call]![0][0]!;
    expect(registration(1).name).not.toBe(registration(0).name);
    expect(registration(1).entryGlobalName).not.toBe(registration(0).entryGlobalName);
    expect(loader.status()[NAME]).toEqual({ serverEntry: V2, state: 'ready' });

    // Back and forth, as a preview beside the live release, or a rollback: both stay loaded.
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);
    expect(await loader.moduleWithin(NAME, V2, BUDGET)).toBe(moduleV2);
    expect(registerRemotes).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${KEPT_PER_REMOTE} builds of a remote, letting go of the one asked for least recently`, async () => {
    const versions = Array.from({ length: KEPT_PER_REMOTE + 1 }, (_, index) => `https://cdn.example/mfe-atelier/1.${index}.0/server/remoteEntry.js`);
    for (const url of versions) answers.set(url, async () => serverModule(url));
    for (const url of versions) await loader.moduleWithin(NAME, url, BUDGET);
    expect(loadRemote).toHaveBeenCalledTimes(versions.length);
    // The newest ones are still loaded; the oldest is loaded again when asked for.
    await loader.moduleWithin(NAME, versions.at(-1)!, BUDGET);
    expect(loadRemote).toHaveBeenCalledTimes(versions.length);
    await loader.moduleWithin(NAME, versions[0]!, BUDGET);
    expect(loadRemote).toHaveBeenCalledTimes(versions.length + 1);
  });

  it('tries a new release at once, even while the previous one is backing off', async () => {
    answers.set(V1, () => Promise.reject(new Error('connection refused')));
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBeNull();

    answers.set(V2, async () => moduleV2);
    expect(await loader.moduleWithin(NAME, V2, BUDGET)).toBe(moduleV2);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('gives up waiting when the load outlasts the budget, but keeps loading for the next request', async () => {
    const slow = deferred<RemoteServerModule>();
    answers.set(V1, () => slow.promise);

    expect(await loader.moduleWithin(NAME, V1, 10)).toBeNull();
    expect(loader.status()[NAME]?.state).toBe('loading');

    slow.resolve(moduleV1);
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('treats a module without a Root as a failed load', async () => {
    answers.set(V1, async () => ({ name: NAME, App: () => null }));
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBeNull();
    expect(loader.status()[NAME]).toEqual({ serverEntry: V1, state: 'failed', reason: expect.stringContaining('no server module') });

    // ... and backs off like any other failure.
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBeNull();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('fails a load that does not finish within its deadline, so a later request may try again', async () => {
    jest.useFakeTimers();
    answers.set(V1, () => new Promise(() => {}));
    const first = loader.moduleWithin(NAME, V1, LOAD_TIMEOUT_MS * 2);
    await jest.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS);
    expect(await first).toBeNull();
    expect(loader.status()[NAME]).toEqual({ serverEntry: V1, state: 'failed', reason: expect.stringContaining(`${LOAD_TIMEOUT_MS} ms`) });

    answers.set(V1, async () => moduleV1);
    clock += RETRY_AFTER_MS;
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);
  });

  it('warm() starts loading before any request, which then finds the module ready', async () => {
    const load = deferred<RemoteServerModule>();
    answers.set(V1, () => load.promise);

    void loader.warm(NAME, V1);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loader.status()[NAME]).toEqual({ serverEntry: V1, state: 'loading' });

    load.resolve(moduleV1);
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('warm() settles once the code has loaded: the shop is then ready (/readyz)', async () => {
    const load = deferred<RemoteServerModule>();
    answers.set(V1, () => load.promise);
    let settled = false;
    const warming = loader.warm(NAME, V1).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    load.resolve(moduleV1);
    await warming;
    expect(loader.status()[NAME]!.state).toBe('ready');
  });

  it('warm() tries a remote whose server is still starting again after the back-off, and settles with it loaded', async () => {
    jest.useFakeTimers();
    answers.set(V1, () => Promise.reject(new Error('connection refused')));
    let settled = false;
    const warming = loader.warm(NAME, V1).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(loader.status()[NAME]!.state).toBe('failed');
    // The remote's server is up a moment later; the warm-up waits its back-off, not longer.
    answers.set(V1, async () => moduleV1);
    await jest.advanceTimersByTimeAsync(FIRST_RETRY_AFTER_MS - 1);
    expect(settled).toBe(false);
    clock += FIRST_RETRY_AFTER_MS;
    await jest.advanceTimersByTimeAsync(1);
    await warming;
    expect(loader.status()[NAME]!.state).toBe('ready');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('warm() settles without a remote that is down, after its second try: the shop serves its pages from the browser', async () => {
    jest.useFakeTimers();
    answers.set(V1, () => Promise.reject(new Error('connection refused')));
    const warming = loader.warm(NAME, V1);
    await jest.advanceTimersByTimeAsync(0);
    clock += FIRST_RETRY_AFTER_MS;
    await jest.advanceTimersByTimeAsync(FIRST_RETRY_AFTER_MS);
    await expect(warming).resolves.toBeUndefined();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loader.status()[NAME]).toEqual({ serverEntry: V1, state: 'failed', reason: 'connection refused' });
  });

  it('keeps remotes apart', async () => {
    const other = 'https://cdn.example/mfe-other/server/remoteEntry.js';
    answers.set(V1, async () => moduleV1);
    answers.set(other, () => Promise.reject(new Error('down')));
    expect(await loader.moduleWithin('mfe_other', other, BUDGET)).toBeNull();
    expect(await loader.moduleWithin(NAME, V1, BUDGET)).toBe(moduleV1);
    expect(loader.status()).toEqual({
      mfe_other: { serverEntry: other, state: 'failed', reason: 'down' },
      [NAME]: { serverEntry: V1, state: 'ready' },
    });
  });
});
