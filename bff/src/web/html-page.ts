import type { Registry } from '@ama/contracts';
import { escapeHtml } from '../mail/escape-html';
import { CachedFiles } from './cached-file';
import type { PreloadHint } from './manifest-preload';
import type { InlineStyle } from './shell-assets';

/** JSON inside <script> must not be able to close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `</style` inside CSS would end the element early. */
const styleSafe = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The shell's CSS inline (nothing render-blocking to fetch), plus a disabled link per stylesheet URL:
 * rspack's CSS loader finds the link and treats the chunk's CSS as already on the page.
 */
function inlineStyle({ hrefs, css }: InlineStyle, nonce: string): string {
  const present = hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" media="not all" disabled>`);
  return `<style nonce="${escapeHtml(nonce)}">${styleSafe(css)}</style>${present.join('')}`;
}

function preloadLink({ href, as }: PreloadHint): string {
  // The Module Federation runtime fetches manifests with fetch() in CORS mode: match it or the
  // browser downloads the manifest twice.
  const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${cors}>`;
}

export interface PageParts {
  locale: string;
  /** Static first-paint HTML of the header for this locale (from the shell build), if any. */
  headerHtml?: string;
  /** Static first-paint HTML of the page's content, if its remote has one. */
  mainHtml?: string;
  registry: Registry;
  /** The shell's startup chunks. */
  shell: PreloadHint[];
  /** The shell's CSS, inlined. */
  styles: InlineStyle[];
  /** The remote that owns the route. */
  preloads: PreloadHint[];
  nonce: string;
}

/** The shell's index.html with the registry snapshot inlined and the route's remote preloaded. */
export class HtmlPage {
  private readonly template = new CachedFiles((text) => text);

  constructor(private readonly templateFile: string) {}

  private read(): string {
    const text = this.template.read(this.templateFile);
    // No page without the shell's build: a 500 that says so.
    if (text === undefined) throw new Error(`${this.templateFile} is missing: build the shell (npm run build)`);
    return text;
  }

  render({ locale, headerHtml = '', mainHtml = '', registry, shell, styles: css, preloads, nonce }: PageParts): string {
    const styles = css.map((style) => inlineStyle(style, nonce));
    const scripts = [...shell, ...preloads].map(preloadLink);
    return this.read()
      .replace('<html lang="it"', `<html lang="${escapeHtml(locale)}"`)
      // Replacer functions: a '$' in a URL or a translation must not be read as a replacement pattern.
      .replace('<!--ama:header-->', () => headerHtml)
      .replace('<!--ama:main-->', () => mainHtml)
      .replace('<!--ama:head-->', () => [...styles, ...scripts].join('\n    '))
      .replace(
        '<!--ama:registry-->',
        () => `<script type="application/json" id="ama-registry" nonce="${escapeHtml(nonce)}">${scriptSafeJson(registry)}</script>`,
      );
  }
}
