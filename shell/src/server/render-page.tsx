import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { api, createRequestStore, identifierPrefixFor, NotFound, requestI18n, SERVER_MARKUP_ATTRIBUTE, ServerRequestProvider, type ServerRequest } from '@ama/platform';
import type { PageRenderRequest, PageRenderResult, RegistryEntry, RenderMode } from '@ama/contracts';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import type { RemoteLoader } from './remote-loader';
import { throttledWarning } from './throttled-warning';

const warn = throttledWarning();

interface AreaResult {
  html: string;
  mode: RenderMode;
}

/** One root of the page, rendered as the browser's root of the same name will hydrate it. */
function renderRoot(appName: string, element: ReactElement, request: ServerRequest): string {
  return renderToString(<ServerRequestProvider request={request}>{element}</ServerRequestProvider>, {
    identifierPrefix: identifierPrefixFor(appName),
  });
}

/** <main>'s container of an app, as shell/src/runtime/remote-containers.ts makes it in the browser. */
const container = (appName: string, html: string) => `<div id="app-${appName}" data-remote="${appName}" ${SERVER_MARKUP_ATTRIBUTE}="">${html}</div>`;

function remaining(deadline: number): number {
  return Math.max(0, deadline - Date.now());
}

async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}

/** `promise`'s outcome, or a rejection with `message` once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A query's error that is the API's failure rather than its answer: a 5xx, or no (readable) answer. */
function isUnanswered(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status >= 500 : status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR';
}

/** Whether the render showed an error state because the API could not answer one of its queries. */
function dataUnavailable(request: ServerRequest): boolean {
  const { queries } = request.store.getState().api;
  // A query asked again after its failure is pending with the failure it showed.
  return Object.values(queries).some((query) => (query?.status === 'rejected' || query?.status === 'pending') && query.error !== undefined && isUnanswered(query.error));
}

/** Whether the API refused one of the render's queries as over the visitor's budget. */
function dataRateLimited(request: ServerRequest): boolean {
  const { queries } = request.store.getState().api;
  return Object.values(queries).some((query) => query?.status === 'rejected' && (query.error as { status?: unknown } | undefined)?.status === 429);
}

/** A page whose data depends on data (a collection's pieces need the collection) renders a few times. */
const MAX_RENDER_PASSES = 4;

/**
 * Renders a page's tree with its data: a render starts the queries its components need, they are
 * awaited within the budget, and the next render has the data (and may start queries that needed it),
 * until a render starts none. Throws when over budget.
 */
async function renderWithData(appName: string, element: ReactElement, request: ServerRequest, deadline: number): Promise<string> {
  const awaited = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const html = renderRoot(appName, element, request);
    // A query that failed is asked again by the next render's subscriber: what it answered is already
    // in this render (an error state, a 404 page), so only queries not seen before call for a pass.
    const all = request.store.dispatch(api.util.getRunningQueriesThunk());
    const running = all.filter(({ queryCacheKey }) => !awaited.has(queryCacheKey));
    if (running.length === 0) {
      // Let those repeated answers land, so the state sent to the browser says "failed" (what this
      // render shows) and not "loading", which the browser would render differently.
      if (all.length > 0) await settledWithin(Promise.all(all), remaining(deadline));
      return html;
    }
    running.forEach(({ queryCacheKey }) => awaited.add(queryCacheKey));
    if (pass === MAX_RENDER_PASSES) throw new Error(`data still loading after ${pass} renders`);
    if (!(await settledWithin(Promise.all(running), remaining(deadline)))) throw new Error('data over budget');
  }
}

/**
 * The page's status: the one the BFF decided before the render, which a server render may only turn
 * from 200 into its own (a case the BFF's checks do not cover). A page that names nothing stays so
 * whatever its render did, and an area left to the browser says nothing (its render's words are dropped).
 */
const statusOf = (decided: number, rendered: number | undefined) => (decided === 200 ? (rendered ?? decided) : decided);

/**
 * Server rendering of one page: the header and footer from the layout's components, and <main> from the
 * remote the BFF named as the route's owner (its server module, loaded at run time) or the 404 page. An
 * area that cannot be rendered in time is left to the browser; the page is never failed because of it.
 */
export async function renderPage(loader: RemoteLoader, page: PageRenderRequest): Promise<PageRenderResult> {
  const started = Date.now();
  const timings: Record<string, number> = {};
  const request: ServerRequest = {
    url: page.url,
    locale: page.locale,
    store: createRequestStore({ locale: page.locale, requestId: page.requestId, headers: page.apiHeaders, apiBase: page.apiBase }),
    i18n: requestI18n(page.locale),
    head: {},
    // Islands are roots of their own, rendered inside the page's render (React's server renderer nests).
    renderIsland: (island, identifierPrefix) => renderToString(island, { identifierPrefix }),
  };
  const remotes: Record<string, RenderMode> = {};

  const owner = page.owner === undefined ? undefined : page.registry.remotes.find((entry) => entry.name === page.owner);
  let main: AreaResult = { html: '', mode: 'client' };
  if (owner) {
    main = await renderRemote(loader, owner, page, request);
    remotes[owner.name] = main.mode;
  } else if (page.status !== 200) {
    main = { html: container('not-found', renderRoot('not-found', <NotFound />, request)), mode: 'server' };
  }
  // Otherwise a page the shell serves itself (the design system's catalogue): the browser renders it.
  timings.main = Date.now() - started;

  const header = renderRoot('layout-header', <Header />, request);
  const footer = renderRoot('layout-footer', <Footer />, request);
  timings.total = Date.now() - started;

  return {
    status: statusOf(page.status, request.head.status),
    head: request.head.current ?? { title: '' },
    regions: { header, main: main.html, footer },
    state: { api: request.store.getState().api },
    remotes,
    timings,
    dataUnavailable: dataUnavailable(request),
    dataRateLimited: dataRateLimited(request),
  };
}

async function renderRemote(loader: RemoteLoader, entry: RegistryEntry, page: PageRenderRequest, request: ServerRequest): Promise<AreaResult> {
  if (!entry.serverEntry || entry.ssr === false) return { html: '', mode: 'client' };
  const budgetMs = entry.ssr?.budgetMs ?? page.budgetMs;
  const deadline = Date.now() + budgetMs;
  try {
    const module = await loader.moduleWithin(entry.name, entry.serverEntry, budgetMs);
    if (!module) return { html: '', mode: 'client' };
    const Root: ComponentType<{ url: string }> = module.Root;
    // A remote's page in a chunk of its own is loaded first: renderToString cannot wait for it.
    if (typeof module.prepare === 'function') await within(module.prepare(page.url), remaining(deadline), 'page code over budget');
    const html = await renderWithData(entry.name, <Root url={page.url} />, request, deadline);
    return { html: container(entry.name, html), mode: 'server' };
  } catch (error) {
    const reason = String((error as Error)?.message ?? error);
    warn(`${entry.name} ${reason}`, `[ssr] ${entry.name} rendered in the browser: ${reason}`);
    // Whatever the failed render wrote about the page (head, status) is not the page's.
    request.head.current = undefined;
    request.head.status = undefined;
    return { html: '', mode: 'client' };
  }
}
