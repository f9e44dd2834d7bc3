import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import {
  DEFAULT_LOCALE,
  isPersonalPageQuery,
  matchesAnyRoute,
  pageQuery,
  pageHeadDocument,
  SHELL_ROUTES,
  splitLocale,
  type Locale,
  type PageRenderResult,
  type Registry,
  ISLAND_ATTRIBUTE,
} from '@ama/contracts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { analyticsAllowed, analyticsTagHtml } from '../http/analytics-consent';
import { recordRender } from '../http/metrics';
import { escapeHtml } from '../mail/escape-html';
import { ConsentBanners, withConsentBanner } from './consent-banner';
import type { HtmlPage } from './html-page';
import type { ManifestPreloads } from './manifest-preload';
import { PageCache, type CachedPage } from './page-cache';
import { headForStatus, PageStatuses } from './page-status';
import { isPrivatePage } from './seo';
import { sameOriginLocation } from './redirect-location';
import type { RegistrySource } from './registry-source';
import { previewBarHtml } from './preview-bar';
import type { ReleaseSides, ServedRegistry } from './release-sides';
import { browserRegistry } from './registry-source';
import { ShellServerHost } from './shell-server';
import { renderClientHeaders } from './render-client';
import { RenderBudget } from './render-budget';
import type { ShellAssets } from './shell-assets';

export interface ServerPagesOptions {
  repoRoot: string;
  /** Proves a render's API calls to this shop (render-client.ts). */
  renderKey: string;
  /** The release store, whose releases' server entries are loaded from disk too. */
  releasesDir?: string;
  registry: RegistrySource;
  /** The registry a preview link's browser or a canary's visitor is served (release-sides.ts). */
  sides?: ReleaseSides;
  /** Told of every page of a remote this server answered, with its side and status. */
  onPageServed?: (remote: string, side: 'live' | 'canary' | 'preview', status: number, release: string) => void;
  ssr: { enabled: boolean; budgetMs: number; pageCacheSeconds: number };
  publicUrl?: string;
  /** The address the server listens on (HOST). */
  host?: string;
  preloads: ManifestPreloads;
  page: HtmlPage;
  shellAssets: ShellAssets;
  /** Server renders per client IP and window (render-budget.ts); unlimited when absent. */
  renderRateLimit?: { limit: number; windowMs: number };
  /** The analytics tag's id and script URL; absent = no tag on any page (docs/consent.md). */
  analytics?: { analyticsId: string; analyticsScriptUrl: string };
}

const LOCAL_SERVER_ENTRY = /^\/remotes\/(mfe-[a-z-]+)\/(server\/[A-Za-z0-9._-]+\.js)$/;
const RELEASE_SERVER_ENTRY = /^\/releases\/(mfe-[a-z-]+)\/(\d[0-9A-Za-z.+-]*)\/(server\/[A-Za-z0-9._-]+\.js)$/;

/**
 * The registry as the server's renderer may use it: a remote the BFF serves from disk is loaded from
 * its file (no HTTP, nothing public), with the file's version in the URL, since a rebuild writes the
 * same path and a new URL is what makes the renderer load the new code; an absolute http(s) entry as it
 * is (a release there has its own URL); anything else not at all.
 */
export function serverRegistry(registry: Registry, repoRoot: string, releasesDir?: string): Registry {
  const onDisk = (serverEntry: string): string | undefined => {
    const local = LOCAL_SERVER_ENTRY.exec(serverEntry);
    if (local) return path.join(repoRoot, local[1]!, 'dist', local[2]!);
    const release = releasesDir ? RELEASE_SERVER_ENTRY.exec(serverEntry) : null;
    return release ? path.join(releasesDir!, release[1]!, release[2]!, release[3]!) : undefined;
  };
  const resolve = (serverEntry?: string) => {
    if (!serverEntry) return undefined;
    const file = onDisk(serverEntry);
    if (file) {
      if (!existsSync(file)) return undefined;
      return `${pathToFileURL(file).href}?v=${Math.round(statSync(file).mtimeMs)}`;
    }
    return /^https?:\/\//.test(serverEntry) ? serverEntry : undefined;
  };
  return { ...registry, remotes: registry.remotes.map((entry) => ({ ...entry, serverEntry: resolve(entry.serverEntry) })) };
}

/**
 * Where this server answers its own API, for the renderer's data requests: the address it listens on,
 * loopback when it listens on every interface; never the Host a client sent.
 */
