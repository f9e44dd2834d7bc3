// The shell's server entry (dist/server/server.js), required by the BFF's web front door. It renders
// pages from the layout's components and the remotes' server modules, which it loads at run time from
// the registry, as the browser does (docs/adr-006-server-rendering.md). The BFF sees only ShellServer.
import { addMessages, configureApi, configureAppStates, configureNavigation, initI18n } from '@ama/platform';
import { ErrorPage, PageIntro, RemoteFallback } from '@ama/shared-ui';
import type { PageRenderRequest, Registry, ShellServer } from '@ama/contracts';
import { shellMessages } from '../i18n';
import { EXTERNAL_ALLOWLIST } from '../shell-settings';
import { renderConsentBanner } from './consent-banner';
import { RemoteLoader } from './remote-loader';
import { renderPage } from './render-page';

initI18n();
addMessages('shell', shellMessages);
configureNavigation({ allowlist: EXTERNAL_ALLOWLIST });
configureAppStates({ ErrorPage, RemoteFallback, PageIntro });
// No retry pause on the server: the budget is too short for one, the browser retries if needed.
configureApi({ retryDelayMs: 0 });

const loader = new RemoteLoader();

// Each render's store carries its own API base (the BFF over loopback): no module state changes per request.
export const render: ShellServer['render'] = (page: PageRenderRequest) => renderPage(loader, page);

export const warm: ShellServer['warm'] = async (registry: Registry) => {
  await Promise.all(registry.remotes.map((entry) => (entry.serverEntry && entry.ssr !== false ? loader.warm(entry.name, entry.serverEntry) : undefined)));
};

export const status: ShellServer['status'] = () => loader.status();

// The consent banner's markup in one language; the BFF keeps it and adds it per response (docs/consent.md).
export const consentBanner: NonNullable<ShellServer['consentBanner']> = renderConsentBanner;
