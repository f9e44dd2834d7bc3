import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { HTTP_RETRY } from '@ama/contracts';

const RETRY_STATUSES: ReadonlySet<number> = new Set(HTTP_RETRY.statuses);

const READ_METHODS = new Set(['GET', 'HEAD']);

/** docs/requirements.md#resilience (HTTP_RETRY): a read is retried, a write never is (a repeated POST could order or subscribe twice). */
export const maxRetriesFor = (method: string): number => (READ_METHODS.has(method.toUpperCase()) ? HTTP_RETRY.getRetries : HTTP_RETRY.writeRetries);

/** The HTTP status behind an error, also when the body of an error response was not JSON. */
export function httpStatusOf(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return undefined;
}

/** Retryable: a status of HTTP_RETRY's list, or no answer at all (network failure or time-out). */
export function isRetryable(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  const status = httpStatusOf(error);
  return status !== undefined && RETRY_STATUSES.has(status);
}

/**
 * Whether a request that finally failed raises the danger toast of docs/requirements.md#errors ("failed request → danger
 * notification with status code and status text"): every request or response error does. A form or
 * page that shows the answer in place (400 field errors, 409 "already registered", an invalid
 * discount code) opts out per endpoint with `extraOptions: { silent: true }`.
 */
export function shouldToast(error: FetchBaseQueryError): boolean {
  // CUSTOM_ERROR is ours (e.g. an aborted or skipped request), not a failure of the server.
  return error.status !== 'CUSTOM_ERROR';
}