export function ownApiBase(req: Request, listenHost = '127.0.0.1'): string {
  const wildcard = ['0.0.0.0', '::', ''].includes(listenHost);
  const host = wildcard ? '127.0.0.1' : listenHost;
  return `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}/api`;
}

/**
 * Pages that show an error state and a retry: a crawler or a cache is told when to come back. A 429 is
 * the visitor's own search budget (SEARCH_RATE_WINDOW_SECONDS, a minute by default) running out.
 */
const RETRY_AFTER_SECONDS: Record<number, number | undefined> = { 503: DATABASE_RETRY_AFTER_SECONDS, 429: 60 };

/** How long a preview page may wait for its build's server code and data (a candidate loads on its first page). */
const PREVIEW_RENDER_BUDGET_MS = 5_000;

/** Renderer registries kept: the live release's, and those of a few previews at once. */
const RESOLVED_RELEASES = 4;

const serverTiming = (timings: Record<string, number>) =>
  Object.entries(timings)
    .map(([name, ms]) => `${name};dur=${ms}`)
    .join(', ');

/**
 * The server rendered the remote's area and nothing in it is an island: the browser runs none of the
 * remote's code on this page (docs/adr-009-islands.md), so preloading it would only spend the phone's
 * bandwidth.
 */
function isStaticArea(rendered: PageRenderResult | null, remote: string): boolean {
  return rendered?.remotes[remote] === 'server' && !rendered.regions.main.includes(`${ISLAND_ATTRIBUTE}=`);
}

/**
 * Every page's HTML: rendered by the shell's server entry when it can (header, footer and the route's
 * area, with head, status and state), and otherwise the page frame the browser renders, as before.
 * Anonymous pages are cached briefly; the CSP nonce is stamped into each response, cached or not.
 */
export class ServerPages {
  private readonly shell: ShellServerHost;
  private readonly cache: PageCache;
  private readonly statuses: PageStatuses;
  /** Stands for the nonce in a rendered page until the response stamps its own in (ADR 006). */
  private readonly nonceSlot = `ama-nonce-${randomUUID()}`;
  /** The renderer's registries of the releases served lately, live and previewed (resolved once per release, not per request). */
  private readonly resolved = new Map<string, Registry>();
  private readonly budget?: RenderBudget;
  /** The first load of the pages' server code has settled (true at once when the shop renders no page on the server). */
  private loadedAtStart: boolean;
  /** The consent banner for a visitor who has not chosen (consent-banner.ts): analytics is its one optional category. */
  private readonly consent: ConsentBanners;

  constructor(private readonly options: ServerPagesOptions) {
    this.shell = new ShellServerHost(path.join(options.repoRoot, 'shell', 'dist', 'server', 'server.js'));
    this.consent = new ConsentBanners({
      categories: options.analytics ? ['analytics'] : [],
      render: (request) => this.shell.consentBanner(request),
      buildStamp: () => this.shell.buildStamp(),
    });
    this.cache = new PageCache(options.ssr.enabled ? options.ssr.pageCacheSeconds * 1000 : 0);
    this.statuses = new PageStatuses(options.ssr.pageCacheSeconds * 1000);
    if (options.renderRateLimit) this.budget = new RenderBudget(options.renderRateLimit);
    this.loadedAtStart = !options.ssr.enabled;
    if (options.ssr.enabled) {
      const { loading } = this.warm();
      // A load that failed in a way no one foresaw must not keep the shop out of service: it renders in the browser.
      const settled = () => {
        this.loadedAtStart = true;
      };
      void loading.then(settled, settled);
    }
  }

  /**
   * Whether the pages' server code has had its first load (/readyz): each remote's server code loaded or
   * failed twice. Until then a page would be rendered in the browser, so a load balancer waits for it.
   */
  serverCodeLoaded(): boolean {
    return this.loadedAtStart;
  }

  /**
   * The registry this request is served with (the live one, or a preview's), and the renderer's view of
   * it. On a new release the server entries are loaded at once rather than by the first page that needs them.
   */
  private warm(cookieHeader?: string): ServedRegistry & { forServer: Registry; loading: Promise<void> } {
    const live = this.options.registry.current();
    const served = this.options.sides?.registryFor(cookieHeader, live, this.options.registry.canaries()) ?? { registry: live, canaryRunning: false };
    const { registry } = served;
    // A new shell build loads afresh too (its own federation runtime): warm it as well.
    const release = `${registry.release} ${this.shell.buildStamp()}`;
    let forServer = this.resolved.get(release);
    // Settles when the release's server code has loaded (or could not be): only the start waits for it.
    let loading: Promise<void> = Promise.resolve();
    if (!forServer) {
      forServer = serverRegistry(registry, this.options.repoRoot, this.options.releasesDir);
      // The live release and a few previews: the oldest is let go (a map keeps insertion order).
      if (this.resolved.size >= RESOLVED_RELEASES) this.resolved.delete(this.resolved.keys().next().value!);
      this.resolved.set(release, forServer);
      if (this.options.ssr.enabled) loading = this.shell.warm(forServer);
    }
    return { ...served, forServer, loading };
  }

