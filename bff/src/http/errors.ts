import type { ErrorBody, ErrorCode } from '@ama/contracts';
import { fieldErrors } from '@ama/contracts';
import type { ErrorRequestHandler, Express, RequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { BusyError, DiscountRefusedError, DomainError, NotFoundError, ProductUnavailableError, RuleViolationError } from '../domain/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../logger';
import { isDataPath } from './security';

/** An error the client caused or should know about; anything else becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers that belong to the error, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const sendError = (res: Response, status: number, code: ErrorCode, message: string, fields?: Record<string, string>) => {
  const body: ErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  res.status(status).json(body);
};

/** /api/<anything not routed> → 404 JSON. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendError(res, 404, 'NOT_FOUND', `No API route for ${req.method} ${req.path}`);
};

/**
 * For the routes of personal endpoints (orders, cart, wishlist, the club's member answers, bookings and
 * their cancellation links): `Cache-Control: no-store` on every answer, set before the route's own
 * guards run, so that its errors too (the 404 for someone else's order, a 400, 415 or 429) are never
 * kept by a shared cache keyed on the URL alone. Mount it with the routes' paths: router.use(paths, …).
 */
export const noStoreAnswers: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Under /api (its Swagger page too) and the health and metrics paths a client reads data: errors are JSON there, never a page. */
const answersWithData = (path: string) => path === '/api' || path.startsWith('/api/') || isDataPath(path);

/** The parts of Express 5's router (the `router` package) that say which routes match a path (as in openapi/app-routes.ts). */
interface RouterLayer {
  /** Throws the router's 400 URIError for a path whose escapes do not decode. */
  match(path: string): { path: string } | false;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  rawPath?: unknown;
  slash?: boolean;
}

/** Adds to `found` the methods of every API route in `stack` (mounted routers included) that matches `path`. */
function collectMethods(stack: readonly RouterLayer[], path: string, mountedAt: string, found: Set<string>): void {
  for (const layer of stack) {
    const matched = layer.match(path);
    if (!matched) continue;
    if (layer.route) {
      // Only the API's own routes: the web router's catch-all page route matches every path too.
      if (typeof layer.route.path !== 'string' || !answersWithData(`${mountedAt}${layer.route.path}`)) continue;
      for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') found.add(method.toUpperCase());
    } else if (layer.handle?.stack) {
      const mount = layer.slash || layer.rawPath === '/' || typeof layer.rawPath !== 'string' ? '' : layer.rawPath;
      const rest = path.slice(matched.path.length);
      collectMethods(layer.handle.stack, rest.startsWith('/') ? rest : `/${rest}`, `${mountedAt}${mount}`, found);
    }
  }
}

/**
 * OPTIONS on an API path: 204 with `Allow` naming the methods its routes really answer, or the JSON 404
 * when no route has that path. Left to Express, the first router with a route matching the path would
 * answer, and that is the web router's catch-all page route: `200 text/plain "GET, HEAD"` for every
 * path (issue 24). Mount it after CORS: a configured remote origin's preflight is answered there, with
 * the CORS headers; anyone else's OPTIONS gets this answer and no CORS header, so a browser still refuses.
 */
export const apiOptions =
  (app: Express): RequestHandler =>
  (req, res, next) => {
    if (req.method !== 'OPTIONS' || !answersWithData(req.path)) return next();
    const methods = new Set<string>();
    collectMethods((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, req.path, '', methods);
    if (methods.size === 0) return apiNotFound(req, res, next);
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    res.set('Allow', [...methods].sort().join(', ')).status(204).end();
  };

/** Status codes body-parser and the router attach to their errors, mapped to our codes. */
const CLIENT_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Bad request' },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
};

/**
 * The HTTP answer for a domain error: what does not exist is a 404, what a business rule refuses is a
 * 400 naming its fields, like any other invalid input. undefined for a kind with no mapping (a 500).
 */
export function httpErrorFor(error: DomainError): HttpError | undefined {
  if (error instanceof NotFoundError) return new HttpError(404, 'NOT_FOUND', error.message);
  if (error instanceof RuleViolationError) return new HttpError(400, 'VALIDATION_FAILED', error.message, error.fields);
  // A refused code is bad input like any other, with its own code so the form can say why.
  if (error instanceof DiscountRefusedError) return new HttpError(400, 'INVALID_DISCOUNT_CODE', error.message, { code: error.problem });
  // The request is fine; the state of the catalogue refuses it, and may change: a conflict, not bad input.
  if (error instanceof ProductUnavailableError) return new HttpError(409, 'PRODUCT_UNAVAILABLE', error.message);
  // Contracts have no "busy" code: RATE_LIMITED is the closest (429 tells the client to slow down and retry).
  if (error instanceof BusyError) return new HttpError(429, 'RATE_LIMITED', error.message, undefined, { 'Retry-After': String(error.retryAfterSeconds) });
  return undefined;
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
};

/**
 * The last middleware: every error becomes `{ error: { code, message, fields? } }`. Bad input is a 4xx,
 * never a 500; a 500 never carries a stack or an internal message.
 */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof ZodError) {
      return sendError(res, 400, 'VALIDATION_FAILED', 'The request is not valid', fieldErrors(error.issues));
    }
    const http = error instanceof DomainError ? httpErrorFor(error) : error;
    if (http instanceof HttpError) {
      if (http.headers) res.set(http.headers);
      return sendError(res, http.status, http.code, http.message, http.fields);
    }
    const type = (error as { type?: unknown } | null)?.type;
    if (type === 'entity.parse.failed') return sendError(res, 400, 'MALFORMED_JSON', 'The request body is not valid JSON');
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      const known = CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400]!;
      return sendError(res, status, known.code, known.message);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a passing state, not a bug. Clients retry after the pause.
      (req.log ?? logger).warn({ err: error }, 'database unavailable');
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(res, 503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable, please try again shortly');
    }
    (req.log ?? logger).error({ err: error }, 'unhandled error');
    return sendError(res, 500, 'INTERNAL', 'Something went wrong on our side');
  };
