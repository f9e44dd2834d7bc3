import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { resolveLocale, splitLocale, matchesAnyRoute, DEFAULT_LOCALE, SHELL_ROUTES, localeFromCookieHeader } from '@ama/contracts';
import { repoRootDir } from '../paths';
import { RegistrySource } from './registry-source';
import { ManifestPreloads } from './manifest-preload';
import { HtmlPage } from './html-page';
import { staticAssets } from './static-assets';
import { ShellAssets } from './shell-assets';
import { FirstPaint } from './first-paint';
import { remoteFolders } from './local-remotes';
import { canonicalPath, queryOf, sameOriginLocation } from './redirect-location';

export interface WebConfig {
  /** The repository root (holds shell/dist and mfe-*\/dist). */
  repoRoot?: string;
  registryFile?: string;
  /** name → manifest URL overrides (REMOTE_OVERRIDES), e.g. a remote running on its dev server. */
  remoteOverrides?: Record<string, string>;
}

/**
 * The all-in-one front door: GET /api/registry, the built shell and remotes, and the HTML of every page
 * with the locale routing of spec §2 (root redirect, no trailing slash, 404 for unclaimed paths).
 */
export function createWebRouter(config: WebConfig = {}): Router {
  const repoRoot = config.repoRoot ?? repoRootDir();
  const registry = new RegistrySource({ repoRoot, registryFile: config.registryFile, overrides: config.remoteOverrides });
  const preloads = new ManifestPreloads(repoRoot);
  const page = new HtmlPage(path.join(repoRoot, 'shell', 'dist', 'index.html'));
  const shellAssets = new ShellAssets(path.join(repoRoot, 'shell', 'dist'));
  const firstPaint = new FirstPaint(repoRoot);
  const router = express.Router();

  router.get('/api/registry', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(registry.current());
  });

  router.use(staticAssets(repoRoot, remoteFolders(repoRoot)));

  router.get('/{*path}', (req: Request, res: Response, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api') return next();
    // req.path is the parsed path, also of an absolute-form target; every Location is built from it
    // and the query only (redirect-location.ts), so it cannot leave this server.
    const query = queryOf(req.originalUrl);
    if (req.path === '/') {
      const locale = resolveLocale({ cookie: localeFromCookieHeader(req.get('cookie') ?? ''), acceptLanguage: req.get('accept-language') });
      res.set('Vary', 'Cookie, Accept-Language');
      return res.redirect(302, sameOriginLocation(`/${locale}`, query));
    }
    if (canonicalPath(req.path) !== req.path) return res.redirect(301, sameOriginLocation(req.path, query));

    const current = registry.current();
    const localised = splitLocale(req.path);
    const owner = localised && current.remotes.find((entry) => matchesAnyRoute(entry.routes, localised.rest));
    const locale = localised?.locale ?? DEFAULT_LOCALE;
    const html = page.render({
      locale,
      headerHtml: shellAssets.headerHtml(locale),
      mainHtml: owner && localised ? firstPaint.htmlFor(owner, locale, localised.rest) : '',
      registry: current,
      shell: shellAssets.hints(),
      styles: shellAssets.styles(),
      preloads: owner ? preloads.hintsFor(owner, current.release) : [],
      nonce: String(res.locals.cspNonce ?? ''),
    });
    const claimed = Boolean(owner) || (localised !== null && matchesAnyRoute(SHELL_ROUTES, localised.rest));
    res.status(claimed ? 200 : 404).set('Cache-Control', 'no-cache').type('html').send(html);
  });

  return router;
}
