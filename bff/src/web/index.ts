import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { LOCALE_COOKIE, resolveLocale, splitLocale, matchesAnyRoute, DEFAULT_LOCALE, SHELL_ROUTES } from '@ama/contracts';
import { RegistrySource } from './registry-source';
import { ManifestPreloads } from './manifest-preload';
import { HtmlPage } from './html-page';
import { staticAssets } from './static-assets';
import { ShellAssets } from './shell-assets';
import { FirstPaint } from './first-paint';

export interface WebConfig {
  /** The repository root (holds shell/dist and mfe-*\/dist). */
  repoRoot?: string;
  registryFile?: string;
  /** name → manifest URL overrides (REMOTE_OVERRIDES), e.g. a remote running on its dev server. */
  remoteOverrides?: Record<string, string>;
}

/** The repository root, found from this file whether it runs from bff/src or from the bundle in bff/dist. */
function findRepoRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'rspack.base.js'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** A cookie's value, or undefined when it is missing or not decodable (a mangled cookie is no cookie). */
function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The canonical form of a page path: one slash between segments, none at the end. Built from the
 * segments, so the result always starts with exactly one '/' and can never name another host
 * ('//evil.com/' → '/evil.com').
 */
export function canonicalPath(pathname: string): string {
  return `/${pathname.split('/').filter(Boolean).join('/')}`;
}

/**
 * The all-in-one front door: GET /api/registry, the built shell and remotes, and the HTML of every page
 * with the locale routing of spec §2 (root redirect, no trailing slash, 404 for unclaimed paths).
 */
export function createWebRouter(config: WebConfig = {}): Router {
  const repoRoot = config.repoRoot ?? findRepoRoot(__dirname);
  const remoteFolders = readdirSync(repoRoot).filter((folder) => folder.startsWith('mfe-'));
  const registry = new RegistrySource({ repoRoot, registryFile: config.registryFile, overrides: config.remoteOverrides });
  const preloads = new ManifestPreloads(repoRoot);
  const page = new HtmlPage(path.join(repoRoot, 'shell', 'dist', 'index.html'));
  const shellAssets = new ShellAssets(path.join(repoRoot, 'shell', 'dist'));
  const firstPaint = new FirstPaint(repoRoot);
  const router = express.Router();

  router.get('/api/registry', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(registry.current());
  });

  router.use(staticAssets(repoRoot, remoteFolders));

  router.get('/{*path}', (req: Request, res: Response, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api') return next();
    // Redirects are relative to this server: never built from Host or X-Forwarded-* (DESIGN.md §7).
    const query = req.originalUrl.slice(req.path.length);
    if (req.path === '/') {
      const locale = resolveLocale({ cookie: readCookie(req, LOCALE_COOKIE), acceptLanguage: req.get('accept-language') });
      res.set('Vary', 'Cookie, Accept-Language');
      return res.redirect(302, `/${locale}${query}`);
    }
    const canonical = canonicalPath(req.path);
    if (canonical !== req.path) return res.redirect(301, `${canonical}${query}`);

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
