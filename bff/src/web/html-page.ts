import { DEFERRED_PRELOADS_ID, PAGE_DATA_IDS, type BrowserSettings, type HeadDocument, type Registry } from '@ama/contracts';
import { escapeHtml } from '../mail/escape-html';
import { CachedFiles } from './cached-file';
import type { PreloadHint } from './manifest-preload';
import type { InlineStyle } from './shell-assets';

/** JSON inside <script> must not be able to close the element or open a comment: every '<' is escaped. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `</style` inside CSS would end the element early. */
const styleSafe = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The shell's CSS inline (nothing render-blocking to fetch), plus a disabled link per stylesheet URL:
 * rspack's CSS loader finds the link and treats the chunk's CSS as already on the page.
 */
function inlineStyle({ hrefs, css }: InlineStyle, nonce: string): string {
  const present = hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" media="not all" disabled>`);
  return `<style nonce="${nonce}">${styleSafe(css)}</style>${present.join('')}`;
}

function preloadLink({ href, as }: PreloadHint): string {
  // The Module Federation runtime fetches manifests with fetch() in CORS mode: match it or the
  // browser downloads the manifest twice. A server-rendered area's stylesheet is a real stylesheet:
  // its markup is on the page from the first paint.
  if (as === 'style') return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
  const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  // The server's HTML is the first paint; the code that hydrates it must not compete with the page's
  // own images and fonts for the bandwidth of a slow connection.
  return `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${cors} fetchpriority="low">`;
}

function headHtml({ title, tags, jsonLd }: HeadDocument, nonce: string): string {
  const attributes = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(({ tag, attributes: values }) => `<${tag}${attributes(values)}>`),
    ...jsonLd.map((json) => `<script type="application/ld+json" nonce="${nonce}">${json}</script>`),
  ].join('\n    ');
}

export interface PageParts {
  locale: string;
  head: HeadDocument;
  /** The server-rendered regions ('' where the browser renders). */
  regions: { header: string; main: string; footer: string };
  /** The store state the browser hydrates from, when the page was server-rendered. */
  state?: unknown;
  registry: Registry;
  /** The shell's startup chunks. */
  shell: PreloadHint[];
  /** The shell's CSS, inlined. */
  styles: InlineStyle[];
  /** The remote that owns the route. */
  preloads: PreloadHint[];
  /** Written into every inline element (already HTML-safe): a real nonce, or a slot stamped later. */
  nonce: string;
}

/** The shell's index.html with the server-rendered regions, the head, the state and the registry. */
export class HtmlPage {
  private readonly template = new CachedFiles((text) => text);

  /** The runtime settings the browser needs (docs/requirements.md#settings), in every page; none → no element. */
  constructor(
    private readonly templateFile: string,
    private readonly settings: BrowserSettings = {},
  ) {}

  private read(): string {
    const text = this.template.read(this.templateFile);
    // No page without the shell's build: a 500 that says so.
    if (text === undefined) throw new Error(`${this.templateFile} is missing: build the shell (npm run build)`);
    return text;
  }

  render({ locale, head, regions, state, registry, shell, styles: css, preloads, nonce }: PageParts): string {
    const styles = css.map((style) => inlineStyle(style, nonce));
    const hints = [...shell, ...preloads];
    const stylesheets = hints.filter(({ as }) => as === 'style').map(preloadLink);
    // The code's preloads wait in an inert template: the shell's entry requests them once the page's
    // largest picture is drawn, so they never share the first bytes of a slow connection with it.
    const code = hints.filter(({ as }) => as !== 'style').map(preloadLink);
    const deferred = code.length === 0 ? [] : [`<template id="${DEFERRED_PRELOADS_ID}">${code.join('')}</template>`];
    const data = [
      `<script type="application/json" id="${PAGE_DATA_IDS.registry}" nonce="${nonce}">${scriptSafeJson(registry)}</script>`,
      state === undefined ? '' : `<script type="application/json" id="${PAGE_DATA_IDS.state}" nonce="${nonce}">${scriptSafeJson(state)}</script>`,
      Object.keys(this.settings).length === 0 ? '' : `<script type="application/json" id="${PAGE_DATA_IDS.settings}" nonce="${nonce}">${scriptSafeJson(this.settings)}</script>`,
    ].join('');
    return (
      this.read()
        .replace('<html lang="it"', `<html lang="${escapeHtml(locale)}"`)
        // Replacer functions: a '$' in a URL or a translation must not be read as a replacement pattern.
        .replace('<!--ama:meta-->', () => headHtml(head, nonce))
        .replace('<!--ama:header-->', () => regions.header)
        .replace('<!--ama:main-->', () => regions.main)
        .replace('<!--ama:footer-->', () => regions.footer)
        .replace('<!--ama:head-->', () => [...styles, ...stylesheets, ...deferred].join('\n    '))
        .replace('<!--ama:data-->', () => data)
    );
  }
}
