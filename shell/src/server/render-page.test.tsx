/**
 * @jest-environment node
 */
// A remote adds a route and gets server rendering, status and head with no change in the shell or the
// BFF: the remote below exists only in this test. It is rendered by the shell's real server code, with
// its data fetched over HTTP from a real server, through the same RTK Query hooks as in the browser.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import { HTTP_RETRY, matchesAnyRoute, SHELL_ROUTES, splitLocale, type Locale, type PageRenderRequest, type Registry, type RegistryEntry } from '@ama/contracts';
import { api, configureApi, createRemoteServer, NotFound, RemoteRoutes, usePageHead, useParams, type RemoteServerModule, useTranslation } from '@ama/platform';
// The shell's server entry as the BFF loads it: its i18n, texts, app states and API settings.
import './index';
import { renderPage } from './render-page';
import type { RemoteLoader } from './remote-loader';

// ---------------------------------------------------------------------------------------------------
// The API the remote reads its gifts from: a real HTTP server on loopback.

interface Gift {
  id: string;
  name: string;
  description: string;
}

const GIFTS: Record<string, Record<Locale, Omit<Gift, 'id'>>> = {
  '7': {
    en: { name: 'Gaia ring', description: 'A solitaire in recycled gold' },
    it: { name: 'Anello Gaia', description: 'Un solitario in oro riciclato' },
    es: { name: 'Anillo Gaia', description: 'Un solitario de oro reciclado' },
    de: { name: 'Gaia-Ring', description: 'Ein Solitär aus recyceltem Gold' },
  },
};
const SLOW_MS = 1_500;

const apiRequests: string[] = [];
const slowAnswers = new Set<ReturnType<typeof setTimeout>>();
let server: http.Server;
let apiBase: string;

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    apiRequests.push(url.pathname + url.search);
    const id = /^\/gifts\/([^/]+)$/.exec(url.pathname)?.[1];
    const locale = (url.searchParams.get('locale') ?? 'it') as Locale;
    if (id === 'slow') {
      const timer = setTimeout(() => {
        slowAnswers.delete(timer);
        answer(res, 200, { id, name: 'Slow gift', description: 'Late' });
      }, SLOW_MS);
      slowAnswers.add(timer);
      return;
    }
    // An id that names nothing: the API says so, in its data (404-ish), as a page can check.
    if (id === 'retired') return answer(res, 200, { id, retired: true });
    // The API's database is down: it answers, but with its failure.
    if (id === 'down') return answer(res, 503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again' } });
    const gift = id ? GIFTS[id]?.[locale] : undefined;
    if (!gift) return answer(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
    return answer(res, 200, { id, ...gift });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  slowAnswers.forEach((timer) => clearTimeout(timer));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// ---------------------------------------------------------------------------------------------------
// The remote: a definition, as a remote's src/remote.tsx writes it, and nothing else.

const giftApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGift: build.query<Gift | { id: string; retired: true }, string>({ query: (id) => `gifts/${id}` }),
  }),
  overrideExisting: true,
});

function GiftPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('atelier');
  const { data, error } = giftApi.useGetGiftQuery(id);
  const gift = data && !('retired' in data) ? data : undefined;
  usePageHead(gift ? { title: gift.name, description: gift.description } : { title: t('pages.gift.title') });
  const missing = (data && 'retired' in data) || (error && 'status' in error && error.status === 404);
  if (missing) return <NotFound />;
  if (error) return <p role="alert">{t('unavailable')}</p>;
  if (!gift) return <p role="status">{t('loading')}</p>;
  return (
    <article>
      <h1>{gift.name}</h1>
      <p>{gift.description}</p>
    </article>
  );
}

