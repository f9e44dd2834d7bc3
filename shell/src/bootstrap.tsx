import { registerApplication, start } from 'single-spa';
import type { Locale, Registry } from '@ama/contracts';
import {
  addMessages,
  configureAppStates,
  i18n,
  loadMessages,
  configureNavigation,
  createShopStore,
  hydrateFromServer,
  initI18n,
  installRouteReset,
  readServerState,
} from '@ama/platform';
import { ErrorPage, PageIntro } from '@ama/shared-ui';
import { readRegistry } from './registry/read-registry';
import { isClaimed, isShellRoute } from './registry/activity';
import { registerRemoteApps } from './runtime/register-remotes';
import { remoteContainer } from './runtime/remote-containers';
import { createFallbackApp, RecordedRemoteFallback } from './runtime/fallback-app';
import { watchReleases } from './runtime/release-watch';
import { syncLocaleWithUrl } from './runtime/locale-sync';
import { clearServerMarkupOnNavigation } from './runtime/server-markup-navigation';
import { applyRouteRulesOnNavigation } from './runtime/route-rules-navigation';
import { navigateOnPlainLinks } from './runtime/link-navigation';
import { manageScrollOnNavigation } from './runtime/scroll-on-navigation';
import { LAYOUT_REGION_NAMES } from './layout/layout-regions';
// In the startup CSS (inlined by the server), though the layout's code loads a step later.
import './layout/layout.css';
import './consent/consent.css';
import { notFoundApp } from './not-found/not-found-app';
import { EXTERNAL_ALLOWLIST } from './shell-settings';
import { messageLoader } from './i18n/load-messages';
import { takeOverVisitorCounts } from './runtime/header-counts';
import { countsApi } from './layout/visitor-counts-api';
import { nextTask } from './runtime/next-task';

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
  // The server's data first, so the first render of every app equals the server's markup.
  const serverState = readServerState();
  if (serverState) store.dispatch(hydrateFromServer(serverState));
  // The counts a page to read drew without this code: the header's island hydrates over what is on the
  // screen (docs/adr-012-load-on-need.md), and reads them itself where none were drawn.
  const drawn = await takeOverVisitorCounts();
  if (drawn) await store.dispatch(countsApi.util.upsertQueryData('visitorCounts', undefined, { cartItems: drawn.cartItems, wishlistItems: drawn.wishlistItems }));
  installRouteReset(store);
  // The startup in steps, each a task of its own (the store, the texts and settings, the layout's
  // registration, the remotes'): the browser answers a tap between them. In one go it was one task of
  // 120-150 ms on a phone (4x CPU, /en/results), the longest of a rich page's startup.
  await nextTask();
  initI18n();
  addMessages('shell', messageLoader);
  // The shell's texts in the page's language, fetched while the registry is: the header and footer
  // hydrate with them (start() below).
  const shellTexts = loadMessages(i18n.language as Locale, ['shell']).catch((error: unknown) => console.error('[shell] texts not loaded', error));
  configureNavigation({ allowlist: EXTERNAL_ALLOWLIST });
  // platform renders the app states (404, a failed area, a page intro) with the design system's parts;
  // a failed area's fallback is counted as shown (docs/rum.md).
  configureAppStates({ ErrorPage, RemoteFallback: RecordedRemoteFallback, PageIntro });
  syncLocaleWithUrl();
  clearServerMarkupOnNavigation();
  manageScrollOnNavigation();
  await nextTask();

  for (const name of LAYOUT_REGION_NAMES) {
    registerApplication({
      name,
      // Its own chunk, evaluated in a task of its own: the page is already painted by the server, and
      // one long startup task would keep the shopper's first tap waiting.
      app: () => import(/* webpackChunkName: "layout" */ './layout/layout-app').then(({ layoutApp }) => layoutApp(name)),
      activeWhen: () => true,
    });
  }
  registerApplication({
    name: 'dev-ui',
    // Loaded only on its route: the catalogue is a developer page, not part of any shop page.
    app: () => import(/* webpackChunkName: "lazy-dev-ui" */ './dev-ui/dev-ui-app').then(({ devUiApp }) => devUiApp),
    activeWhen: isShellRoute,
    customProps: { domElementGetter: () => remoteContainer('dev-ui') },
  });

  await nextTask();
  const registry = await loadRegistry();
  if (registry) {
    // The operator's route rules came with the registry: links land where typed URLs do.
    applyRouteRulesOnNavigation(registry.routeRules);
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
  await shellTexts;
  await nextTask();
  start({ urlRerouteOnly: true });
  // Only once single-spa has started: a link followed before then (a page to read starts its code after
  // its load event) loads its page as plain HTML does, instead of changing the path under apps that
  // have not mounted on the server's markup yet.
  navigateOnPlainLinks();
}

void main();
