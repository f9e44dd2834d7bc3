import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ConsentBannerRequest, PageRenderRequest, PageRenderResult, Registry, ShellServer } from '@ama/contracts';

/** Time the BFF grants the shell beyond the remote's budget (layout render, serialisation). */
const SHELL_GRACE_MS = 150;

// A real require, made at run time: the shell's server build is loaded from disk, never bundled into
// the BFF, so the BFF holds no React and no remote's code of its own.
const runtimeRequire = createRequire(__filename);

/**
 * The shell's server entry (shell/dist/server/server.js), loaded once and again after a new shell
 * build. Every failure here (no build, a load error, a render error or timeout) gives `null`: the page
 * is then rendered in the browser, as it was before server rendering existed.
 */
export class ShellServerHost {
  private loaded?: { stamp: number; server: Promise<ShellServer | null> };

  constructor(private readonly entryFile: string) {}

  /** Identifies the shell build: part of every cached page's key. */
  buildStamp(): number {
    return existsSync(this.entryFile) ? statSync(this.entryFile).mtimeMs : 0;
  }

  private server(): Promise<ShellServer | null> {
    const stamp = this.buildStamp();
    if (stamp === 0) return Promise.resolve(null);
    if (this.loaded?.stamp === stamp) return this.loaded.server;
    delete runtimeRequire.cache[path.resolve(this.entryFile)];
    // The entry exports a Promise of its exports (Module Federation's async startup).
    const server = Promise.resolve()
      .then(() => runtimeRequire(this.entryFile) as Promise<ShellServer>)
      .catch((error: unknown) => {
        console.error('[ssr] the shell server entry failed to load; pages render in the browser', error);
        return null;
      });
    this.loaded = { stamp, server };
    return server;
  }

  /**
   * Loads the shell and the registry's server entries before the first page needs them; settles (never
   * rejects) once each has loaded or failed twice (a shell without a server build: at once).
   */
  async warm(registry: Registry): Promise<void> {
    await (await this.server())?.warm(registry);
  }

  /** `areaBudgetMs`: the owning remote's own budget, when its registry entry sets one. */
  async render(request: PageRenderRequest, areaBudgetMs = request.budgetMs): Promise<PageRenderResult | null> {
    const server = await this.server();
    if (!server) return null;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), areaBudgetMs + SHELL_GRACE_MS);
    });
    const rendered = server.render(request).catch((error: unknown) => {
      console.error('[ssr] page render failed; rendered in the browser', error);
      return null;
    });
    return Promise.race([rendered, deadline]).finally(() => clearTimeout(timer));
  }

  /** The consent banner's markup (consent-banner.ts); null when this shell build cannot render it. */
  async consentBanner(request: ConsentBannerRequest): Promise<string | null> {
    const server = await this.server();
    if (!server?.consentBanner) return null;
    try {
      return server.consentBanner(request);
    } catch (error) {
      console.error('[ssr] the consent banner failed to render; the browser draws it', error);
      return null;
    }
  }
}
