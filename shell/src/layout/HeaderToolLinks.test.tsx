/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { addMessages, createShopStore, initI18n, PlatformProvider } from '@ama/platform';
import en from '../i18n/en.json';
import it from '../i18n/it.json';
import es from '../i18n/es.json';
import de from '../i18n/de.json';
import { drawVisitorCounts, takeOverVisitorCounts } from '../runtime/header-counts';
import { forgetPageState } from '../runtime/page-state';
import { HeaderToolLinks } from './HeaderToolLinks';
import { countsApi } from './visitor-counts-api';

// Each test is a page load of its own: nothing drawn or handed over before it.
beforeEach(() => forgetPageState());

const tools = () => (
  <PlatformProvider>
    <HeaderToolLinks />
  </PlatformProvider>
);

test("a page to read's counts, drawn without the shell's code, are what the header's island then hydrates over", async () => {
  window.history.replaceState(null, '', '/de/about-us');
  document.documentElement.lang = 'de';
  const store = createShopStore();
  initI18n('de');
  addMessages('shell', { en, it, es, de });
  const asked: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return Response.json({ cartItems: 120, wishlistItems: 1 });
  }) as typeof fetch;

  // The server's links: no numbers (they are personal; the page is cached for everyone).
  const container = document.createElement('div');
  container.innerHTML = renderToString(tools());
  document.body.replaceChildren(container);
  expect(screen.getByRole('link', { name: 'Warenkorb' })).toBeInTheDocument();

  // The plain code: one request, the numbers and the links' names in the page's language.
  drawVisitorCounts(document);
  expect(await screen.findByRole('link', { name: 'Warenkorb, 120 Schmuckstücke' })).toHaveTextContent('99+');
  expect(screen.getByRole('link', { name: 'Wunschliste, 1 Schmuckstück' })).toHaveTextContent('1');
  expect(asked).toEqual(['/api/visitor/counts']);

  // The shell starts: its store takes the drawn counts, and the island hydrates over them without a
  // mismatch (which React would answer by throwing the markup away) and without asking again.
  const drawn = await takeOverVisitorCounts();
  await store.dispatch(countsApi.util.upsertQueryData('visitorCounts', undefined, drawn!));
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tools(), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(screen.getByRole('link', { name: 'Warenkorb, 120 Schmuckstücke' })).toHaveTextContent('99+');
  expect(asked).toHaveLength(1);
});

test('counts that arrive after the shell took over are left to the island: the plain code draws nothing then', async () => {
  await jest.isolateModulesAsync(async () => {
    const counts = await import('../runtime/header-counts');
    document.body.innerHTML = `<a href="/en/cart" aria-label="Cart" ${counts.VISITOR_COUNT_ATTRIBUTE}="cartItems" data-label-other="Cart, {{count}} pieces"></a>`;
    let answer: (value: { cartItems: number; wishlistItems: number }) => void = () => {};
    counts.drawVisitorCounts(document, () => new Promise((resolve) => (answer = resolve)));
    expect(await counts.takeOverVisitorCounts(10)).toBeUndefined();
    answer({ cartItems: 2, wishlistItems: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeEmptyDOMElement();
  });
});

test('once the shell has taken the header over (its code came before the load event), the plain code asks nothing', async () => {
  await jest.isolateModulesAsync(async () => {
    const counts = await import('../runtime/header-counts');
    expect(await counts.takeOverVisitorCounts()).toBeUndefined();
    const read = jest.fn(async () => ({ cartItems: 1, wishlistItems: 0 }));
    counts.drawVisitorCounts(document, read);
    expect(read).not.toHaveBeenCalled();
  });
});

test("the shell's code takes over the counts its page's first script drew, though each is a build with its own copy of the module", async () => {
  document.body.innerHTML = `<a href="/en/cart" aria-label="Cart" data-visitor-count="cartItems" data-label-other="Cart, {{count}} pieces"></a>`;
  document.documentElement.lang = 'en';
  let firstScript: typeof import('../runtime/header-counts') | undefined;
  let shellCode: typeof import('../runtime/header-counts') | undefined;
  jest.isolateModules(() => {
    firstScript = jest.requireActual<typeof import('../runtime/header-counts')>('../runtime/header-counts');
  });
  jest.isolateModules(() => {
    shellCode = jest.requireActual<typeof import('../runtime/header-counts')>('../runtime/header-counts');
  });
  expect(firstScript).not.toBe(shellCode);
  firstScript!.drawVisitorCounts(document, async () => ({ cartItems: 3, wishlistItems: 0 }));
  expect(await shellCode!.takeOverVisitorCounts()).toEqual({ cartItems: 3, wishlistItems: 0 });
  expect(screen.getByRole('link', { name: 'Cart, 3 pieces' })).toHaveTextContent('3');
  // Handed over: the first script's copy draws nothing more.
  const read = jest.fn(async () => ({ cartItems: 9, wishlistItems: 0 }));
  firstScript!.drawVisitorCounts(document, read);
  expect(read).not.toHaveBeenCalled();
});
