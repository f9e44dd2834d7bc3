import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { splitLocale } from './route-match';
import type { ConsentCategory } from './consent';
import type { Registry } from './registry';

/**
 * The contract between the web front door (BFF) and the shell's server entry (shell/dist/server/server.js).
 * The BFF knows nothing of React or of any remote: it hands the shell a URL and the registry and gets
 * back the page's regions as HTML, its head, its status and the state the browser hydrates from.
 */
/** Ids of the JSON the server puts into every page: the registry snapshot and the state to hydrate from. */
export const PAGE_DATA_IDS = { registry: 'ama-registry', state: 'ama-state', settings: 'ama-settings' } as const;

/**
 * Id of the <template> that holds a page's script preloads: inert in the HTML, requested by the shell's
 * entry once the page's largest picture is drawn (docs/adr-009-islands.md).
 */
export const DEFERRED_PRELOADS_ID = 'ama-preloads';

/**
 * The runtime settings the browser needs (docs/requirements.md#settings), inlined into every page beside the registry (no
 * request of their own). Public values only: the reCAPTCHA site key, absent when reCAPTCHA is off.
 */
export interface BrowserSettings {
  recaptchaSiteKey?: string;
  /**
   * The optional cookie categories the shop uses (analytics with ANALYTICS_ID): the consent banner asks
   * only when there is one (docs/consent.md). Absent = nothing optional, no banner.
   */
  consentCategories?: ConsentCategory[];
  /**
   * The share of page views (0..1, RUM_SAMPLE_RATE) that send real-user signals to the BFF (docs/rum.md).
   * Absent = none: a page without it (a remote's dev server, a unit test) sends nothing.
   */
  rumSampleRate?: number;
}

export interface PageRenderRequest {
  /** Path and query of the page, e.g. '/en/results?q=ring'. */
  url: string;
  locale: Locale;
  /** The registry, with server entries resolved to URLs the server may load (file: or http(s):). */
  registry: Registry;
  /** Base URL of the API for the server's own data requests, e.g. 'http://127.0.0.1:8080/api'. */
  apiBase: string;
  /** Default time budget of one remote's server render, its code and data included. */
  budgetMs: number;
  /**
   * The registry name of the remote that owns the route, as the BFF matched it; absent for a page the
   * shell serves itself and for a path nothing claims. The shell renders this remote, and looks no
   * route up again.
   */
  owner?: string;
  /**
   * The page's status, decided by the BFF before the render (docs/seo.md#statuses): 404 for a path
   * nothing claims or a parameter that names nothing, 200 otherwise. A server render may still turn a
   * 200 into its own status (a case no check covers); a page that names nothing keeps its status
   * however it is rendered, an area left to the browser included.
   */
  status: number;
  /** The page request's id (x-request-id): the render's API calls send it, so the logs join them up. */
  requestId?: string;
  /**
   * Headers the render's API calls send: who the page is for, so the API's per-client limits count the
   * visitor and not the server (the BFF's web/render-client.ts).
   */
  apiHeaders?: Record<string, string>;
}

/** What a page tells the head: the server writes it into the HTML, the browser keeps it current. */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute or root-relative image for link previews (Open Graph). */
  image?: string;
  /** Structured data (schema.org JSON-LD objects). */
  jsonLd?: unknown[];
  /** 'noindex' for pages that should not be indexed (the 404 page). */
  robots?: string;
}

export type RenderMode = 'server' | 'client';

export interface PageRenderResult {
  status: number;
  head: PageHead;
  /** Region HTML: the header and footer roots, and <main>'s content (the owning remote's container). */
  regions: { header: string; main: string; footer: string };
  /** The store state the browser hydrates from (RTK Query cache included). */
  state: unknown;
  /** How each rendered area came out: 'client' means the browser renders it (load failed, threw, over budget). */
  remotes: Record<string, RenderMode>;
  /** Milliseconds spent per step, for Server-Timing. */
  timings: Record<string, number>;
  /**
   * True when a query of the page got no usable answer from the API (a 5xx, or none at all): the page
   * shows its error state with a retry, which must be neither kept nor announced as the page (the BFF
   * answers 503 with Retry-After and keeps nothing). A 404 is an answer, not this.
   */
  dataUnavailable?: boolean;
  /**
   * The API refused one of the page's queries as over the visitor's budget (429): the page shows its
   * error state, is answered 429 with Retry-After and is never kept.
   */
  dataRateLimited?: boolean;
}

