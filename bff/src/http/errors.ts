import type { ErrorBody, ErrorCode, Locale } from '@ama/contracts';
import { fieldErrors, localeFromCookieHeader, resolveLocale, splitLocale } from '@ama/contracts';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { BusyError, ConflictError, DomainError, NotFoundError, RuleViolationError } from '../domain/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../logger';
import { escapeHtml } from '../mail/escape-html';
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
 * path. Mount it after CORS: a configured remote origin's preflight is answered there, with
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
    res
      .set('Allow', [...methods].sort().join(', '))
      .status(204)
      .end();
  };

/** What the page for an address that cannot be read says, in the shop's languages (the 404 page's link label). */
const BAD_ADDRESS_PAGE: Record<Locale, { title: string; description: string; home: string }> = {
  en: { title: 'This address is not valid', description: 'The link may be incomplete or mistyped. You can start again from the home page.', home: 'Back to the home page' },
  it: {
    title: 'Questo indirizzo non è valido',
    description: 'Il link potrebbe essere incompleto o scritto male. Puoi ricominciare dalla home page.',
    home: 'Torna alla home page',
  },
  es: {
    title: 'Esta dirección no es válida',
    description: 'Puede que el enlace esté incompleto o mal escrito. Puedes volver a empezar desde la página de inicio.',
    home: 'Volver a la página de inicio',
  },
  de: {
    title: 'Diese Adresse ist ungültig',
    description: 'Der Link ist vielleicht unvollständig oder falsch geschrieben. Auf der Startseite können Sie neu beginnen.',
    home: 'Zurück zur Startseite',
  },
};

/** The shared-ui ErrorPage's look (tokens of shared-ui/src/tokens), inline: this page loads nothing else. */
const BAD_ADDRESS_STYLE =
  "body{margin:0;color:#1c1b1a;background:#fff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
  'main{display:flex;flex-direction:column;align-items:center;gap:1rem;max-width:40rem;margin:0 auto;padding:6rem 1rem;text-align:center}' +
  "main p:first-child{margin:0;color:#b08d57;font-family:Georgia,'Times New Roman',serif;font-size:clamp(4rem,14vw,7rem);line-height:1}" +
  'h1{margin:0;font-size:clamp(2rem,5vw,2.75rem)}main p{margin:0;color:#5f5a54}' +
  'a{padding:.75rem 1.5rem;color:#fff;background:#1c1b1a;text-decoration:none}';

/**
 * The 400 page of a page address whose percent-escapes do not decode (`/en/%E0%A4%A`, a link cut
 * short): a short page in the path's language (else the visitor's: locale cookie, Accept-Language) with
 * a link home, instead of the API's JSON. The web router and the shell's renderer never see such a
 * path, so this page stands alone. The pages' headers (nonce CSP, framing refused) are already set by
 * securityHeaders; its only inline element is the style, with this response's nonce. Never stored:
 * it answers a mistake, not a page.
 */
function sendBadAddressPage(req: Request, res: Response): void {
  const locale = splitLocale(req.path)?.locale ?? resolveLocale({ cookie: localeFromCookieHeader(req.get('cookie') ?? ''), acceptLanguage: req.get('accept-language') });
  const text = BAD_ADDRESS_PAGE[locale];
  const nonce = typeof res.locals.cspNonce === 'string' ? escapeHtml(res.locals.cspNonce) : '';
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(text.title)}</title>`,
    nonce ? `<style nonce="${nonce}">${BAD_ADDRESS_STYLE}</style>` : '',
    '</head>',
    `<body><main><p>400</p><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.description)}</p><a href="/${locale}">${escapeHtml(text.home)}</a></main></body>`,
    '</html>',
  ].join('\n');
  res.status(400).set('Cache-Control', 'no-store').type('html').send(html);
}

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
  // A refused discount code too (INVALID_DISCOUNT_CODE): bad input like any other, with its own code.
  if (error instanceof RuleViolationError) return new HttpError(400, error.code, error.message, error.fields);
  // The request is fine; the state of things refuses it, and may change (PRODUCT_UNAVAILABLE): a conflict, not bad input.
  if (error instanceof ConflictError) return new HttpError(409, error.code, error.message, error.fields);
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
    // The router could not decode the path (router/lib/layer.js: a URIError with status 400). A page
    // address gets a page a shopper can use; the API keeps its JSON 400 below.
    if (error instanceof URIError && statusOf(error) === 400 && !answersWithData(req.path)) return sendBadAddressPage(req, res);
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
