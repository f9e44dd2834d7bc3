import { RELEASE, type Registry, type RegistryEntry } from '@ama/contracts';
import { fetchRegistry } from '../registry/read-registry';
import { isFailedLoad, remoteNameOf, type RuntimePlugin } from './types';

const MARKER_KEY = 'ama:reloaded-at';

export interface RedeployDeps {
  fetchRegistry: () => Promise<Registry>;
  now: () => number;
  storage: Storage;
  reload: () => void;
}

const browserDeps = (): RedeployDeps => ({
  fetchRegistry,
  now: () => Date.now(),
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

function isRedeployed(entry: RegistryEntry, loaded: Registry, latest: Registry): boolean {
  const fresh = latest.remotes.find((remote) => remote.name === entry.name);
  if (latest.release !== loaded.release) return true;
  return fresh !== undefined && (fresh.manifestUrl !== entry.manifestUrl || fresh.version !== entry.version);
}

/**
 * A remote whose files fail to load right after a redeploy still points at files that are gone. When
 * the current registry shows a newer release, reload the target route once, at most once per
 * marker period (10 s; docs/requirements.md#resilience) so a broken release cannot loop. Returns true when a reload started.
 */
export async function reloadIfRedeployed(entry: RegistryEntry, loaded: Registry, deps: RedeployDeps = browserDeps()): Promise<boolean> {
  let latest: Registry;
  try {
    latest = await deps.fetchRegistry();
  } catch {
    return false;
  }
  if (!isRedeployed(entry, loaded, latest)) return false;
  const last = Number(deps.storage.getItem(MARKER_KEY) ?? 0);
  if (deps.now() - last < RELEASE.reloadMarkerMs) return false;
  deps.storage.setItem(MARKER_KEY, String(deps.now()));
  deps.reload();
  return true;
}

/** The runtime plugin: on a failed load of a registry remote, reload if it was redeployed. */
export function redeployReloadPlugin(loaded: Registry, deps?: RedeployDeps): RuntimePlugin {
  return {
    name: 'ama-redeploy-reload',
    errorLoadRemote: async (args) => {
      const entry = loaded.remotes.find((remote) => remote.name === remoteNameOf(args));
      if (!isFailedLoad(args) || !entry) return undefined;
      // The page is going away: hold the load so nothing (not even a fallback) flashes before it does.
      if (await reloadIfRedeployed(entry, loaded, deps)) return new Promise<never>(() => {});
      return undefined;
    },
  };
}
