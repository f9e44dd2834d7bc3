import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CachedFiles } from './cached-file';
import type { PreloadHint } from './manifest-preload';

interface ShellManifest {
  shared: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * What the shell needs before it can render: its bootstrap chunk and the shared libraries it provides
 * (React, the store, i18n, the design system). The HTML links them up front so the browser fetches them
 * in parallel with main.js instead of discovering them one round trip later. The CSS goes in as
 * stylesheet links: the layout is styled from the first response, and rspack's CSS loader sees the
 * links and does not load them again.
 */
export interface InlineStyle {
  /** Every stylesheet URL whose rules this block carries (identical files are inlined once). */
  hrefs: string[];
  css: string;
}

interface StartupAssets {
  hints: PreloadHint[];
  styles: InlineStyle[];
  /** The shell's texts, a chunk per language (shell/src/i18n/load-messages.ts): file by locale. */
  messages: Map<string, string>;
}

/** A chunk of one language's texts, as the apps' load-messages.ts name them: messages-<locale>-json.<hash>.js. */
export const MESSAGES_CHUNK = /^messages-([a-z]{2})-json\.[0-9a-f]+\.js$/;

export class ShellAssets {
  /** Derived from the manifest: a new build writes a new manifest, so its time stands for the whole build. */
  private readonly startup = new CachedFiles((text) => this.startupAssets(JSON.parse(text) as ShellManifest));

  constructor(
    private readonly distDir: string,
    private readonly publicPath = '/shell/',
  ) {}

  /**
   * The shell's scripts to preload (its texts in the page's `locale` among them). No font: the text is
   * drawn at once in a metric-matched fallback face (shared-ui's fonts.css), and the web fonts, which the
   * shell's entry asks for after the first frame, swap in without moving it (docs/performance.md).
   */
  hints(locale?: string): PreloadHint[] {
    const assets = this.load();
    if (!assets) return [];
    const messages = locale ? assets.messages.get(locale) : undefined;
    return [...assets.hints.filter((hint) => hint.as !== 'style'), ...(messages ? [{ href: this.publicPath + messages, as: 'script' as const }] : [])];
  }

  /**
   * The shell's CSS, to be inlined: the layout is styled by the first response with no render-blocking
   * request. Each block names the stylesheet URLs it stands for, so the page can mark them as present
   * and rspack's CSS loader does not fetch them again.
   */
  styles(): InlineStyle[] {
    return this.load()?.styles ?? [];
  }

  private load(): StartupAssets | undefined {
    return this.startup.read(path.join(this.distDir, 'mf-manifest.json'));
  }

  /**
   * The manifest may list two chunks with the same modules for one library (they differ only in their
   * chunk id); the page runs the first, so only that one is preloaded: a preload never used is a wasted
   * download and a console warning.
   */
  private withoutCopies(files: string[]): string[] {
    const seen = new Set<string>();
    return files.filter((file) => {
      const full = path.join(this.distDir, file);
      if (!file.endsWith('.js') || !existsSync(full)) return true;
      const body = readFileSync(full, 'utf8').replace(/^.*?\.push\(\[\[[^\]]*\]/s, '');
      if (seen.has(body)) return false;
      seen.add(body);
      return true;
    });
  }

  private startupAssets(manifest: ShellManifest): StartupAssets {
    // The bootstrap and the layout it loads next (header and footer hydrate from it).
    const bootstrap = readdirSync(this.distDir).filter((file) => /^(bootstrap|layout)\.[0-9a-f]+\.(js|css)$/.test(file));
    // Chunks named `lazy-*` belong to a route the shell loads on demand (e.g. the design-system catalogue);
    // the manifest may list them under a shared library they import, but they are never startup assets.
    const startup = (file: string) => !file.startsWith('lazy-');
    const shared = manifest.shared.flatMap(({ assets }) => [...assets.css.sync, ...assets.js.sync]).filter(startup);
    const files = new Set(this.withoutCopies([...bootstrap, ...shared]));
    const hints = [...files]
      .sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')))
      .map((file): PreloadHint => ({ href: this.publicPath + file, as: file.endsWith('.css') ? 'style' : 'script' }));
    const styles = new Map<string, InlineStyle>();
    for (const hint of hints.filter(({ as }) => as === 'style')) {
      const css = readFileSync(path.join(this.distDir, hint.href.slice(this.publicPath.length)), 'utf8');
      const known = styles.get(css);
      if (known) known.hrefs.push(hint.href);
      else styles.set(css, { hrefs: [hint.href], css });
    }
    const messages = new Map<string, string>();
    for (const file of readdirSync(this.distDir)) {
      const locale = MESSAGES_CHUNK.exec(file)?.[1];
      if (locale) messages.set(locale, file);
    }
    return { hints, styles: [...styles.values()], messages };
  }
}