const atelier = {
  name: 'mfe_atelier',
  namespace: 'atelier',
  messages: {
    en: { loading: 'Loading…', unavailable: 'The gift could not be loaded.', pages: { gifts: { title: 'Gifts', intro: 'Something for everyone' }, gift: { title: 'Gift' } } },
    it: {
      loading: 'Caricamento…',
      unavailable: 'Non è stato possibile caricare il regalo.',
      pages: { gifts: { title: 'Regali', intro: 'Qualcosa per tutti' }, gift: { title: 'Regalo' } },
    },
    es: { loading: 'Cargando…', unavailable: 'No se ha podido cargar el regalo.', pages: { gifts: { title: 'Regalos', intro: 'Algo para todos' }, gift: { title: 'Regalo' } } },
    de: {
      loading: 'Wird geladen…',
      unavailable: 'Das Geschenk konnte nicht geladen werden.',
      pages: { gifts: { title: 'Geschenke', intro: 'Etwas für alle' }, gift: { title: 'Geschenk' } },
    },
  },
  App: () => <RemoteRoutes patterns={{ gifts: '/gifts', gift: '/gifts/:id' }} pages={{ gift: GiftPage }} />,
};

// ---------------------------------------------------------------------------------------------------
// The registry announces it; the loader stands in for loading its server entry at run time.

const entry = (changes: Partial<RegistryEntry> = {}): RegistryEntry => ({
  name: 'mfe_atelier',
  manifestUrl: '/remotes/mfe-atelier/mf-manifest.json',
  version: '1.0.0',
  routes: ['/gifts', '/gifts/:id'],
  preload: [],
  serverEntry: 'file:///irrelevant',
  ...changes,
});
const registryWith = (...remotes: RegistryEntry[]): Registry => ({ release: 'r1', remotes });

function loaderOf(module: RemoteServerModule | null) {
  const moduleWithin = jest.fn(async (_name: string, _serverEntry: string, _budgetMs: number) => module);
  return { moduleWithin, loader: { moduleWithin } as unknown as RemoteLoader };
}

/** What the BFF decides before it asks for a render (bff/src/web/page-status.ts), for a path no check covers. */
function decidedByTheBff(url: string, registry: Registry): Pick<PageRenderRequest, 'owner' | 'status'> {
  const path = url.split('?')[0] ?? '/';
  const rest = splitLocale(path)?.rest ?? path;
  const owner = registry.remotes.find((remote) => matchesAnyRoute(remote.routes, rest))?.name;
  return { owner, status: owner || matchesAnyRoute(SHELL_ROUTES, rest) ? 200 : 404 };
}

interface RenderOptions {
  module?: RemoteServerModule | null;
  registry?: Registry;
  budgetMs?: number;
  /** The BFF's decision, when a test gives its own. */
  decided?: Pick<PageRenderRequest, 'owner' | 'status'>;
}

async function render(url: string, locale: Locale, options: RenderOptions = {}) {
  const { loader, moduleWithin } = loaderOf(options.module === undefined ? createRemoteServer(atelier) : options.module);
  const registry = options.registry ?? registryWith(entry());
  const decided = options.decided ?? decidedByTheBff(url, registry);
  const page: PageRenderRequest = { url, locale, registry, apiBase, budgetMs: options.budgetMs ?? 2_000, ...decided };
  // What the server entry's render() does with the request's API base before rendering.
  configureApi({ baseUrl: page.apiBase });
  const result = await renderPage(loader, page);
  return { result, moduleWithin };
}

/** A region's HTML as the browser parses it, to be read by role. */
const region = (html: string) => within(new JSDOM(`<!doctype html><body>${html}</body>`).window.document.body);

