import { registerApplication, unloadApplication, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry, RegistryEntry } from '@ama/contracts';
import { activityFor } from '../registry/activity';
import { remoteContainer } from './remote-containers';
import { createFallbackApp } from './fallback-app';
import { reloadIfRedeployed } from './redeploy-reload';

const toFederationRemote = (entry: RegistryEntry) => ({ name: entry.name, entry: entry.manifestUrl });

/** Loads a remote's './app' lifecycles, or lifecycles of its fallback when it cannot be loaded. */
async function loadRemoteApp(entry: RegistryEntry, registry: Registry): Promise<LifeCycles> {
  try {
    const app = await loadRemote<LifeCycles>(`${entry.name}/app`);
    if (!app) throw new Error(`${entry.name}/app exposed nothing`);
    return app;
  } catch (error) {
    console.error(`[shell] ${entry.name} could not be loaded`, error);
    if (await reloadIfRedeployed(entry, registry)) return new Promise<never>(() => {});
    return createFallbackApp(entry.name, () => retry(entry));
  }
}

/** Forget the failed attempt (Module Federation caches it) and let single-spa load the remote again. */
async function retry(entry: RegistryEntry) {
  registerRemotes([toFederationRemote(entry)], { force: true });
  await unloadApplication(entry.name, { waitForUnmount: false });
}

/** One single-spa application per registry entry, active on that entry's routes. */
export function registerRemoteApps(registry: Registry) {
  registerRemotes(registry.remotes.map(toFederationRemote));
  for (const entry of registry.remotes) {
    const container = remoteContainer(entry.name);
    registerApplication({
      name: entry.name,
      app: () => loadRemoteApp(entry, registry),
      activeWhen: activityFor(entry),
      customProps: { domElementGetter: () => container },
    });
  }
}
