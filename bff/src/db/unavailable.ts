/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is wrong": the
 * server is down or restarting, the connection dropped, or no pooled connection came in time. The shop
 * answers them with 503 + Retry-After (http/errors.ts): the request may well succeed a moment later,
 * and the pg pool reconnects by itself once the server is back.
 */

/** Socket-level failures node reports while connecting to or talking with the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server going away or not accepting connections yet (57P01 admin_shutdown, 57P03 cannot_connect_now…). */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg and pg-pool report a dropped connection or a pool wait timeout with these messages, without a code. */
const CONNECTION_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'Client has encountered a connection error', 'Connection ended'];

/** Retry-After (seconds) for a 503 caused by the database: a restart usually takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE_STATES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
  // node reports a refused connection to several addresses (localhost → ::1 and 127.0.0.1) as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}
