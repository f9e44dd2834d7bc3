import { HTTP_RETRY } from '@ama/contracts';
import { isFailedLoad, type RuntimePlugin } from './types';

type LoadEntryError = NonNullable<RuntimePlugin['loadEntryError']>;

const RETRYABLE = new Set<number>(HTTP_RETRY.statuses);

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function fetchWithRetry(fetchOnce: Fetch, url: string, init: RequestInit, retries: number): Promise<Response> {
  try {
    const response = await fetchOnce(url, init);
    if (retries > 0 && RETRYABLE.has(response.status)) return fetchWithRetry(fetchOnce, url, init, retries - 1);
    return response;
  } catch (error) {
    if (retries > 0) return fetchWithRetry(fetchOnce, url, init, retries - 1);
    throw error;
  }
}

/**
 * Retry for both paths (a remote's app and a fragment): a request the runtime fetches is a GET and gets
 * the HTTP client's one retry (docs/requirements.md#resilience); a remote entry (remoteEntry.js) that failed to load is loaded
 * once more; and a load
 * that failed for good is forgotten (the runtime may keep a failed entry), so the shopper's
 * "Try again" or the next navigation asks afresh.
 */
export function retryPlugin(fetchOnce: Fetch = (url, init) => fetch(url, init)): RuntimePlugin {
  return {
    name: 'ama-retry',
    fetch: (url, init) => fetchWithRetry(fetchOnce, url, init ?? {}, HTTP_RETRY.getRetries),
    loadEntryError: ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
      // The failed load is still the runtime's pending load of this entry: asked again, the runtime
      // would hand back that very promise, which waits for this hook (as MF's own retry plugin does).
      delete globalLoading[uniqueKey];
      const retried = getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((exports) => exports || undefined);
      // The hook's type nests the entry in a second promise; the runtime awaits whichever it gets.
      return retried as unknown as ReturnType<LoadEntryError>;
    },
    errorLoadRemote: (args) => {
      const { origin, remote } = args;
      if (isFailedLoad(args) && remote) origin.registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
      return undefined;
    },
  };
}
