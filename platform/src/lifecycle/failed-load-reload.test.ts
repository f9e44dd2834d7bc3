import { RELEASE } from '@ama/contracts';
import { prepareOrReload } from './create-remote-app';
import { isChunkLoadError, mayReloadForFailedLoad, reloadForFailedLoad } from './failed-load-reload';

const tab = () => {
  const kept = new Map<string, string>();
  return { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
};

test(`reloads once, then not again within ${RELEASE.reloadMarkerMs} ms in the same tab, and again after`, () => {
  const storage = tab();
  const reload = jest.fn();
  expect(reloadForFailedLoad({ now: () => 100_000, storage, reload })).toBe(true);
  expect(reloadForFailedLoad({ now: () => 100_000 + RELEASE.reloadMarkerMs - 1, storage, reload })).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(mayReloadForFailedLoad({ now: () => 100_000 + RELEASE.reloadMarkerMs, storage, reload })).toBe(true);
  expect(reloadForFailedLoad({ now: () => 100_000 + RELEASE.reloadMarkerMs, storage, reload })).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('never reloads where the tab keeps no marker (storage refused): a reload there could loop', () => {
  const reload = jest.fn();
  expect(reloadForFailedLoad({ now: () => 1, storage: undefined, reload })).toBe(false);
  const refusing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {},
  };
  expect(reloadForFailedLoad({ now: () => 1e9, storage: refusing, reload })).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

test.each([
  ['the bundler’s ChunkLoadError', Object.assign(new Error('Loading chunk 817 failed.'), { name: 'ChunkLoadError' }), true],
  ['a missing CSS chunk', new Error('Loading CSS chunk checkout failed.\n(/remotes/mfe-cart-checkout/checkout.css)'), true],
  ['Chrome’s module script failure', new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/x.js'), true],
  ['Firefox’s', new TypeError('error loading dynamically imported module'), true],
  ['a render error', new TypeError("Cannot read properties of undefined (reading 'price')"), false],
  ['a thrown string', 'Loading chunk 1 failed', false],
])('%s is a failed chunk load: %s', (_name, error, expected) => {
  expect(isChunkLoadError(error)).toBe(expected);
});

describe("a first page whose lazy page's file does not come (createRemoteApp's prepare)", () => {
  const chunkError = Object.assign(new Error('Loading chunk checkout failed.'), { name: 'ChunkLoadError' });
  const settled = (promise: Promise<void>) => Promise.race([promise.then(() => 'ready'), new Promise((resolve) => setTimeout(() => resolve('held'), 30))]);

  test('reloads the target route and holds the mount; within 10 s it mounts, for the boundary to show the fallback', async () => {
    const storage = tab();
    const reload = jest.fn();
    const failing = () => Promise.reject(chunkError);
    await expect(settled(prepareOrReload(failing, { now: () => 10_000, storage, reload }))).resolves.toBe('held');
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(settled(prepareOrReload(failing, { now: () => 15_000, storage, reload }))).resolves.toBe('ready');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('another failure is the mount’s, as before; a page that prepares is ready', async () => {
    const reload = jest.fn();
    await expect(prepareOrReload(() => Promise.reject(new Error('bad data')), { now: () => 1e6, storage: tab(), reload })).rejects.toThrow('bad data');
    await expect(prepareOrReload(() => Promise.resolve(), { now: () => 1e6, storage: tab(), reload })).resolves.toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });
});
