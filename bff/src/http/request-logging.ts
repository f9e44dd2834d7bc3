import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A caller-supplied id is kept only when it is short and plain, so it cannot forge log lines. */
const TRUSTED_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && TRUSTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
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

/** One log line per request with its id, status and time; 5xx as errors, 4xx as warnings. */
export const requestLogging = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
