import { registerApplication, unloadApplication, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry, RegistryEntry } from '@ama/contracts';
import { activityFor } from '../registry/activity';
import { remoteContainer } from './remote-containers';
import { createFallbackApp } from './fallback-app';
import { reloadIfRedeployed } from './redeploy-reload';

const toFederationRemote = (entry: RegistryEntry) => ({ name: entry.name, entry: entry.manifestUrl });

/** Loads a remote's './app' lifecycles, or lifecycles of its fallback when it cannot be loaded. */
async function loadRemoteApp(entry: RegistryEntry, registry: Registry, reloadPage: () => void): Promise<LifeCycles> {
  try {
    const app = await loadRemote<LifeCycles>(`${entry.name}/app`);
    if (!app) throw new Error(`${entry.name}/app exposed nothing`);
    return app;
  } catch (error) {
    console.error(`[shell] ${entry.name} could not be loaded`, error);
    if (await reloadIfRedeployed(entry, registry)) return new Promise<never>(() => {});
    return createFallbackApp(entry.name, () => retry(entry, reloadPage));
  }
}

/** True when the page's HTML preloaded this remote's files (it owns the route the page was opened on). */
function preloadedByPage(entry: RegistryEntry): boolean {
  const base = new URL(entry.manifestUrl, window.location.href).href.replace(/[^/]*$/, '');
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(base));
}

/**
 * Forget the failed attempt (Module Federation caches it) and let single-spa load the remote again.
 * A browser hands a failed preload to the next request for the same URL, so a remote whose files the
 * HTML preloaded is retried with a fresh page load of the same route instead.
 */
async function retry(entry: RegistryEntry, reloadPage: () => void) {
  if (preloadedByPage(entry)) {
    reloadPage();
    return;
  }
  registerRemotes([toFederationRemote(entry)], { force: true });
  await unloadApplication(entry.name, { waitForUnmount: false });
}

/** One single-spa application per registry entry, active on that entry's routes. */
export function registerRemoteApps(registry: Registry, reloadPage = () => window.location.reload()) {
  registerRemotes(registry.remotes.map(toFederationRemote));
  for (const entry of registry.remotes) {
    const container = remoteContainer(entry.name);
    registerApplication({
      name: entry.name,
      app: () => loadRemoteApp(entry, registry, reloadPage),
      activeWhen: activityFor(entry),
      customProps: { domElementGetter: () => container },
    });
  }
}
