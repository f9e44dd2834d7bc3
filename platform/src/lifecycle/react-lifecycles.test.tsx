import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { act, screen, waitFor } from '@testing-library/react';
import { addMessages } from '../i18n/messages';
import { requestI18n } from '../i18n/i18n-instance';
import { changeLocale } from '../i18n/messages';
import { PlatformProvider } from '../remote/PlatformProvider';
import { ServerRequestProvider, type ServerRequest } from '../ssr/request-context';
import { useLocationHref } from '../ssr/location';
import { island } from '../islands/island';
import { ISLAND_HYDRATED_ATTRIBUTE } from '../islands/island-markup';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectMobileMenuOpen } from '../store/selectors';
import { createRequestStore, createShopStore } from '../store/store';
import { uiActions } from '../store/ui-slice';
import { clearUnhydratedMarkup, createReactLifecycles, identifierPrefixFor, SERVER_MARKUP_ATTRIBUTE } from './react-lifecycles';

const NAME = 'mfe_atelier';

addMessages('atelier', {
  en: { title: 'Gifts', menu: 'Menu', email: 'Your e-mail' },
  it: { title: 'Regali', menu: 'Menù', email: 'La tua e-mail' },
  es: { title: 'Regalos', menu: 'Menú', email: 'Tu e-mail' },
  de: { title: 'Geschenke', menu: 'Menü', email: 'Deine E-Mail' },
});

/** An island with what hydration must match: translated text, an id from useId and state from the store. */
const AtelierControls = island('atelier/controls', function AtelierControls({ label }: { label: string }) {
  const { t } = useTranslation('atelier');
  const id = useId();
  const open = useAppSelector(selectMobileMenuOpen);
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => dispatch(uiActions.toggleMobileMenu())}>
        {t(label)}
      </button>
      <label htmlFor={id}>{t('email')}</label>
      <input id={id} type="email" />
    </>
  );
});

/** An app whose heading and path are static text, around one island. */
function Atelier() {
  const { t } = useTranslation('atelier');
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{t('title')}</h1>
      <p>{useLocationHref()}</p>
      <AtelierControls label="menu" />
    </section>
  );
}

/** The app's root as the shell's server entry renders it: the request's providers, the app's useId prefix. */
function serverMarkup(path: string): string {
  const request: ServerRequest = {
    url: path,
    locale: 'en' as const,
    store: createRequestStore({ locale: 'en' }),
    i18n: requestI18n('en'),
    head: {},
    renderIsland: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  };
  return renderToString(
    <ServerRequestProvider request={request}>
      <PlatformProvider>
        <Atelier />
      </PlatformProvider>
    </ServerRequestProvider>,
    { identifierPrefix: identifierPrefixFor(NAME) },
  );
}

/** <main>'s container as the server writes it (shell/src/server/render-page.tsx). */
function serverContainer(html: string): HTMLElement {
  document.body.innerHTML = `<main id="ama-main"><div id="app-${NAME}" data-remote="${NAME}" ${SERVER_MARKUP_ATTRIBUTE}="">${html}</div></main>`;
  return document.getElementById(`app-${NAME}`)!;
}

function emptyContainer(): HTMLElement {
  document.body.innerHTML = `<main id="ama-main"><div id="app-${NAME}" data-remote="${NAME}"></div></main>`;
  return document.getElementById(`app-${NAME}`)!;
}

/** What reaches the page's error event (React reports a recoverable error there), until stop(). */
function reportedErrors() {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  window.addEventListener('error', onError);
  return { errors, stop: () => window.removeEventListener('error', onError) };
}

let consoleError: jest.SpyInstance;
let lifecycles: ReturnType<typeof createReactLifecycles>;
const props = () => ({ name: NAME, domElementGetter: () => document.getElementById(`app-${NAME}`)! });

async function mount() {
  await act(async () => {
    await lifecycles.mount(props());
  });
}

async function unmount() {
  await act(async () => {
    await lifecycles.unmount(props());
  });
}

beforeEach(async () => {
  // The page as the shopper landed on it; the shell starts the shared store and i18n from it.
  window.history.replaceState(null, '', '/en/gifts');
  createShopStore();
  await changeLocale('en');
  consoleError = jest.spyOn(console, 'error');
  lifecycles = createReactLifecycles({ Root: Atelier });
  await lifecycles.bootstrap();
});

afterEach(async () => {
  await unmount();
  consoleError.mockRestore();
});

