import { RELEASE, type Registry } from '@ama/contracts';
import { redeployReloadPlugin, reloadIfRedeployed } from './redeploy-reload-plugin';
import type { LoadRemoteError } from './types';

const RELOAD_MARKER_MS = RELEASE.reloadMarkerMs;

const entry = { name: 'mfe_catalog', manifestUrl: '/remotes/mfe-catalog/mf-manifest.json', version: '1.0.0', routes: ['/'], preload: [] };
const loaded: Registry = { release: 'old', remotes: [entry] };
const redeployed: Registry = { release: 'new', remotes: [{ ...entry, version: '1.1.0' }] };

function deps(latest: Registry | Error, now = 100_000) {
  const storage = window.sessionStorage;
  return {
    fetchRegistry: jest.fn(() => (latest instanceof Error ? Promise.reject(latest) : Promise.resolve(latest))),
    now: () => now,
    storage,
    reload: jest.fn(),
  };
}

beforeEach(() => window.sessionStorage.clear());

test('reloads the target route once when the remote was redeployed', async () => {
  const first = deps(redeployed);
  await expect(reloadIfRedeployed(entry, loaded, first)).resolves.toBe(true);
  expect(first.reload).toHaveBeenCalledTimes(1);

  // a second failure within 10 s does not reload again (no reload loop on a broken release)
  const second = deps(redeployed, 100_000 + RELOAD_MARKER_MS - 1);
  await expect(reloadIfRedeployed(entry, loaded, second)).resolves.toBe(false);
  expect(second.reload).not.toHaveBeenCalled();

  const later = deps(redeployed, 100_000 + RELOAD_MARKER_MS + 1);
  await expect(reloadIfRedeployed(entry, loaded, later)).resolves.toBe(true);
});

test('does not reload when nothing was redeployed (the remote is simply down)', async () => {
  const same = deps(loaded);
  await expect(reloadIfRedeployed(entry, loaded, same)).resolves.toBe(false);
  expect(same.reload).not.toHaveBeenCalled();
});

test('does not reload when the registry cannot be read either', async () => {
  const offline = deps(new Error('offline'));
  await expect(reloadIfRedeployed(entry, loaded, offline)).resolves.toBe(false);
  expect(offline.reload).not.toHaveBeenCalled();
});

function failure(id: string, lifecycle: LoadRemoteError['lifecycle'] = 'onLoad') {
  return { id, error: new Error('chunk gone'), from: 'runtime', lifecycle, origin: {} } as unknown as LoadRemoteError;
}

test('as a runtime plugin: a redeployed remote that fails to load reloads the page and holds the load', async () => {
  const plugin = redeployReloadPlugin(loaded, deps(redeployed));
  const held = plugin.errorLoadRemote!(failure('mfe_catalog/app'));
  const settled = await Promise.race([held, new Promise((resolve) => setTimeout(() => resolve('still pending'), 20))]);
  expect(settled).toBe('still pending');
});

test('as a runtime plugin: a remote that is simply down is left to the other plugins, and so are other lifecycles', async () => {
  const down = deps(loaded);
  await expect(redeployReloadPlugin(loaded, down).errorLoadRemote!(failure('mfe_catalog/app'))).resolves.toBeUndefined();
  const manifest = deps(redeployed);
  await expect(redeployReloadPlugin(loaded, manifest).errorLoadRemote!(failure('mfe_catalog', 'afterResolve'))).resolves.toBeUndefined();
  expect(manifest.reload).not.toHaveBeenCalled();
});