  async send(req: Request, res: Response, query: string): Promise<void> {
    const { registry, forServer, preview, newBucket, canaryRunning } = this.warm(req.get('cookie'));
    if (newBucket !== undefined) this.options.sides?.setBucketCookie(res, newBucket);
    const localised = splitLocale(req.path);
    const locale = localised?.locale ?? DEFAULT_LOCALE;
    const owner = localised ? registry.remotes.find((entry) => matchesAnyRoute(entry.routes, localised.rest)) : undefined;
    const claimed = Boolean(owner) || (localised !== null && matchesAnyRoute(SHELL_ROUTES, localised.rest));
    const origin = this.options.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    // Rendered and kept with the parameters a page reads only: others (utm_…, random ones) change nothing.
    // The 404 page shows the whole address asked for, so an unclaimed path keeps its query as sent.
    const pageQueryText = claimed ? pageQuery(query) : query;
    const url = req.path + pageQueryText;

    // The page embeds the registry, route rules included: a rules edit must not serve the old ones.
    const key = [origin, url, registry.release, this.shell.buildStamp(), this.options.registry.rulesStamp()].join(' ');
    const isPublic = !(localised && isPrivatePage(localised.rest));
    // A private page, a page of someone's own signed link, or any page of a preview (builds the public
    // does not see): never kept, never indexed. A link's page is the visitor's alone, and one cache entry
    // per token would only fill the cache.
    const kept = isPublic && !preview && !isPersonalPageQuery(pageQueryText);
    let page = kept ? this.cache.get(key) : undefined;
    const cached = Boolean(page);
    if (!page) {
      // Before the render, so a page the browser renders keeps it: a page that names nothing is a 404 however it is rendered.
      const status = await this.statuses.decide(req, { rest: localised?.rest ?? req.path, query: pageQueryText, owner, claimed }, locale);
      const renderStarted = Date.now();
      // A valid preview link is the team's own (signed with the shop's secret) and is never cached: QA's
      // journeys on it render every page, so they do not count against the per-visitor render budget.
      const render = this.options.ssr.enabled && (preview?.shown === true || (await this.withinBudget(req)));
      const rendered = render
        ? await this.shell.render(
            {
              url,
              locale,
              registry: forServer,
              apiBase: ownApiBase(req, this.options.host),
              // A preview's build may not be loaded yet (the first page of a new link): QA gets the page the
              // public will get, rendered on the server, rather than a fast one left to the browser.
              budgetMs: preview?.shown ? PREVIEW_RENDER_BUDGET_MS : this.options.ssr.budgetMs,
              owner: owner?.name,
              status,
              requestId: req.id,
              apiHeaders: renderClientHeaders(req, this.options.renderKey),
            },
            owner?.ssr ? owner.ssr.budgetMs : undefined,
          )
        : null;
      if (render) recordRender(owner?.name, Date.now() - renderStarted, rendered ? rendered.remotes : null);
      page = this.compose({ rendered, registry, owner, locale, origin, path: req.path, status });
      // Why the page was left to the browser, for Server-Timing: SSR off, the client's budget spent, or the render failed.
      if (!rendered) page.skipped = !this.options.ssr.enabled ? 'off' : render ? 'failed' : 'budget';
      // Only a page rendered whole is reused: an area left to the browser, or an error state shown
      // because the API could not answer (the database down, say) or refused this visitor (429), is
      // tried again next time.
      page.reusable = Boolean(rendered) && !rendered!.dataUnavailable && !rendered!.dataRateLimited && Object.values(rendered!.remotes).every((mode) => mode === 'server');
      if (page.reusable && kept) this.cache.set(key, page);
    }
    const nonce = escapeHtml(String(res.locals.cspNonce ?? ''));
    // The tag depends on the visitor's consent cookie, so it is added per response, after the cache, and
    // such a page is never shared: a CDN keeps only pages without it (the same CSP decision: security.ts).
    const { analytics } = this.options;
    // Never on the back office's pages (private: staff at work are neither measured nor asked).
    const tag = isPublic && analytics && analyticsAllowed(analytics, req.get('cookie')) ? analyticsTagHtml(analytics, nonce) : '';
    // So is the consent banner, for a visitor who has not chosen yet (docs/consent.md); without server
    // rendering the browser draws it, as the rest of the page.
    const banner = isPublic && this.options.ssr.enabled && this.consent.asks(req.get('cookie')) ? await this.consent.html(locale, sameOriginLocation(req.path, query)) : '';
    // While a canary runs, the same address is two pages (one per side): none is for a shared cache.
    const shared = this.cache.enabled && page.reusable && kept && !tag && !banner && !canaryRunning;
    if (!kept) res.set('X-Robots-Tag', 'noindex');
    let html = page.html.split(this.nonceSlot).join(nonce);
    if (tag) html = html.replace('</head>', () => `${tag}</head>`);
    if (banner) html = withConsentBanner(html, banner);
    if (preview) html = html.replace(/<body[^>]*>/, (body) => body + previewBarHtml(preview, locale, req.path, nonce));
    if (owner) this.options.onPageServed?.(owner.name, registry.side ?? 'live', page.status, owner.version);
    const retryAfter = RETRY_AFTER_SECONDS[page.status];
    if (retryAfter) res.set('Retry-After', String(retryAfter));
    res
      .status(page.status)
      // A CDN may keep what this server keeps, and nothing else (never a page left partly to the browser).
      .set(
        'Cache-Control',
        retryAfter || !kept
          ? 'no-store'
          : shared
            ? `public, max-age=0, s-maxage=${this.options.ssr.pageCacheSeconds}`
            : tag || banner || canaryRunning
              ? 'private, no-cache'
              : 'no-cache',
      )
      .set('X-Render', page.ssr)
      .set('Server-Timing', cached ? 'cache;desc=hit' : page.timings || `ssr;desc=${page.skipped ?? 'off'}`)
      .type('html')
      .send(html);
  }

