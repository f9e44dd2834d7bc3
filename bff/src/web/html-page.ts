import { readFileSync, statSync } from 'node:fs';
import type { Registry } from '@ama/contracts';
import type { PreloadHint } from './manifest-preload';
import type { InlineStyle } from './shell-assets';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside <script> must not be able to close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `</style` inside CSS would end the element early. */
const styleSafe = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The shell's CSS inline (nothing render-blocking to fetch), plus a disabled link per stylesheet URL:
 * rspack's CSS loader finds the link and treats the chunk's CSS as already on the page.
 */
function inlineStyle({ hrefs, css }: InlineStyle, nonce: string): string {
  const present = hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" media="not all" disabled>`);
  return `<style nonce="${escapeAttribute(nonce)}">${styleSafe(css)}</style>${present.join('')}`;
}

function preloadLink({ href, as }: PreloadHint): string {
  // The Module Federation runtime fetches manifests with fetch() in CORS mode: match it or the
  // browser downloads the manifest twice.
  const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${cors}>`;
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
  private template?: { mtime: number; text: string };

  constructor(private readonly templateFile: string) {}

  private read(): string {
    const mtime = statSync(this.templateFile).mtimeMs;
    if (this.template?.mtime !== mtime) this.template = { mtime, text: readFileSync(this.templateFile, 'utf8') };
    return this.template.text;
  }

  render({ locale, headerHtml = '', mainHtml = '', registry, shell, styles: css, preloads, nonce }: PageParts): string {
    const styles = css.map((style) => inlineStyle(style, nonce));
    const scripts = [...shell, ...preloads].map(preloadLink);
    return this.read()
      .replace('<html lang="it"', `<html lang="${escapeAttribute(locale)}"`)
      // Replacer functions: a '$' in a URL or a translation must not be read as a replacement pattern.
      .replace('<!--ama:header-->', () => headerHtml)
      .replace('<!--ama:main-->', () => mainHtml)
      .replace('<!--ama:head-->', () => [...styles, ...scripts].join('\n    '))
      .replace(
        '<!--ama:registry-->',
        () => `<script type="application/json" id="ama-registry" nonce="${escapeAttribute(nonce)}">${scriptSafeJson(registry)}</script>`,
      );
  }
}
