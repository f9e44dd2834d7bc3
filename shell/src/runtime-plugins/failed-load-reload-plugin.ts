import { reloadForFailedLoad, mayReloadForFailedLoad, type FailedLoadReloadDeps } from '@ama/platform';
import { beforePageGoes, recordRemoteSignal } from '../runtime/rum-signals';
import { isFailedLoad, remoteNameOf, type RuntimePlugin } from './types';

/**
 * docs/requirements.md#resilience: a route's remote whose code fails to load (after the retry plugin's second try) reloads the
 * target route — whether or not a newer release exists — at most once per 10 s in a tab
 * (platform's failed-load-reload.ts); past that, the fallback plugin shows the area's fallback. Only a
 * route's app: a fragment of another page part (the footer's newsletter form) keeps its placeholder and
 * never reloads the page the shopper is reading.
 */
export function failedLoadReloadPlugin(deps?: FailedLoadReloadDeps): RuntimePlugin {
  return {
    name: 'ama-failed-load-reload',
    errorLoadRemote: async (args) => {
      if (!isFailedLoad(args) || !args.id.endsWith('/app') || !mayReloadForFailedLoad(deps)) return undefined;
      // Counted before the page goes: the real-user beacon is started so it leaves with the page (a
      // canary whose code fails is judged by these), then the reload.
      recordRemoteSignal('remote-load-failure', remoteNameOf(args));
      await beforePageGoes();
      // The page is going away: hold the load so nothing (not even a fallback) flashes before it does.
      if (reloadForFailedLoad(deps)) return new Promise<never>(() => {});
      return undefined;
    },
  };
}