describe('createReactLifecycles', () => {
  it("hydrates the server's islands only: the same elements stay, nothing is reported, and the island answers", async () => {
    const container = serverContainer(serverMarkup('/en/gifts'));
    const heading = screen.getByRole('heading', { name: 'Gifts' });
    const button = screen.getByRole('button', { name: 'Menu' });
    const input = screen.getByLabelText('Your e-mail');

    await mount();

    expect(screen.getByRole('heading', { name: 'Gifts' })).toBe(heading);
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(button);
    expect(screen.getByLabelText('Your e-mail')).toBe(input);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container).not.toHaveAttribute(SERVER_MARKUP_ATTRIBUTE);
    // Said in the task after React's commit, once what was typed before is the island's (hydrate-islands.tsx).
    await waitFor(() => expect(container.querySelector('[data-island]')).toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE));
    // The static heading is the server's plain HTML: React owns the island, not the section around it.
    expect(Object.keys(heading).some((key) => key.startsWith('__react'))).toBe(false);

    // The kept button now has its handler: the shared store answers it.
    act(() => button.click());
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders the whole app once the shopper moves to another path, keeping the state of the store', async () => {
    serverContainer(serverMarkup('/en/gifts'));
    await mount();
    act(() => screen.getByRole('button', { name: 'Menu' }).click());
    expect(screen.getByText('/en/gifts')).toBeInTheDocument();

    await act(async () => {
      window.history.pushState(null, '', '/en/gifts/rings');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });

    // The static text follows the new path: the whole tree is React's now, with one heading and one island.
    expect(screen.getByText('/en/gifts/rings')).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("renders the new page whole when the shopper followed a link while the app's code loaded (single-spa tells only after the mount)", async () => {
    serverContainer(serverMarkup('/en/gifts'));
    // The document the server sent is /en/gifts; the link moved the address on before the mount, and
    // single-spa holds its routing event until this mount is done.
    // jsdom keeps no navigation entry: the browser's is given here.
    const had = Object.getOwnPropertyDescriptor(performance, 'getEntriesByType');
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ name: 'http://localhost/en/gifts' }] });
    try {
      window.history.pushState(null, '', '/en/gifts/rings');
      await mount();
      expect(screen.getByText('/en/gifts/rings')).toBeInTheDocument();
      expect(screen.queryByText('/en/gifts')).toBeNull();
      await act(async () => {
        window.dispatchEvent(new Event('single-spa:routing-event'));
      });
      expect(screen.getAllByRole('heading')).toHaveLength(1);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      if (had) Object.defineProperty(performance, 'getEntriesByType', had);
      else delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });

  it('renders the whole app, and reports nothing, when the shopper moves on before its islands have hydrated', async () => {
    serverContainer(serverMarkup('/en/gifts'));
    const reported = reportedErrors();
    await act(async () => {
      await lifecycles.mount(props());
      // A link followed in the same moment: the islands' hydration is still queued.
      expect(document.querySelector(`[${ISLAND_HYDRATED_ATTRIBUTE}]`)).toBeNull();
      window.history.pushState(null, '', '/en/gifts/rings');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    reported.stop();

    expect(screen.getByText('/en/gifts/rings')).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Menu' })).toHaveLength(1);
    expect(reported.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('unmounts, and reports nothing, when the shopper leaves the area before its islands have hydrated', async () => {
    const container = serverContainer(serverMarkup('/en/gifts'));
    const reported = reportedErrors();
    await act(async () => {
      await lifecycles.mount(props());
      expect(document.querySelector(`[${ISLAND_HYDRATED_ATTRIBUTE}]`)).toBeNull();
      await lifecycles.unmount(props());
    });
    reported.stop();

    expect(container).toBeEmptyDOMElement();
    expect(reported.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaves an island whose code is unknown as the server wrote it', async () => {
    const container = serverContainer(serverMarkup('/en/gifts').replace('atelier/controls', 'atelier/retired'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mount();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(container.querySelector('[data-island]')).not.toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('atelier/retired'));
    warn.mockRestore();
  });

  it('renders into a container without server markup', async () => {
    const container = emptyContainer();
    await mount();
    expect(screen.getByRole('heading', { name: 'Gifts' })).toBeInTheDocument();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders afresh when mounted again after an unmount', async () => {
    serverContainer(serverMarkup('/en/gifts'));
    const serverHeading = screen.getByRole('heading', { name: 'Gifts' });
    await mount();
    await unmount();
    expect(document.getElementById(`app-${NAME}`)).toBeEmptyDOMElement();

    await mount();
    const heading = screen.getByRole('heading', { name: 'Gifts' });
    expect(heading).not.toBe(serverHeading);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Menu' })).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();

    const button = screen.getByRole('button', { name: 'Menu' });
    act(() => button.click());
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('clearUnhydratedMarkup', () => {
  it('empties the containers whose server markup no app hydrated, and only those', () => {
    document.body.innerHTML = `
      <div id="ama-header"><nav aria-label="Main">header</nav></div>
      <main id="ama-main">
        <div id="app-mfe_atelier" data-remote="mfe_atelier" ${SERVER_MARKUP_ATTRIBUTE}=""><h1>Gifts</h1></div>
        <div id="app-not-found" data-remote="not-found" ${SERVER_MARKUP_ATTRIBUTE}=""><h1>Page not found</h1></div>
      </main>`;

    clearUnhydratedMarkup();

    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.getElementById('app-mfe_atelier')).toBeEmptyDOMElement();
    expect(document.getElementById('app-not-found')).toBeEmptyDOMElement();
    expect(document.querySelectorAll(`[${SERVER_MARKUP_ATTRIBUTE}]`)).toHaveLength(0);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('lets an app mount into a cleared container without hydrating what was there', async () => {
    serverContainer('<h1>Page not found</h1>');
    clearUnhydratedMarkup();
    await mount();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Gifts']);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
