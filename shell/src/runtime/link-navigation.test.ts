import { navigateOnPlainLinks } from './link-navigation';

navigateOnPlainLinks();

function click(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  document.querySelector('a')!.dispatchEvent(event);
  return event;
}

const START = '/en/about-us';
const here = () => window.location.pathname + window.location.search;

beforeEach(() => {
  window.history.replaceState(null, '', START);
});

it('moves to a shop page through single-spa when a plain link of the server markup is clicked', () => {
  const event = click('<a href="/en/guides/4c?from=footer">4C</a>');
  expect(event.defaultPrevented).toBe(true);
  // In this tab, without a new document: single-spa's navigation pushes the new address.
  expect(here()).toBe('/en/guides/4c?from=footer');
});

it.each([
  ['a new tab', '<a href="/en/cart" target="_blank">Cart</a>', {}],
  ['a modified click', '<a href="/en/cart">Cart</a>', { ctrlKey: true }],
  ['a download', '<a href="/en/cart" download>Cart</a>', {}],
  ['another site', '<a href="https://example.com/en/cart">Cart</a>', {}],
  ['a file outside the shop pages', '<a href="/api/openapi.json">API</a>', {}],
  ['a place on this page', '<a href="#ama-main">Skip</a>', {}],
])('leaves %s to the browser', (_name, html, init) => {
  const event = click(html, init);
  expect(event.defaultPrevented).toBe(false);
  expect(here()).toBe(START);
});

it('leaves a link whose own code already handled the click', () => {
  document.body.innerHTML = '<a href="/en/cart">Cart</a>';
  const link = document.querySelector('a')!;
  link.addEventListener('click', (event) => event.preventDefault());
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  expect(here()).toBe(START);
});
