import { registerApplication, unloadApplication, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { browserEntryOf, type Registry, type RegistryEntry } from '@ama/contracts';
import { provideFragmentLoader } from '@ama/platform';
import { activityFor } from '../registry/activity';
import { installRuntimePlugins, isUnavailable } from '../runtime-plugins';
import { remoteContainer } from './remote-containers';
import { createFallbackApp } from './fallback-app';
import { isStaticServerMarkup, staticPageApp } from './static-page-app';
import { recordRemoteSignal } from './rum-signals';

/**
 * A remote is registered by its container (remoteEntry.js), never by its mf-manifest.json: the shell's
 * federation runtime is built without manifest support (`disableSnapshot` in rspack.base.js).
 */
const toFederationRemote = (entry: RegistryEntry) => ({ name: entry.name, entry: browserEntryOf(entry) });

/** True when the page's HTML preloaded this remote's files (it owns the route the page was opened on). */
function preloadedByPage(entry: RegistryEntry): boolean {
  const base = new URL(browserEntryOf(entry), window.location.href).href.replace(/[^/]*$/, '');
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(base));
}

/**
 * The shopper's "Try again" on a remote's fallback: single-spa loads the app again (the retry plugin
 * already made the runtime forget the failed attempt). A browser hands a failed preload to the next
 * request for the same URL, so a remote whose files the HTML preloaded is retried with a fresh page
 * load of the same route instead.
 */
function retryApp(entry: RegistryEntry, reloadPage: () => void) {
  if (preloadedByPage(entry)) reloadPage();
  else void unloadApplication(entry.name, { waitForUnmount: false });
}

/** One single-spa application per registry entry, active on that entry's routes. */
export function registerRemoteApps(registry: Registry, reloadPage = () => window.location.reload()) {
  const byName = new Map(registry.remotes.map((entry) => [entry.name, entry]));
  const fallbackFor = (name: string) =>
    createFallbackApp(name, () => {
      const entry = byName.get(name);
      if (entry) retryApp(entry, reloadPage);
      else reloadPage();
    });
  installRuntimePlugins({ app: fallbackFor });
  registerRemotes(registry.remotes.map(toFederationRemote));
  // Fragments (MiniCart, AddToCartButton, WishlistStrip…) go through the same runtime and plugins; a
  // remote that is down resolves to the fallback plugin's marker, which hosts see as null (and keep
  // their placeholder or unavailable state: a fallback shown, docs/rum.md).
  provideFragmentLoader((id) =>
    loadRemote(id).then((module) => {
      if (!isUnavailable(module)) return module;
      recordRemoteSignal('fallback', id);
      return null;
    }),
  );
  for (const entry of registry.remotes) {
    const container = remoteContainer(entry.name);
    registerApplication({
      name: entry.name,
      app: () => {
        // A failed load resolves to the fallback plugin's lifecycles; an empty module is a failure too.
        const load = () => loadRemote<LifeCycles>(`${entry.name}/app`).then((app) => app ?? fallbackFor(entry.name));
        // A first page without islands is HTML only: the remote's code waits until it is needed.
        return isStaticServerMarkup(container) ? Promise.resolve(staticPageApp(container, load)) : load();
      },
      activeWhen: activityFor(entry),
      customProps: { domElementGetter: () => container },
    });
  }
}
