import { RELEASE } from '@ama/contracts';
import { failedLoadReloadPlugin } from './failed-load-reload-plugin';
import type { LoadRemoteError } from './types';

/** One tab: its sessionStorage marker, a clock and the reload. */
function tab(now = 100_000) {
  const kept = new Map<string, string>();
  return {
    now: jest.fn(() => now),
    storage: { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) },
    reload: jest.fn(),
  };
}

function failure(id: string, lifecycle: LoadRemoteError['lifecycle'] = 'onLoad') {
  return { id, error: new Error('chunk gone'), from: 'runtime', lifecycle, origin: {} } as unknown as LoadRemoteError;
}

const settledWithin = async (answer: unknown, ms = 30) =>
  Promise.race([Promise.resolve(answer).then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('still pending'), ms))]);

test('a route’s remote that fails to load reloads the target route and holds the load (no fallback flashes), with no newer release needed', async () => {
  const deps = tab();
  const plugin = failedLoadReloadPlugin(deps);
  expect(await settledWithin(plugin.errorLoadRemote!(failure('mfe_catalog/app')))).toBe('still pending');
  expect(deps.reload).toHaveBeenCalledTimes(1);
});

test(`a second failure within ${RELEASE.reloadMarkerMs} ms is left to the fallback: a file that stays missing never loops`, async () => {
  const deps = tab();
  const plugin = failedLoadReloadPlugin(deps);
  expect(await settledWithin(plugin.errorLoadRemote!(failure('mfe_events/app')))).toBe('still pending');
  deps.now.mockReturnValue(100_000 + RELEASE.reloadMarkerMs - 1);
  await expect(plugin.errorLoadRemote!(failure('mfe_events/app'))).resolves.toBeUndefined();
  expect(deps.reload).toHaveBeenCalledTimes(1);
  deps.now.mockReturnValue(100_000 + RELEASE.reloadMarkerMs);
  expect(await settledWithin(plugin.errorLoadRemote!(failure('mfe_events/app')))).toBe('still pending');
  expect(deps.reload).toHaveBeenCalledTimes(2);
});

test('a fragment of another page part, and a manifest being resolved, never reload the page', async () => {
  const deps = tab();
  const plugin = failedLoadReloadPlugin(deps);
  await expect(plugin.errorLoadRemote!(failure('mfe_club/NewsletterSignup'))).resolves.toBeUndefined();
  await expect(plugin.errorLoadRemote!(failure('mfe_catalog', 'afterResolve'))).resolves.toBeUndefined();
  expect(deps.reload).not.toHaveBeenCalled();
});
