import { registerApplication, start } from 'single-spa';
import type { Registry } from '@ama/contracts';
import { addMessages, configureAppStates, configureNavigation, createShopStore, initI18n, installRouteReset } from '@ama/platform';
import { ErrorPage, PageIntro, RemoteFallback } from '@ama/shared-ui';
import { readRegistry } from './registry/read-registry';
import { isClaimed, isShellRoute } from './registry/activity';
import { registerRemoteApps } from './runtime/register-remotes';
import { remoteContainer } from './runtime/remote-containers';
import { createFallbackApp } from './runtime/fallback-app';
import { watchReleases } from './runtime/release-watch';
import { syncLocaleWithUrl } from './runtime/locale-sync';
import { dropFirstPaintOnNavigation } from './runtime/first-paint-navigation';
import { layoutApp } from './layout/layout-app';
import { notFoundApp } from './not-found/not-found-app';
import en from './i18n/en.json';
import it from './i18n/it.json';
import es from './i18n/es.json';
import de from './i18n/de.json';

/** External hosts the shop may send a shopper to (spec §8: everything else is refused). */
const EXTERNAL_ALLOWLIST = ['wa.me'];

async function loadRegistry(): Promise<Registry | null> {
  try {
    return await readRegistry();
  } catch (error) {
    console.error('[shell] registry unavailable', error);
    return null;
  }
}

async function main() {
  const store = createShopStore();
  installRouteReset(store);
  initI18n();
  addMessages('shell', { en, it, es, de });
  configureNavigation({ allowlist: EXTERNAL_ALLOWLIST });
  // platform renders the app states (404, a failed area, a page intro) with the design system's parts.
  configureAppStates({ ErrorPage, RemoteFallback, PageIntro });
  syncLocaleWithUrl();
  dropFirstPaintOnNavigation();

  registerApplication({ name: 'layout', app: layoutApp, activeWhen: () => true });
  registerApplication({
    name: 'dev-ui',
    // Loaded only on its route: the catalogue is a developer page, not part of any shop page.
    app: () => import(/* webpackChunkName: "lazy-dev-ui" */ './dev-ui/dev-ui-app').then(({ devUiApp }) => devUiApp),
    activeWhen: isShellRoute,
    customProps: { domElementGetter: () => remoteContainer('dev-ui') },
  });

  const registry = await loadRegistry();
  if (registry) {
    registerRemoteApps(registry);
    registerApplication({
      name: 'not-found',
      app: notFoundApp,
      activeWhen: (location) => !isClaimed(registry, location),
      customProps: { domElementGetter: () => remoteContainer('not-found') },
    });
    watchReleases(registry);
  } else {
    // Without a registry no remote can be found: offer a retry in the main area, keep header and footer.
    registerApplication({
      name: 'registry-unavailable',
      app: createFallbackApp('registry', () => window.location.reload()),
      activeWhen: () => true,
      customProps: { domElementGetter: () => remoteContainer('registry-unavailable') },
    });
  }
  start({ urlRerouteOnly: true });
}

void main();