/** The consent banner as the server sends it to a visitor who has not chosen yet (docs/consent.md). */
export interface ConsentBannerRequest {
  locale: Locale;
  /** Where the banner's form sends the visitor back: the page's own path and query. */
  returnTo: string;
  /** The optional categories the shop uses (at least one, or there is no banner). */
  categories: ConsentCategory[];
}

export interface ShellServer {
  render(request: PageRenderRequest): Promise<PageRenderResult>;
  /**
   * The consent banner's HTML (its container included), the markup the browser's banner hydrates.
   * Optional: a shell build without it leaves the banner to the browser.
   */
  consentBanner?(request: ConsentBannerRequest): string;
  /**
   * Starts loading the server entries of a registry outside any request (at start and on a change).
   * Settles (never rejects) once each has loaded or has failed twice; a shell build before this promise
   * returned nothing, which the BFF reads as settled at once.
   */
  warm(registry: Registry): Promise<void> | void;
  /** The state of each remote's server entry (observability, tests). */
  status(): Record<string, { serverEntry: string; state: string; reason?: string }>;
}

/** One element of the head, as the server writes it and the browser updates it. */
export interface HeadTag {
  tag: 'meta' | 'link';
  /** The attribute that identifies the element for an update ('name', 'property', 'rel'+'hreflang'). */
  key: string;
  attributes: Record<string, string>;
}

export interface HeadDocument {
  title: string;
  tags: HeadTag[];
  /** JSON-LD blocks, already serialised. */
  jsonLd: string[];
}

const SITE_NAME = 'AMA';
const withLocale = (locale: string, rest: string) => (rest === '/' ? `/${locale}` : `/${locale}${rest}`);

/**
 * The head of a page from what the page says about itself and where it is: title, description,
 * canonical URL, the four language versions plus x-default, Open Graph and structured data. One
 * function for the server's HTML and the browser's updates on client navigation.
 */
export function pageHeadDocument(head: PageHead, where: { origin: string; path: string; locale: Locale }): HeadDocument {
  const rest = splitLocale(where.path)?.rest ?? where.path;
  const url = (locale: string) => `${where.origin}${withLocale(locale, rest)}`;
  const title = head.title ? `${head.title} | ${SITE_NAME}` : SITE_NAME;
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    tag: 'meta',
    key: `${key}=${value}`,
    attributes: { [key]: value, content },
  });
  const tags: HeadTag[] = [];
  if (head.description) tags.push(meta('name', 'description', head.description));
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  tags.push({ tag: 'link', key: 'rel=canonical', attributes: { rel: 'canonical', href: url(where.locale) } });
  for (const locale of [...LOCALES, 'x-default']) {
    const href = url(locale === 'x-default' ? DEFAULT_LOCALE : locale);
    tags.push({ tag: 'link', key: `hreflang=${locale}`, attributes: { rel: 'alternate', hreflang: locale, href } });
  }
  tags.push(meta('property', 'og:site_name', SITE_NAME), meta('property', 'og:type', 'website'));
  tags.push(meta('property', 'og:title', head.title || SITE_NAME), meta('property', 'og:url', url(where.locale)));
  tags.push(meta('property', 'og:locale', where.locale));
  if (head.description) tags.push(meta('property', 'og:description', head.description));
  if (head.image) tags.push(meta('property', 'og:image', new URL(head.image, where.origin).href));
  // JSON inside <script> must not be able to close it or open a comment: '<' is always escaped.
  const jsonLd = (head.jsonLd ?? []).map((block) => JSON.stringify(block).replace(/</g, '\\u003c'));
  return { title, tags, jsonLd };
}

/**
 * The attribute of an island's wrapper in a server-rendered page (docs/adr-009-islands.md). The BFF
 * reads it too: a page area without one is HTML only, and its remote's code is not preloaded.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
