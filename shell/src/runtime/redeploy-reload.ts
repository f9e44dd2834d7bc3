import type { Registry, RegistryEntry } from '@ama/contracts';
import { fetchRegistry } from '../registry/read-registry';

/** Spec §9: page reload marker 10 s — at most one reload per 10 s, so a broken release cannot loop. */
export const RELOAD_MARKER_MS = 10_000;
const MARKER_KEY = 'ama:reloaded-at';

/**
 * A remote whose chunks fail to load right after a redeploy still points at files that are gone. When
 * the current registry shows a newer release of it, reload the target route once (spec §8).
 * Returns true when a reload was started.
 */
export async function reloadIfRedeployed(
  entry: RegistryEntry,
  loaded: Registry,
  deps = { fetchRegistry, now: () => Date.now(), storage: window.sessionStorage, reload: () => window.location.reload() },
): Promise<boolean> {
  let latest: Registry;
  try {
    latest = await deps.fetchRegistry();
  } catch {
    return false;
  }
  const fresh = latest.remotes.find((remote) => remote.name === entry.name);
  const redeployed =
    latest.release !== loaded.release || (fresh !== undefined && (fresh.manifestUrl !== entry.manifestUrl || fresh.version !== entry.version));
  if (!redeployed) return false;
  const last = Number(deps.storage.getItem(MARKER_KEY) ?? 0);
  if (deps.now() - last < RELOAD_MARKER_MS) return false;
  deps.storage.setItem(MARKER_KEY, String(deps.now()));
  deps.reload();
  return true;
}
