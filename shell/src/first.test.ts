import { FIRST_SCRIPT_RAN, SHELL_START_ATTRIBUTE } from './runtime/shell-start';
import { forgetPageState } from './runtime/page-state';

/** The shell's code as the build names it on the first script's element. */
const MAIN = '/shell/main.0123abcd.js';

/** A server page: its first script's element, the inert preloads, and `main` as the page's area. */
function serverPage(main: string) {
  document.head.innerHTML = `<template id="ama-preloads"><link rel="preload" as="script" href="/shell/libraries-react.1.js"></template>`;
  document.body.innerHTML = `<div id="ama-header"><div data-island="shell/header"><button type="button">Menu</button></div></div>
    <main id="ama-main">${main}</main>
    <script type="module" src="/shell/first.1.js" ${SHELL_START_ATTRIBUTE}="${MAIN}"></script>`;
}

/** Runs the page's first script, as the browser does once per page. */
const runFirstScript = () => jest.isolateModules(() => void jest.requireActual('./first'));

const shellScripts = () => [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), type: script.type }));
const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  forgetPageState();
  delete (window as Window & { [FIRST_SCRIPT_RAN]?: true })[FIRST_SCRIPT_RAN];
});

test("a page with islands loads the shell's code at the first touch, once, with the code's other files", () => {
  serverPage('<div data-ssr><div data-island="mfe_catalog/results"><button type="button">Add</button></div></div>');
  runFirstScript();
  expect(shellScripts()).toEqual([]);
  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('pointerdown'));
  expect(shellScripts()).toEqual([{ src: MAIN, type: 'module' }]);
  // The preloads left their template: fetched beside the shell's own file.
  expect(document.getElementById('ama-preloads')).toBeNull();
  expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/shell/libraries-react.1.js');
  // What the shell's code reads to know it need not do this work itself.
  expect((window as Window & { [FIRST_SCRIPT_RAN]?: true })[FIRST_SCRIPT_RAN]).toBe(true);
});

test("a page to read loads none of it for a touch on its text, prefetches it once loaded, and loads it at a press on the header's menu", async () => {
  serverPage('<article data-ssr><h1>About us</h1><p>Made in Italy.</p></article>');
  runFirstScript();
  document.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(shellScripts()).toEqual([]);
  // The load event has passed (jsdom's document is complete): the prefetch comes in a task after it.
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(prefetched()).toEqual([MAIN, '/shell/libraries-react.1.js']);
  expect(shellScripts()).toEqual([]);
  document.querySelector('#ama-header button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(shellScripts()).toEqual([{ src: MAIN, type: 'module' }]);
});

test("without the shell's URL on its element, the first script says so and leaves the server's page as it is", () => {
  serverPage('<div data-ssr><div data-island="mfe_catalog/results"></div></div>');
  document.querySelector('script')!.removeAttribute(SHELL_START_ATTRIBUTE);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  runFirstScript();
  window.dispatchEvent(new Event('pointerdown'));
  expect(shellScripts()).toEqual([]);
  expect(error).toHaveBeenCalledWith(expect.stringContaining(SHELL_START_ATTRIBUTE));
  error.mockRestore();
});
