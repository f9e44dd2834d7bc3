import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { applyRouteRules, CONSENT, resolveLocale, localeFromCookieHeader } from '@ama/contracts';
import { repoRootDir } from '../paths';
import type { ReleasedEntries } from '../releases/release-follower';
import { browserRegistry, RegistrySource } from './registry-source';
import { ManifestPreloads } from './manifest-preload';
import { HtmlPage } from './html-page';
import { staticAssets } from './static-assets';
import { ShellAssets } from './shell-assets';
import { ServerPages } from './server-pages';
import { remoteFolders } from '../releases/remote-builds';
import { canonicalPath, queryOf, sameOriginLocation } from './redirect-location';
import { seoRouter } from './seo';
import { RouteRulesSource } from './route-rules';
import type { SitemapData } from './sitemap-data';
import { renderClientAddress, sharedRenderKey } from './render-client';
import { allowedHosts } from './allowed-hosts';
import { consentFormRoute } from './consent-banner';
import { previewRouter } from './preview';
import { ReleaseSides } from './release-sides';
import { ReleaseFetcher } from './release-fetch';

export interface WebConfig {
  /** The repository root (holds shell/dist and mfe-*\/dist). */
  repoRoot?: string;
  registryFile?: string;
  /** The operator's route rules (ROUTE_RULES_FILE, docs/route-rules.md); a bad file throws RouteRulesError here, at start. */
  routeRulesFile?: string;
  /** The release store (RELEASES_DIR; docs/delivery.md), served under /releases/; `<repoRoot>/.releases` by default. */
  releasesDir?: string;
  /** With DATABASE_URL: the registry of releases followed in PostgreSQL, instead of `<releasesDir>/registry.json`. */
  releasedEntries?: ReleasedEntries;
  /** Where a refused registry entry is reported (the BFF's logger); console.warn by default. */
  warn?: (message: string) => void;
  /** name → manifest URL overrides (REMOTE_OVERRIDES), e.g. a remote running on its dev server. */
  remoteOverrides?: Record<string, string>;
  /** Server rendering (on by default): the remote's budget and how long a rendered page is reused. */
  ssr?: { enabled: boolean; budgetMs: number; pageCacheSeconds: number };
  /** The shop's public URL, for canonical links; the request's own origin otherwise. */
  publicUrl?: string;
  /** The address the server listens on (HOST): its own API is asked there while rendering. */
  host?: string;
  /** reCAPTCHA's public site key, handed to the browser with the page (docs/recaptcha.md); absent = off. */
  recaptchaSiteKey?: string;
  /** The analytics tag (ANALYTICS_ID, ANALYTICS_SCRIPT_URL): on a page only for a consenting visitor (docs/consent.md). */
  analyticsId?: string;
  analyticsScriptUrl?: string;
  /** PUBLIC_URL is https: cookies set here (the consent form's) are Secure. */
  servedOverHttps?: boolean;
  /** The catalogue's products, collections, shapes and events for /sitemap.xml (sitemapDataFrom: the catalogue's and the events' modules, main.ts); absent = static pages only. */
  sitemapData?: () => Promise<SitemapData>;
  /** Server renders per client IP and window (RENDER_RATE_LIMIT); unlimited when absent. */
  renderRateLimit?: { limit: number; windowMs: number };
  /** ALLOWED_HOSTS: more host names pages are served for (allowed-hosts.ts). */
  allowedHosts?: string[];
  /** The key a render's API calls prove themselves with (render-client.ts); shared by every process by default. */
  renderKey?: string;
  /** PREVIEW_SECRET, or the development one (releases/preview-link.ts); absent = no previews. */
  previewSecret?: string;
  /** RUM_SAMPLE_RATE: the share of page views that send real-user signals (docs/rum.md); absent or 0 = none. */
  rumSampleRate?: number;
  /** Told of every page of a remote the server answered, with its side and status (a canary's 5xx; main.ts). */
  onPageServed?: (remote: string, side: 'live' | 'canary' | 'preview', status: number, release: string) => void;
}

/** The web front door, and the registry it serves (for the real-user signals' labels and the canary guard). */
export type WebRouter = Router & {
  registry: RegistrySource;
  /** Whether the pages' server code has had its first load (ready, or failed twice): /readyz's. */
  serverCodeLoaded(): boolean;
};

const DEFAULT_SSR = { enabled: true, budgetMs: 300, pageCacheSeconds: 30 };
/** How long a browser may keep a permanent rule's redirect: an operator's edit reaches it within this. */
const PERMANENT_RULE_MAX_AGE_SECONDS = 300;

/**
 * The all-in-one front door: GET /api/registry, the built shell and remotes, and the HTML of every page
 * with the locale routing of docs/requirements.md#navigation (root redirect, no trailing slash, 404 for unclaimed paths). Pages
 * are rendered on the server by the shell's server entry (see server-pages.ts) and hydrated in the browser.
 */