  /** Whether this client may have one more page rendered now (render-budget.ts). */
  private async withinBudget(req: Request): Promise<boolean> {
    return this.budget ? this.budget.take(req.ip ?? req.socket.remoteAddress ?? '') : true;
  }

  private compose(parts: {
    rendered: PageRenderResult | null;
    registry: Registry;
    owner?: Registry['remotes'][number];
    locale: Locale;
    origin: string;
    path: string;
    /** The status decided before the render, which a render left to the browser keeps. */
    status: number;
  }): CachedPage {
    const { rendered, registry, owner, locale, origin, path: pagePath } = parts;
    const status = rendered?.status ?? parts.status;
    const { page, shellAssets, preloads } = this.options;
    const ownerStyles = owner ? preloads.stylesFor(owner, registry.release) : [];
    const inlined = new Set(ownerStyles.flatMap(({ hrefs }) => hrefs));
    const head = pageHeadDocument(headForStatus(rendered?.head ?? { title: '' }, status), { origin, path: pagePath, locale });
    // A page to read: the browser runs the shell's code only once the page has loaded (or at the first
    // tap), for the header's and footer's islands (shell/src/runtime/first-page.ts), and its area's
    // code not at all. The shell's startup is named in the inert template all the same, which the entry
    // requests only then: its steps' files arrive together instead of one round trip after another.
    const toRead = owner !== undefined && isStaticArea(rendered, owner.name);
    const html = page.render({
      locale,
      head,
      regions: rendered?.regions ?? { header: '', main: '', footer: '' },
      state: rendered?.state,
      registry: browserRegistry(registry),
      shell: shellAssets.hints(locale),
      styles: [...shellAssets.styles(), ...ownerStyles],
      // An inlined stylesheet needs no link of its own; a page area without islands needs no script.
      preloads: owner ? preloads.hintsFor(owner, registry.release, locale).filter((hint) => !inlined.has(hint.href) && (hint.as !== 'script' || !toRead)) : [],
      nonce: this.nonceSlot,
    });
    const ssr = rendered
      ? Object.entries(rendered.remotes)
          .map(([name, mode]) => `${name}=${mode}`)
          .concat(`layout=server`)
          .join(', ')
      : '';
    const refused = rendered?.dataUnavailable ? 503 : rendered?.dataRateLimited ? 429 : status;
    return { status: status === 200 ? refused : status, html, ssr, timings: rendered ? serverTiming(rendered.timings) : '', reusable: false };
  }
}
