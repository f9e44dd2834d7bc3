/**
 * @jest-environment node
 */
// Server renders run in Node, where there is no window: everything a component reads about its page
// (URL, language, store, head) must come from the request it is rendered for.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { JSDOM } from 'jsdom';
import { within } from '@testing-library/dom';
import type { Locale } from '@ama/contracts';
import { i18n, initI18n, requestI18n } from '../i18n/i18n-instance';
import { addMessages } from '../i18n/messages';
import { NotFound } from '../lifecycle/NotFound';
import { useLocale } from '../remote/use-locale';
import { RemoteRoutes } from '../routing/remote-routes';
import { useParams } from '../routing/router';
import { createRequestStore } from '../store/store';
import { useLocationHref } from './location';
import { usePageHead } from './page-head';
import { createRemoteServer } from './remote-server';
import { ServerRequestProvider, type ServerRequest } from './request-context';

const newRequest = (url: string, locale: Locale): ServerRequest => ({
  url,
  locale,
  store: createRequestStore({ locale }),
  i18n: requestI18n(locale),
  head: {},
});

const renderFor = (request: ServerRequest, element: ReactElement) => renderToString(<ServerRequestProvider request={request}>{element}</ServerRequestProvider>);

/** The server's HTML as a browser would parse it, to be read by role like a page. */
const page = (html: string) => within(new JSDOM(`<!doctype html><body>${html}</body>`).window.document.body);

const greetings = {
  en: { hello: 'Welcome' },
  it: { hello: 'Benvenuti' },
  es: { hello: 'Bienvenidos' },
  de: { hello: 'Willkommen' },
};

beforeAll(() => {
  initI18n('en');
  addMessages('ssr-demo', greetings);
});

function WhereAmI() {
  return (
    <dl>
      <dt>href</dt>
      <dd>{useLocationHref()}</dd>
      <dt>locale</dt>
      <dd>{useLocale()}</dd>
    </dl>
  );
}

function Greeting() {
  const { t } = useTranslation('ssr-demo');
  return <h1>{t('hello')}</h1>;
}

describe('a server render', () => {
  it("reads the request's URL and locale, not the process's", () => {
    const html = renderFor(newRequest('/de/gifts?sort=price', 'de'), <WhereAmI />);
    const { getAllByRole } = page(html);
    expect(getAllByRole('definition').map((cell) => cell.textContent)).toEqual(['/de/gifts?sort=price', 'de']);
  });

  it("takes the page's head and status from what the page says (404 for the not-found page)", () => {
    const request = newRequest('/it/nowhere', 'it');
    const html = renderFor(request, <NotFound />);
    expect(page(html).getByRole('heading', { level: 1 })).toHaveTextContent('Pagina non trovata');
    expect(request.head.status).toBe(404);
    expect(request.head.current).toEqual(expect.objectContaining({ title: 'Pagina non trovata', robots: 'noindex', description: expect.stringContaining('/it/nowhere') }));
  });

  it('records the title of a regular page and no status of its own', () => {
    function GiftsPage() {
      usePageHead({ title: 'Gifts', description: 'Ideas for every occasion' });
      return <h1>Gifts</h1>;
    }
    const request = newRequest('/en/gifts', 'en');
    renderFor(request, <GiftsPage />);
    expect(request.head).toEqual({ current: { title: 'Gifts', description: 'Ideas for every occasion' } });
  });

  it('gives concurrent requests in different languages their own texts', () => {
    const german = newRequest('/de', 'de');
    const italian = newRequest('/it', 'it');
    const english = newRequest('/en', 'en');
    // Interleaved as requests arrive in one process: creating one request's i18n switches no other.
    expect(page(renderFor(german, <Greeting />)).getByRole('heading')).toHaveTextContent('Willkommen');
    expect(page(renderFor(italian, <Greeting />)).getByRole('heading')).toHaveTextContent('Benvenuti');
    expect(page(renderFor(german, <Greeting />)).getByRole('heading')).toHaveTextContent('Willkommen');
    expect(page(renderFor(english, <Greeting />)).getByRole('heading')).toHaveTextContent('Welcome');
    expect(page(renderFor(italian, <Greeting />)).getByRole('heading')).toHaveTextContent('Benvenuti');
    // Nor does it switch the site's shared instance.
    expect(i18n.language).toBe('en');
  });

  it('sees texts a remote adds after the request began', () => {
    const request = newRequest('/es', 'es');
    addMessages('ssr-late', { en: { hi: 'Hi' }, it: { hi: 'Ciao' }, es: { hi: 'Hola' }, de: { hi: 'Hallo' } });
    function Late() {
      const { t } = useTranslation('ssr-late');
      return <p>{t('hi')}</p>;
    }
    expect(page(renderFor(request, <Late />)).getByText('Hola')).toBeTruthy();
  });
});

describe('createRemoteServer', () => {
  function GiftPage() {
    const { id } = useParams();
    usePageHead({ title: `Gift ${id}` });
    return <h1>Gift {id}</h1>;
  }

  const atelier = createRemoteServer({
    name: 'mfe_atelier',
    namespace: 'atelier',
    messages: {
      en: { pages: { gifts: { title: 'Gifts', intro: 'Something for everyone' } } },
      it: { pages: { gifts: { title: 'Regali', intro: 'Qualcosa per tutti' } } },
      es: { pages: { gifts: { title: 'Regalos', intro: 'Algo para todos' } } },
      de: { pages: { gifts: { title: 'Geschenke', intro: 'Etwas für alle' } } },
    },
    App: () => <RemoteRoutes patterns={{ gifts: '/gifts', gift: '/gifts/:id' }} pages={{ gift: GiftPage }} />,
  });

  it("renders the remote's page for the request's URL, in the request's language", () => {
    const request = newRequest('/de/gifts', 'de');
    const html = renderFor(request, <atelier.Root url={request.url} />);
    expect(page(html).getByRole('heading', { level: 1 })).toHaveTextContent('Geschenke');
    expect(page(html).getByText('Etwas für alle')).toBeTruthy();
    expect(request.head).toEqual({ current: { title: 'Geschenke', description: 'Etwas für alle' } });
  });

  it("passes the URL's parameters to the page", () => {
    const request = newRequest('/en/gifts/42?ref=mail', 'en');
    const html = renderFor(request, <atelier.Root url={request.url} />);
    expect(page(html).getByRole('heading', { level: 1 })).toHaveTextContent('Gift 42');
    expect(request.head.current?.title).toBe('Gift 42');
  });

  it('answers a path under the remote that none of its routes matches with the 404 page', () => {
    const request = newRequest('/es/gifts/42/wrapping', 'es');
    const html = renderFor(request, <atelier.Root url={request.url} />);
    expect(page(html).getByRole('heading', { level: 1 })).toHaveTextContent('Página no encontrada');
    expect(request.head.status).toBe(404);
  });

  it('renders two requests of the same remote side by side without mixing them', () => {
    const first = newRequest('/it/gifts/1', 'it');
    const second = newRequest('/en/gifts', 'en');
    const secondHtml = renderFor(second, <atelier.Root url={second.url} />);
    const firstHtml = renderFor(first, <atelier.Root url={first.url} />);
    expect(page(firstHtml).getByRole('heading', { level: 1 })).toHaveTextContent('Gift 1');
    expect(page(secondHtml).getByRole('heading', { level: 1 })).toHaveTextContent('Gifts');
    expect(first.head.current?.title).toBe('Gift 1');
    expect(second.head.current?.title).toBe('Gifts');
  });
});