export function createWebRouter(config: WebConfig = {}): WebRouter {
  const repoRoot = config.repoRoot ?? repoRootDir();
  const releasesDir = config.releasesDir ?? path.join(repoRoot, '.releases');
  const warn = config.warn ?? ((message: string) => console.warn(message));
  const routeRules = config.routeRulesFile ? new RouteRulesSource(config.routeRulesFile, warn) : undefined;
  const registry = new RegistrySource({
    repoRoot,
    registryFile: config.registryFile,
    overrides: config.remoteOverrides,
    releasesDir,
    releasedEntries: config.releasedEntries,
    warn,
    routeRules,
  });
  // A preview link's browser, or a canary's share of visitors, gets other builds, on the server render and in the browser alike.
  // With DATABASE_URL a release this machine does not have is fetched from the database when first needed.
  const fetcher = config.releasedEntries?.fetchRelease ? new ReleaseFetcher(releasesDir, config.releasedEntries.fetchRelease.bind(config.releasedEntries)) : undefined;
  const sides = new ReleaseSides({ repoRoot, releasesDir, secret: config.previewSecret, secureCookie: config.servedOverHttps, fetcher });
  const renderKey = config.renderKey ?? sharedRenderKey();
  const analytics = config.analyticsId && config.analyticsScriptUrl ? { analyticsId: config.analyticsId, analyticsScriptUrl: config.analyticsScriptUrl } : undefined;
  const pages = new ServerPages({
    repoRoot,
    renderKey,
    releasesDir,
    registry,
    sides,
    onPageServed: config.onPageServed,
    ssr: config.ssr ?? DEFAULT_SSR,
    publicUrl: config.publicUrl,
    host: config.host,
    renderRateLimit: config.renderRateLimit,
    preloads: new ManifestPreloads(repoRoot, releasesDir),
    page: new HtmlPage(path.join(repoRoot, 'shell', 'dist', 'index.html'), {
      ...(config.recaptchaSiteKey ? { recaptchaSiteKey: config.recaptchaSiteKey } : {}),
      ...(config.rumSampleRate ? { rumSampleRate: config.rumSampleRate } : {}),
      // Something optional to consent to: the banner asks (docs/consent.md); otherwise it never shows.
      ...(analytics ? { consentCategories: ['analytics' as const] } : {}),
    }),
    shellAssets: new ShellAssets(path.join(repoRoot, 'shell', 'dist')),
    analytics,
  });
  const knownHost = allowedHosts({ publicUrl: config.publicUrl, host: config.host, extra: config.allowedHosts });
  const router = express.Router();
  // First, before the API's limits run: a render's data requests count as the visitor's own.
  router.use(renderClientAddress(renderKey));

  router.get('/api/registry', (req, res) => {
    const served = sides.registryFor(req.get('cookie'), registry.current(), registry.canaries());
    if (served.newBucket !== undefined) sides.setBucketCookie(res, served.newBucket);
    res.set('Cache-Control', served.preview ? 'no-store' : served.canaryRunning ? 'private, no-cache' : 'no-cache').json(browserRegistry(served.registry));
  });
  router.use(previewRouter({ secureCookie: config.servedOverHttps ?? false, prepare: (token) => sides.prefetch(token) }));

  // The consent banner's form, posted before any JavaScript (consent-banner.ts).
  router.post(CONSENT.form.action, ...consentFormRoute({ secureCookie: config.servedOverHttps ?? false }));

  router.use(seoRouter({ registry, publicUrl: config.publicUrl, data: config.sitemapData }));
  if (fetcher) router.use('/releases', fetcher.middleware());
  router.use(staticAssets(repoRoot, remoteFolders(repoRoot), releasesDir));

  router.get('/{*path}', async (req: Request, res: Response, next) => {
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
    // The operator's route rules, before any page is rendered or taken from the page cache.
    const rule = applyRouteRules(registry.current().routeRules, req.path, query);
    if (rule) {
      res.set('Cache-Control', rule.status === 301 ? `public, max-age=${PERMANENT_RULE_MAX_AGE_SECONDS}` : 'no-cache');
      return res.redirect(rule.status, sameOriginLocation(rule.location.split('?', 1)[0]!, queryOf(rule.location)));
    }
    // A page for a name the shop is not known by would be a new render, with links to that name.
    if (!knownHost(req.get('host'))) return res.status(400).set('Cache-Control', 'no-store').type('text').send('Unknown host');
    try {
      await pages.send(req, res, query);
    } catch (error) {
      next(error);
    }
  });

  return Object.assign(router, { registry, serverCodeLoaded: () => pages.serverCodeLoaded() });
}
