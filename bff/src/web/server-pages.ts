import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import {
  DEFAULT_LOCALE,
  matchesAnyRoute,
  pageHeadDocument,
  SHELL_ROUTES,
  splitLocale,
  type Locale,
  type PageRenderResult,
  type Registry,
} from '@ama/contracts';
import { escapeHtml } from '../mail/escape-html';
import type { HtmlPage } from './html-page';
import type { ManifestPreloads } from './manifest-preload';
import { PageCache, type CachedPage } from './page-cache';
import type { RegistrySource } from './registry-source';
import { browserRegistry } from './registry-source';
import { ShellServerHost } from './shell-server';
import type { ShellAssets } from './shell-assets';

export interface ServerPagesOptions {
  repoRoot: string;
  registry: RegistrySource;
  ssr: { enabled: boolean; budgetMs: number; pageCacheSeconds: number };
  publicUrl?: string;
  preloads: ManifestPreloads;
  page: HtmlPage;
  shellAssets: ShellAssets;
}

const LOCAL_SERVER_ENTRY = /^\/remotes\/(mfe-[a-z-]+)\/(server\/[A-Za-z0-9._-]+\.js)$/;

/**
 * The registry as the server's renderer may use it: a remote the BFF serves from disk is loaded from
 * its file (no HTTP, nothing public); an absolute http(s) entry as it is; anything else not at all.
 */
export function serverRegistry(registry: Registry, repoRoot: string): Registry {
  const resolve = (serverEntry?: string) => {
    if (!serverEntry) return undefined;
    const local = LOCAL_SERVER_ENTRY.exec(serverEntry);
    if (local) return pathToFileURL(path.join(repoRoot, local[1]!, 'dist', local[2]!)).href;
    return /^https?:\/\//.test(serverEntry) ? serverEntry : undefined;
  };
  return { ...registry, remotes: registry.remotes.map((entry) => ({ ...entry, serverEntry: resolve(entry.serverEntry) })) };
}

/** Where this server answers its own API, for the renderer's data requests (loopback, never the public host). */
function ownApiBase(req: Request): string {
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  const host = localAddress.includes(':') ? `[${localAddress.replace(/^::ffff:/, '')}]` : localAddress;
  return `http://${host.replace(/^\[(\d+\.\d+\.\d+\.\d+)\]$/, '$1')}:${localPort}/api`;
}

const serverTiming = (timings: Record<string, number>) =>
  Object.entries(timings)
    .map(([name, ms]) => `${name};dur=${ms}`)
    .join(', ');

/**
 * Every page's HTML: rendered by the shell's server entry when it can (header, footer and the route's
 * area, with head, status and state), and otherwise the page frame the browser renders, as before.
 * Anonymous pages are cached briefly; the CSP nonce is stamped into each response, cached or not.
 */
export class ServerPages {
  private readonly shell: ShellServerHost;
  private readonly cache: PageCache;
  /** Stands for the nonce in a rendered page until the response stamps its own in (ADR 006). */
  private readonly nonceSlot = `ama-nonce-${randomUUID()}`;
  private warmedRelease?: string;

  constructor(private readonly options: ServerPagesOptions) {
    this.shell = new ShellServerHost(path.join(options.repoRoot, 'shell', 'dist', 'server', 'server.js'));
    this.cache = new PageCache(options.ssr.enabled ? options.ssr.pageCacheSeconds * 1000 : 0);
    if (options.ssr.enabled) this.warm();
  }

  /** Loads the server entries now rather than on the first page, and again whenever the registry changes. */
  private warm(): Registry {
    const current = this.options.registry.current();
    if (this.options.ssr.enabled && this.warmedRelease !== current.release) {
      this.warmedRelease = current.release;
      void this.shell.warm(serverRegistry(current, this.options.repoRoot));
    }
    return current;
  }

  async send(req: Request, res: Response, query: string): Promise<void> {
    const registry = this.warm();
    const localised = splitLocale(req.path);
    const locale = localised?.locale ?? DEFAULT_LOCALE;
    const owner = localised ? registry.remotes.find((entry) => matchesAnyRoute(entry.routes, localised.rest)) : undefined;
    const claimed = Boolean(owner) || (localised !== null && matchesAnyRoute(SHELL_ROUTES, localised.rest));
    const origin = this.options.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const url = req.path + query;

    const key = [origin, url, registry.release, this.shell.buildStamp()].join(' ');
    let page = this.cache.get(key);
    const cached = Boolean(page);
    if (!page) {
      const rendered = this.options.ssr.enabled
        ? await this.shell.render({
            url,
            locale,
            registry: serverRegistry(registry, this.options.repoRoot),
            apiBase: ownApiBase(req),
            budgetMs: this.options.ssr.budgetMs,
          })
        : null;
      page = this.compose({ rendered, registry, owner, locale, origin, path: req.path, claimed });
      // Only a page rendered whole is reused: an area left to the browser is tried again next time.
      if (rendered && Object.values(rendered.remotes).every((mode) => mode === 'server')) this.cache.set(key, page);
    }
    const nonce = escapeHtml(String(res.locals.cspNonce ?? ''));
    res
      .status(page.status)
      .set('Cache-Control', cached || this.cache.enabled ? `public, max-age=0, s-maxage=${this.options.ssr.pageCacheSeconds}` : 'no-cache')
      .set('X-Render', page.ssr)
      .set('Server-Timing', cached ? 'cache;desc=hit' : page.timings || 'ssr;desc=off')
      .type('html')
      .send(page.html.split(this.nonceSlot).join(nonce));
  }

  private compose(parts: {
    rendered: PageRenderResult | null;
    registry: Registry;
    owner?: Registry['remotes'][number];
    locale: Locale;
    origin: string;
    path: string;
    claimed: boolean;
  }): CachedPage {
    const { rendered, registry, owner, locale, origin, path: pagePath, claimed } = parts;
    const { page, shellAssets, preloads } = this.options;
    const head = pageHeadDocument(rendered?.head ?? { title: '' }, { origin, path: pagePath, locale });
    const html = page.render({
      locale,
      head,
      regions: rendered?.regions ?? { header: '', main: '', footer: '' },
      state: rendered?.state,
      registry: browserRegistry(registry),
      shell: shellAssets.hints(),
      styles: shellAssets.styles(),
      preloads: owner ? preloads.hintsFor(owner, registry.release) : [],
      nonce: this.nonceSlot,
    });
    const ssr = rendered
      ? Object.entries(rendered.remotes)
          .map(([name, mode]) => `${name}=${mode}`)
          .concat(`layout=server`)
          .join(', ')
      : '';
    return { status: rendered?.status ?? (claimed ? 200 : 404), html, ssr, timings: rendered ? serverTiming(rendered.timings) : '' };
  }

  /** The state of each remote's server entry (for operators and tests). */
  status() {
    return this.shell.status();
  }
}
