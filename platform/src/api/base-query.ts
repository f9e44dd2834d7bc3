import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { Locale } from '@ama/contracts';
import type { RequestExtra } from '../store/store';
import { toastActions } from '../store/toast-slice';
import { getApiConfig, getApiConfigVersion } from './api-config';
import { failureToast } from './failure-toast';
import { isRetryable, maxRetriesFor, shouldToast } from './retry-policy';

/** Per-endpoint options: `extraOptions: { silent: true }` for a form that shows the error itself. */
export interface ShopExtraOptions {
  silent?: boolean;
}

export type ShopBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ShopExtraOptions, FetchBaseQueryMeta>;

let cached: { version: number; queries: Map<string, ReturnType<typeof fetchBaseQuery>> } | undefined;

/**
 * fetchBaseQuery fixes its base URL at creation: one per base URL, rebuilt when configureApi changed
 * the settings. A server render names its own base (the server's loopback address) in its store, so
 * concurrent renders never change module state the browser's requests read.
 */
function rawQuery(baseUrl = getApiConfig().baseUrl) {
  const version = getApiConfigVersion();
  if (cached?.version !== version) cached = { version, queries: new Map() };
  let query = cached.queries.get(baseUrl);
  if (!query) cached.queries.set(baseUrl, (query = fetchBaseQuery({ baseUrl })));
  return query;
}

function hasLocaleParam({ url, params }: FetchArgs): boolean {
  if (params?.locale !== undefined) return true;
  const query = url.split('#')[0]?.split('?')[1];
  return query !== undefined && new URLSearchParams(query).has('locale');
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Every write says it is JSON, a body or not (a DELETE): the BFF refuses writes without it, so a form on
 * another site, which cannot send that header without the CORS preflight, cannot write for a shopper.
 */
export function withJsonWrite(request: FetchArgs): FetchArgs {
  if (READS.has((request.method ?? 'GET').toUpperCase())) return request;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return { ...request, headers };
}

/**
 * A server render's API calls carry the page request's id (x-request-id), so the BFF's log lines of
 * those calls share the page's id. The browser sends none: the BFF gives each call its own.
 */
export function withRequestId(request: FetchArgs, requestId: string | undefined): FetchArgs {
  if (!requestId) return request;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  if (!headers.has('x-request-id')) headers.set('x-request-id', requestId);
  return { ...request, headers };
}

/** A server render's headers for every API call (the visitor the page is for); the caller's own win. */
export function withHeaders(request: FetchArgs, extraHeaders: Record<string, string> | undefined): FetchArgs {
  if (!extraHeaders) return request;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  for (const [name, value] of Object.entries(extraHeaders)) if (!headers.has(name)) headers.set(name, value);
  return { ...request, headers };
}

/** docs/requirements.md#resilience: every API request carries `locale`, unless the caller already chose one. */
export function withLocale(args: string | FetchArgs, locale: Locale): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  if (hasLocaleParam(request)) return request;
  return { ...request, params: { ...request.params, locale } };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * The base query of the shared api: adds the locale, applies the retry policy of docs/requirements.md#resilience (one retry
 * for reads, none for writes, only on the listed statuses or no answer) and raises the danger toast of
 * docs/requirements.md#errors when a request finally fails in a way the page cannot explain (see `shouldToast`).
 */
export const shopBaseQuery: ShopBaseQuery = async (args, api, extraOptions = {}) => {
  // A server render's store carries its request's locale and id; the browser's follows the URL.
  const extra = api.extra as RequestExtra | undefined;
  const localised = withJsonWrite(withLocale(args, extra?.locale ?? getApiConfig().getLocale()));
  const request = withHeaders(withRequestId(localised, extra?.requestId), extra?.headers);
  const method = request.method ?? 'GET';
  // A server render's reads that failed (RequestExtra.failedReads) are answered once per page.
  const failedReads = READS.has(method.toUpperCase()) ? extra?.failedReads : undefined;
  const readKey = failedReads ? JSON.stringify([request.url, request.params ?? {}]) : '';
  const failedBefore = failedReads?.get(readKey);
  if (failedBefore) return failedBefore;
  const retries = maxRetriesFor(method);
  let result = await rawQuery(extra?.apiBase)(request, api, {});
  for (let attempt = 0; attempt < retries && result.error && isRetryable(result.error); attempt += 1) {
    await pause(getApiConfig().retryDelayMs, api.signal);
    if (api.signal.aborted) break;
    result = await rawQuery(extra?.apiBase)(request, api, {});
  }
  if (failedReads && result.error && !api.signal.aborted) failedReads.set(readKey, result);
  // An aborted request was cancelled by us (unsubscribe, newer request): not a failure to report.
  if (result.error && !extraOptions.silent && !api.signal.aborted && shouldToast(result.error)) {
    api.dispatch(toastActions.push(failureToast(result.error, result.meta?.response)));
  }
  return result;
};
