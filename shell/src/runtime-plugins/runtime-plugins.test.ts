/**
 * @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { fallbackPlugin, isUnavailable } from './fallback-plugin';
import { retryPlugin } from './retry-plugin';

const MANIFEST = 'http://127.0.0.1:9/remotes/mfe-events/mf-manifest.json';
const fallbackApp: LifeCycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

/** The shell's federation runtime with the shell's plugins, and a manifest server that answers `status`. */
function runtime(answer: () => Response | Promise<Response>) {
  const requests: string[] = [];
  const fetchOnce = async (url: string) => {
    requests.push(url);
    return answer();
  };
  const instance = createInstance({
    name: `shell_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: 'mfe_events', entry: MANIFEST }],
    plugins: [retryPlugin(fetchOnce), fallbackPlugin({ app: () => fallbackApp })],
  });
  return { instance, requests };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

test("a remote's manifest answered 503 is requested once more, then its app falls back to the area's fallback", async () => {
  const { instance, requests } = runtime(() => new Response('busy', { status: 503 }));
  await expect(instance.loadRemote('mfe_events/app')).resolves.toBe(fallbackApp);
  expect(requests).toEqual([MANIFEST, MANIFEST]);
});

test('a refused connection is retried once too, and a fragment of the remote resolves to "unavailable"', async () => {
  const { instance, requests } = runtime(() => Promise.reject(new TypeError('fetch failed')));
  const fragment = await instance.loadRemote('mfe_events/StoreLocatorTeaser');
  expect(isUnavailable(fragment)).toBe(true);
  expect(requests).toHaveLength(2);
});

test('a status that is not worth repeating (404) is not retried', async () => {
  const { instance, requests } = runtime(() => new Response('gone', { status: 404 }));
  await instance.loadRemote('mfe_events/app');
  expect(requests).toHaveLength(1);
});

test('after a failure the next load asks again instead of reusing the failed attempt', async () => {
  const { instance, requests } = runtime(() => new Response('busy', { status: 503 }));
  await instance.loadRemote('mfe_events/app');
  await instance.loadRemote('mfe_events/app');
  expect(requests).toHaveLength(4);
});
