import { randomBytes } from 'node:crypto';
import cors from 'cors';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { RECAPTCHA } from '@ama/contracts';
import type { CoreConfig } from '../config';
import { analyticsAllowed, analyticsSources } from './analytics-consent';

/**
 * Third-party sources a configured feature needs (reCAPTCHA script and frame, analytics tag). reCAPTCHA's
 * are paths, not whole origins: www.google.com serves far more than reCAPTCHA (docs/recaptcha.md).
 */
export const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

type SecurityConfig = Pick<CoreConfig, 'remoteOrigins' | 'servedOverHttps' | 'recaptchaSiteKey' | 'analyticsId' | 'analyticsScriptUrl'>;

/**
 * The CSP directives: same origin, plus the configured remote origins, plus a feature's own origins.
 * The analytics origins only for a response to a visitor who consented (`withAnalytics`, per request).
 */
export function cspDirectives(config: Omit<SecurityConfig, 'analyticsId' | 'analyticsScriptUrl'>, withAnalytics: readonly string[] = []) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const remotes = config.remoteOrigins;
  const recaptcha = config.recaptchaSiteKey ? RECAPTCHA_SOURCES : [];
  const analytics = [...withAnalytics];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce, ...remotes, ...recaptcha, ...analytics],
    // Remotes ship their own CSS chunks next to their scripts, so they may load styles too.
    styleSrc: ["'self'", nonce, ...remotes],
    imgSrc: ["'self'", 'data:', ...remotes, ...analytics],
    fontSrc: ["'self'", 'data:', ...remotes],
    // Remotes ship their own media next to their scripts (the home banner's clip).
    mediaSrc: ["'self'", ...remotes],
    // A remote on its dev server keeps a hot-reload websocket to its own origin.
    connectSrc: ["'self'", ...remotes, ...remotes.map((origin) => origin.replace(/^http/, 'ws')), ...recaptcha, ...analytics],
    frameSrc: recaptcha.length > 0 ? recaptcha : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Only when the shop is known to be served over https (PUBLIC_URL): `npm start` on a LAN address is
    // plain http, where upgrading every request would leave the page blank.
    upgradeInsecureRequests: config.servedOverHttps ? [] : null,
  };
}

/**
 * Browser features by who may use them: `[]` is nobody, `['self']` our own pages (not the frames of
 * other origins, e.g. reCAPTCHA). Everything the shop does not use is off, so neither an embedded
 * frame nor an injected script can ask the shopper for it.
 */
const PERMISSIONS: Record<string, readonly string[]> = {
  // The store locator centres its map on the shopper.
  geolocation: ['self'],
  camera: [],
  microphone: [],
  'display-capture': [],
  // Checkout takes no payment through the browser's Payment Request API.
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  'xr-spatial-tracking': [],
  'idle-detection': [],
  'screen-wake-lock': [],
  // No ad-interest topics computed from visits to the shop. It replaced FLoC's `interest-cohort`,
  // left out, like `bluetooth` and `ambient-light-sensor`, because Chromium logs every feature name it
  // does not know as a console error on every page.
  'browsing-topics': [],
};

/** 'camera=(), geolocation=(self), …' (RFC 8941 structured-field syntax). */
export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allowed]) => `${feature}=(${allowed.join(' ')})`)
  .join(', ');

/** A fresh nonce per response, for the inline scripts/styles the HTML needs; read from res.locals.cspNonce. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

/**
 * Paths that only ever answer data (JSON, the product SVGs, the metrics text), never a page: they get
 * the lean, constant header set below instead of the page's nonce CSP (the per-request
 * helmet + nonce cost more than the catalogue query).
 */
export const isDataPath = (path: string): boolean =>
  ((path.startsWith('/api/') || path === '/api') && !isApiDocsPage(path)) || path === '/healthz' || path === '/readyz' || path === '/metrics';

/**
 * The builds' files (web/static-assets.ts): scripts, stylesheets, fonts and pictures a page loads, never
 * a page itself. They take the data answers' constant headers: a browser applies no CSP, framing or
 * feature policy of a script's or a stylesheet's own response, and the strict `default-src 'none'` is
 * the right one for a picture opened on its own (an SVG). It spares each of a page's dozen scripts a
 * nonce and helmet's work, and ~0.5 KB of headers.
 */
const isBuildAssetPath = (path: string): boolean => /^\/(shell|remotes|releases|images)\//.test(path);

/** The API's Swagger UI (/api/docs and its assets, openapi/routes.ts) is a page with nonced scripts. */
const isApiDocsPage = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/**
 * The headers that matter for a data answer, as constant strings set without any per-request work:
 * no sniffing, not embeddable by other origins, never framed, and a CSP that lets the answer load
 * nothing should a browser ever render it (an SVG opened on its own, a JSON body sniffed as HTML).
 */
export function dataHeaders(config: Pick<CoreConfig, 'servedOverHttps'>): ReadonlyArray<readonly [string, string]> {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ...(config.servedOverHttps ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ];
}

/**
 * Pages: helmet with a strict CSP and a fresh nonce (res.locals.cspNonce); HSTS only when served over
 * https; the Permissions-Policy above. Data paths (isDataPath) and the builds' files (isBuildAssetPath):
 * the constant dataHeaders.
 * Framing is refused by both headers alike: CSP `frame-ancestors 'none'` for current browsers and
 * `X-Frame-Options: DENY` for old ones (SAMEORIGIN there would contradict the CSP).
 */
export const securityHeaders = (config: SecurityConfig): RequestHandler => {
  const headers = (analytics: readonly string[]) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, analytics) },
      xFrameOptions: { action: 'deny' },
      strictTransportSecurity: config.servedOverHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Same origin for everything; the static assets other origins may embed set their own (web router).
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  // Two fixed policies, chosen per request by the visitor's consent cookie (docs/consent.md).
  const withoutAnalytics = headers([]);
  const withAnalytics = config.analyticsId ? headers(analyticsSources(config.analyticsScriptUrl)) : withoutAnalytics;
  const data = dataHeaders(config);
  return (req: Request, res, next) => {
    if (isDataPath(req.path) || isBuildAssetPath(req.path)) {
      for (const [name, value] of data) res.setHeader(name, value);
      return next();
    }
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    (analyticsAllowed(config, req.get('cookie')) ? withAnalytics : withoutAnalytics)(req, res, next);
  };
};

/** CORS for the configured remote origins only; everyone else gets no CORS headers at all. */
export const corsForRemotes = (config: Pick<CoreConfig, 'remoteOrigins'>): RequestHandler => {
  const handler = cors({
    origin: (origin, callback) => callback(null, origin !== undefined && config.remoteOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key', 'X-Request-Id', RECAPTCHA.tokenHeader],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  // A same-origin GET (the shop's own pages, the server render) sends no Origin: nothing to decide.
  return (req, res, next) => (req.headers.origin === undefined && req.method !== 'OPTIONS' ? next() : handler(req, res, next));
};
