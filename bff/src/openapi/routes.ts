import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import type { CoreConfig } from '../config';
import { buildOpenApiDocument } from './document';
import type { Endpoint } from './endpoint';

/** Where the docs page's files are served from (the page and its own init script included). */
export const DOCS_PATH = '/docs';
export const DOCS_ASSETS_PATH = '/docs/assets';
export const OPENAPI_PATH = '/openapi.json';

/**
 * Swagger UI's folder in node_modules, at run time: the BFF's bundler would turn `require.resolve` into
 * a module id (bff/rspack.config.mjs keeps packages external), as in stores/gazetteer.ts.
 */
const swaggerUiDir = () => path.dirname(createRequire(__filename).resolve('swagger-ui-dist/package.json'));

/**
 * The page's own CSP: the API's data paths get `default-src 'none'` (http/security.ts), which would
 * stop the viewer; this page loads only its own files, its scripts carry the response's nonce, and it
 * may fetch only this origin (the document). No CDN, no inline script or style without the nonce.
 */
const pagePolicy = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

/** Starts Swagger UI on the document; a file of its own so the page has no inline script. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api${OPENAPI_PATH}', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, tryItOutEnabled: false });
});
`;

const page = (nonce: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>AMA shop API reference</title>
<link rel="stylesheet" href="/api${DOCS_ASSETS_PATH}/swagger-ui.css" nonce="${nonce}">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api${DOCS_ASSETS_PATH}/swagger-ui-bundle.js" nonce="${nonce}"></script>
<script src="/api${DOCS_ASSETS_PATH}/init.js" nonce="${nonce}"></script>
</body>
</html>
`;

const docsAssets = (): RequestHandler[] => [
  (req, res, next) => {
    if (req.path !== '/init.js') return next();
    res.type('text/javascript').set('Cache-Control', 'no-cache').send(INIT_SCRIPT);
  },
  express.static(swaggerUiDir(), { index: false, maxAge: '1d', fallthrough: true }),
];

/**
 * GET /api/openapi.json, always: the OpenAPI 3.1 document of this app as configured (docs/api.md).
 * GET /api/docs, when config.apiDocs (development, or API_DOCS=1): Swagger UI, self-hosted from the
 * swagger-ui-dist package, with its files under /api/docs/assets/.
 */
export function openApiRouter(config: CoreConfig, endpoints: readonly Endpoint[]): Router {
  const router = Router();
  let document: string | undefined;
  router.get(OPENAPI_PATH, (_req, res) => {
    // Built on first request, then kept: the app's routes and limits do not change while it runs.
    document ??= JSON.stringify(buildOpenApiDocument(endpoints, config));
    res.type('application/json').set('Cache-Control', 'no-cache').send(document);
  });
  if (config.apiDocs) {
    router.get(DOCS_PATH, (_req, res) => {
      const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : randomBytes(16).toString('base64');
      res
        .set({ 'Content-Security-Policy': pagePolicy(nonce), 'Cache-Control': 'no-store' })
        .type('html')
        .send(page(nonce));
    });
    router.use(DOCS_ASSETS_PATH, ...docsAssets());
  }
  return router;
}
