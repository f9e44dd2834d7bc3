import type { LifeCycles } from 'single-spa';
import { SERVER_MARKUP_ATTRIBUTE } from '@ama/platform';
import { isStaticServerMarkup, staticPageApp } from './static-page-app';

const props = { name: 'mfe_content', singleSpa: {}, mountParcel: jest.fn() } as never;

function container(html: string, serverMarkup = true): HTMLElement {
  document.body.innerHTML = `<div id="app-mfe_content"${serverMarkup ? ` ${SERVER_MARKUP_ATTRIBUTE}=""` : ''}>${html}</div>`;
  return document.getElementById('app-mfe_content')!;
}

function remote() {
  const app = { bootstrap: jest.fn(async () => undefined), mount: jest.fn(async () => undefined), unmount: jest.fn(async () => undefined) };
  const load = jest.fn(async () => app as LifeCycles);
  return { app, load };
}

function moveTo(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event('single-spa:routing-event'));
}

beforeEach(() => window.history.replaceState(null, '', '/en/about-us'));

it('tells static server markup from markup with islands and from an empty container', () => {
  expect(isStaticServerMarkup(container('<h1>About us</h1>'))).toBe(true);
  expect(isStaticServerMarkup(container('<div data-island="content/ring-size"></div>'))).toBe(false);
  expect(isStaticServerMarkup(container('', false))).toBe(false);
});

it("loads none of the remote's code for a static page, and loads and mounts it on the first move to another path", async () => {
  const element = container('<h1>About us</h1>');
  const { app, load } = remote();
  const lifecycles = staticPageApp(element, load);

  await (lifecycles.mount as (p: never) => Promise<void>)(props);
  expect(load).not.toHaveBeenCalled();
  expect(element).toHaveTextContent('About us');

  moveTo('/en/about-us'); // the same path: nothing to do
  expect(load).not.toHaveBeenCalled();

  moveTo('/en/guides/4c');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(load).toHaveBeenCalledTimes(1);
  expect(app.bootstrap).toHaveBeenCalledTimes(1);
  expect(app.mount).toHaveBeenCalledTimes(1);
});

it('mounts the remote at once into an empty container, and empties the container when unmounted', async () => {
  const element = container('', false);
  const { app, load } = remote();
  const lifecycles = staticPageApp(element, load);
  await (lifecycles.mount as (p: never) => Promise<void>)(props);
  expect(app.mount).toHaveBeenCalledTimes(1);
  await (lifecycles.unmount as (p: never) => Promise<void>)(props);
  expect(app.unmount).toHaveBeenCalledTimes(1);
  expect(element).toBeEmptyDOMElement();
});
