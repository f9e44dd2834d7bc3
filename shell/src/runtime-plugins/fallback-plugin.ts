import type { LifeCycles } from 'single-spa';
import { recordRemoteSignal } from '../runtime/rum-signals';
import { isFailedLoad, remoteNameOf, type RuntimePlugin } from './types';

const UNAVAILABLE = Symbol.for('ama.remote-unavailable');

/** What a fragment's load resolves to when its remote is down: the host keeps its own placeholder. */
export interface UnavailableFragment {
  [UNAVAILABLE]: true;
}

export const isUnavailable = (module: unknown): module is UnavailableFragment => typeof module === 'object' && module !== null && UNAVAILABLE in module;

export interface FallbackOptions {
  /** Lifecycles that stand in for a remote's './app' in its own area, with a retry. */
  app: (remoteName: string) => LifeCycles;
}

/**
 * The last word on a load that failed for good (after retry, and unless a redeploy reloads the page):
 * a remote's app is replaced by fallback lifecycles in its own area; a fragment resolves to a marker so
 * the host keeps its placeholder. A remote that is down never breaks the page around it.
 */
export function fallbackPlugin({ app }: FallbackOptions): RuntimePlugin {
  return {
    name: 'ama-fallback',
    errorLoadRemote: (args) => {
      if (!isFailedLoad(args)) return undefined;
      console.error(`[shell] ${args.id} could not be loaded`, args.error);
      recordRemoteSignal('remote-load-failure', remoteNameOf(args));
      if (args.id.endsWith('/app')) return app(remoteNameOf(args));
      const unavailable: UnavailableFragment = { [UNAVAILABLE]: true };
      return unavailable;
    },
  };
}