let warn: jest.SpyInstance;
beforeEach(() => {
  apiRequests.length = 0;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

// ---------------------------------------------------------------------------------------------------

describe('a remote adds a route and gets server rendering, status and head with no change in the shell or the BFF', () => {
  it("renders the route's page with the data its hooks fetched, in the request's language", async () => {
    const { result } = await render('/de/gifts/7', 'de');

    const main = region(result.regions.main);
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Gaia-Ring');
    expect(main.getByText('Ein Solitär aus recyceltem Gold')).toBeTruthy();
    expect(main.queryByRole('status')).toBeNull();
    expect(apiRequests).toEqual(['/gifts/7?locale=de']);
    expect(result.remotes).toEqual({ mfe_atelier: 'server' });
    expect(result.status).toBe(200);
    expect(result.head).toEqual({ title: 'Gaia-Ring', description: 'Ein Solitär aus recyceltem Gold' });
  });

  it("puts the page into the remote's own container, marked as server markup for the browser to hydrate", async () => {
    const { result } = await render('/en/gifts/7', 'en');
    const container = new JSDOM(result.regions.main).window.document.getElementById('app-mfe_atelier');
    expect(container).not.toBeNull();
    expect(container).toHaveAttribute('data-ssr');
    expect(container).toHaveAttribute('data-remote', 'mfe_atelier');
  });

  it('hands the browser the answered query, so hydration does not ask again', async () => {
    const { result } = await render('/it/gifts/7', 'it');
    const state = result.state as { api: { queries: Record<string, { status: string; data?: unknown }> } };
    const queries = Object.values(state.api.queries);
    expect(queries).toEqual([expect.objectContaining({ status: 'fulfilled', data: { id: '7', name: 'Anello Gaia', description: 'Un solitario in oro riciclato' } })]);
    // The state is what the browser parses: it survives JSON.
    expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
  });

  it("renders the shell's header and footer in the request's language", async () => {
    const { result } = await render('/de/gifts/7', 'de');

    const header = region(result.regions.header);
    const nav = within(header.getByRole('navigation', { name: 'Hauptnavigation' }));
    expect(nav.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/de/about-us');
    expect(header.queryByText('About us')).toBeNull();

    const footer = region(result.regions.footer);
    const legal = within(footer.getByRole('navigation', { name: 'Rechtliches' }));
    expect(legal.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/de/privacy-policy');
  });

  it("renders a route without data of its own (the remote's default page) in one pass", async () => {
    const { result } = await render('/es/gifts', 'es');
    expect(region(result.regions.main).getByRole('heading', { level: 1 })).toHaveTextContent('Regalos');
    expect(result.head).toEqual({ title: 'Regalos', description: 'Algo para todos' });
    expect(result.status).toBe(200);
    expect(apiRequests).toEqual([]);
  });

  it('answers 404 when the data says the page names nothing', async () => {
    const { result } = await render('/en/gifts/retired', 'en');
    expect(region(result.regions.main).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(result.status).toBe(404);
    expect(result.head).toEqual(expect.objectContaining({ title: 'Page not found', robots: 'noindex' }));
    expect(result.remotes).toEqual({ mfe_atelier: 'server' });
  });

  it('answers 404 when the API answers 404 for an id that names nothing', async () => {
    const { result } = await render('/en/gifts/999', 'en');
    expect(region(result.regions.main).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(result.status).toBe(404);
    // Asked for that id only (a failed query is asked once more, so the state the browser gets is settled).
    expect(new Set(apiRequests)).toEqual(new Set(['/gifts/999?locale=en']));
    expect(result.head).toEqual(expect.objectContaining({ title: 'Page not found', robots: 'noindex' }));
  });

  it("says when the API could not answer: the page's error state is rendered, and marked as not the page", async () => {
    const { result } = await render('/it/gifts/down', 'it');
    expect(region(result.regions.main).getByRole('alert')).toHaveTextContent('Non è stato possibile caricare il regalo.');
    expect(result.remotes).toEqual({ mfe_atelier: 'server' });
    expect(result.dataUnavailable).toBe(true);
    // A page that was answered, even with a 404, is the page.
    expect((await render('/it/gifts/7', 'it')).result.dataUnavailable).toBe(false);
    expect((await render('/it/gifts/999', 'it')).result.dataUnavailable).toBe(false);
  });

  it('asks a failing API once per read (and its retry), and hands the browser the failure the page shows', async () => {
    const { result } = await render('/it/gifts/down', 'it');
    // The render's second pass re-subscribes the failed query; it is answered with the first failure, so
    // an API that is down is not asked again for the same page, and the state cannot be left "loading"
    // by a repeat that outlasts the budget (which made an outage's page look whole, and kept it).
    expect(apiRequests.filter((request) => request.startsWith('/gifts/down'))).toHaveLength(1 + HTTP_RETRY.getRetries);
    const queries = Object.values((result.state as { api: { queries: Record<string, { endpointName: string; status: string }> } }).api.queries);
    expect(queries.map(({ endpointName, status }) => ({ endpointName, status }))).toEqual([{ endpointName: 'getGift', status: 'rejected' }]);
  });

  it('answers 404 for a path under the remote that none of its routes matches', async () => {
    // The registry claims only '/gifts' and '/gifts/:id': this path is nobody's, so the shell answers.
    const { result, moduleWithin } = await render('/it/gifts/7/wrapping', 'it');
    expect(moduleWithin).not.toHaveBeenCalled();
    expect(result.remotes).toEqual({});
    expect(region(result.regions.main).getByRole('heading', { level: 1 })).toHaveTextContent('Pagina non trovata');
    expect(result.status).toBe(404);
  });

  it('keeps concurrent requests in different languages apart', async () => {
    const [german, italian] = await Promise.all([render('/de/gifts/7', 'de'), render('/it/gifts/7', 'it')]);
    expect(region(german.result.regions.main).getByRole('heading', { level: 1 })).toHaveTextContent('Gaia-Ring');
    expect(region(italian.result.regions.main).getByRole('heading', { level: 1 })).toHaveTextContent('Anello Gaia');
    expect(german.result.head.title).toBe('Gaia-Ring');
    expect(italian.result.head.title).toBe('Anello Gaia');
    expect(region(german.result.regions.header).getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(region(italian.result.regions.header).getByRole('navigation', { name: 'Principale' })).toBeTruthy();
  });
});

describe('what the browser renders instead', () => {
  it('leaves the area to the browser when its data is over budget, and still renders header and footer', async () => {
    const { result } = await render('/en/gifts/slow', 'en', { budgetMs: 100 });
    expect(result.remotes).toEqual({ mfe_atelier: 'client' });
    expect(result.regions.main).toBe('');
    expect(result.head).toEqual({ title: '' });
    expect(result.status).toBe(200);
    expect(region(result.regions.header).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(region(result.regions.footer).getByRole('contentinfo')).toBeTruthy();
  });

  it('takes nothing from a render that threw: no markup, no head, no status', async () => {
    const broken = createRemoteServer({
      ...atelier,
      App: () => {
        usePageHead({ title: 'Half-rendered', status: 410 });
        throw new Error('the page broke');
      },
    });
    const { result } = await render('/en/gifts/7', 'en', { module: broken });
    expect(result.remotes).toEqual({ mfe_atelier: 'client' });
    expect(result.regions.main).toBe('');
    expect(result.head).toEqual({ title: '' });
    expect(result.status).toBe(200);
    expect(region(result.regions.header).getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it("leaves the area to the browser when the remote's server code is not there in time", async () => {
    const { result } = await render('/en/gifts/7', 'en', { module: null });
    expect(result.remotes).toEqual({ mfe_atelier: 'client' });
    expect(result.regions.main).toBe('');
    expect(result.status).toBe(200);
  });

  it('renders in the browser only a remote whose entry says ssr: false, without loading its server code', async () => {
    const { result, moduleWithin } = await render('/en/gifts/7', 'en', { registry: registryWith(entry({ ssr: false })) });
    expect(result.remotes).toEqual({ mfe_atelier: 'client' });
    expect(result.regions.main).toBe('');
    expect(moduleWithin).not.toHaveBeenCalled();
    expect(apiRequests).toEqual([]);
  });

  it('gives a remote its own budget when its entry sets one', async () => {
    const { result, moduleWithin } = await render('/en/gifts/slow', 'en', {
      registry: registryWith(entry({ ssr: { budgetMs: 50 } })),
      budgetMs: 60_000,
    });
    expect(moduleWithin).toHaveBeenCalledWith('mfe_atelier', 'file:///irrelevant', 50);
    expect(result.remotes).toEqual({ mfe_atelier: 'client' });
  });
});

describe('the owner and the status the BFF decided before the render', () => {
  it("renders the remote named as the route's owner, without matching the path again", async () => {
    // The registry does not claim this path: only the BFF's word makes it the remote's (its own 404 page).
    const { result, moduleWithin } = await render('/en/gifts/7/wrapping', 'en', { decided: { owner: 'mfe_atelier', status: 200 } });
    expect(moduleWithin).toHaveBeenCalledWith('mfe_atelier', 'file:///irrelevant', 2_000);
    expect(result.remotes).toEqual({ mfe_atelier: 'server' });
    expect(region(result.regions.main).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(result.status).toBe(404);
  });

  it('keeps a decided 404 when the area is left to the browser (over budget, no server code)', async () => {
    const decided = { owner: 'mfe_atelier', status: 404 };
    const late = await render('/en/gifts/slow', 'en', { budgetMs: 100, decided });
    const absent = await render('/en/gifts/nothing', 'en', { module: null, decided });
    for (const { result } of [late, absent]) {
      expect(result.remotes).toEqual({ mfe_atelier: 'client' });
      expect(result.regions.main).toBe('');
      expect(result.status).toBe(404);
    }
  });

  it('keeps a decided 404 or 410 whatever a server render says about the page', async () => {
    const rendered = await render('/en/gifts/7', 'en', { decided: { owner: 'mfe_atelier', status: 404 } });
    expect(rendered.result.remotes).toEqual({ mfe_atelier: 'server' });
    expect(rendered.result.status).toBe(404);
    const gone = await render('/en/nowhere', 'en', { decided: { status: 410 } });
    expect(region(gone.result.regions.main).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(gone.result.status).toBe(410);
  });

  it("leaves a page without an owner to the browser when the BFF says it is one (the shell's own page)", async () => {
    const { result, moduleWithin } = await render('/en/gifts', 'en', { decided: { status: 200 } });
    expect(moduleWithin).not.toHaveBeenCalled();
    expect(result.remotes).toEqual({});
    expect(result.regions.main).toBe('');
    expect(result.status).toBe(200);
  });
});

describe('a path no remote claims', () => {
  it("is answered by the shell's 404 page with status 404", async () => {
    const { result, moduleWithin } = await render('/de/nowhere', 'de');
    const main = region(result.regions.main);
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Seite nicht gefunden');
    expect(main.getByText('Die Seite /de/nowhere existiert nicht.')).toBeTruthy();
    expect(main.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
    expect(result.status).toBe(404);
    expect(result.head).toEqual(expect.objectContaining({ title: 'Seite nicht gefunden', robots: 'noindex' }));
    expect(result.remotes).toEqual({});
    expect(moduleWithin).not.toHaveBeenCalled();
    expect(region(result.regions.header).getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
  });
});

describe("the back office's own frame", () => {
  it('renders a staff page without the shop: no menu, search, cart or newsletter, the area named and a way back to the shop', async () => {
    const staffArea = entry({ name: 'mfe_staffroom', routes: ['/staff', '/staff/*'] });
    const { result } = await render('/it/staff/orders', 'it', { registry: registryWith(staffArea), module: null });

    const header = region(result.regions.header);
    expect(header.getByRole('link', { name: 'AMA Gestione negozio' })).toHaveAttribute('href', '/it/staff');
    expect(header.getByRole('link', { name: 'Vai al negozio' })).toHaveAttribute('href', '/it');
    expect(header.queryByRole('navigation')).toBeNull();
    expect(header.queryByRole('button', { name: /cerca/i })).toBeNull();
    expect(header.queryByRole('link', { name: /carrello|lista dei desideri/i })).toBeNull();
    expect(header.queryByText(/spedizione/i)).toBeNull();

    const footer = region(result.regions.footer);
    expect(footer.queryByRole('navigation')).toBeNull();
    expect(footer.queryByRole('textbox')).toBeNull();
    expect(footer.getByText(/AMA/)).toBeTruthy();
  });

  it('keeps the shop frame on a shop page whose path only begins like the staff area', async () => {
    const { result } = await render('/it/staffetta', 'it');
    expect(region(result.regions.header).getByRole('navigation', { name: 'Principale' })).toBeTruthy();
  });
});
