import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { RUM_API_PATH } from '@ama/contracts/rum-fields';
import type { Logger } from '../logger';
import { isDataPath } from './security';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A caller-supplied id is kept only when it is short and plain, so it cannot forge log lines. */
const TRUSTED_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's id when it is plain and short, a new one otherwise. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && TRUSTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * Query parameters whose values never reach the logs: personal links' tokens (club member, event and
 * appointment cancellation, order reference) and a shopper's position or place in the store locator
 * (the privacy policy says the position is used for the search and not kept).
 */
const PRIVATE_PARAMETERS = new Set(['token', 'ref', 'order', 'lat', 'lng', 'near', 'email']);

/** The URL as logged: path and parameter names kept, private values replaced. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of new Set(params.keys())) {
    if (PRIVATE_PARAMETERS.has(name.toLowerCase())) params.set(name, '[redacted]');
  }
  return `${url.slice(0, query)}?${params.toString().replace(/%5Bredacted%5D/g, '[redacted]')}`;
}

/**
 * Successful reads of data (GET/HEAD answered 2xx/3xx under /api, /healthz, /readyz, /metrics) are the
 * bulk of the traffic and say nothing an operator acts on: they are logged at debug (LOG_LEVEL=debug
 * shows them; the request counter of /metrics counts them all). Pages and writes stay at info, 4xx at
 * warn, 5xx at error — every line with its request id. Decided in docs/performance.md.
 */
export function levelFor(method: string, path: string, status: number, failed: boolean): 'debug' | 'info' | 'warn' | 'error' {
  if (failed || status >= 500) return 'error';
  if (status >= 400) return 'warn';
  // Real-user beacons arrive with every page view: a line each would drown the log (docs/rum.md).
  if (method === 'POST' && path === RUM_API_PATH) return 'debug';
  return (method === 'GET' || method === 'HEAD') && isDataPath(path) ? 'debug' : 'info';
}

declare module 'http' {
  interface IncomingMessage {
    /** The request id (x-request-id), set by requestLogging. */
    id?: string;
    /** A logger whose lines carry the request id (made on first use). */
    log?: Logger;
  }
}

/**
 * The request id on every response and every log line of the request; one line when the response is
 * finished, at the level above. Lean on purpose (it runs on every request): the child logger is made
 * only when a handler logs something of its own, and nothing is serialised for a line that its level
 * would drop.
 */
export const requestLogging =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const id = requestId(req, res);
    const started = performance.now();
    // Read now: a mounted router strips its prefix from req.url while it handles the request.
    const { method, path } = req;
    const url = req.originalUrl;
    let child: Logger | undefined;
    req.id = id;
    Object.defineProperty(req, 'log', { configurable: true, enumerable: false, get: () => (child ??= logger.child({ reqId: id })) });
    res.once('finish', () => {
      const failed = Boolean((res as { err?: unknown }).err);
      const level = levelFor(method, path, res.statusCode, failed);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: id,
          req: { id, method, url: loggedUrl(url) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      );
    });
    next();
  };
