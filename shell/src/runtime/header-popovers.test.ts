import { placeHeaderPopovers, placeHeaderPopoversAgain } from './header-popovers';

placeHeaderPopovers();

/** What the browser fires before a popover shows or hides (jsdom has no popovers). */
function beforeToggle(element: Element, newState: 'open' | 'closed') {
  element.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState }));
}

beforeEach(() => {
  document.body.innerHTML = '<header><button popovertarget="menu">Menu</button><nav id="menu" popover="auto">links</nav></header><main><div id="tip" popover>tip</div></main>';
  const header = document.querySelector('header')!;
  header.getBoundingClientRect = () => ({ bottom: 112 }) as DOMRect;
  window.scrollY = 0;
});

it("puts the header's popover right under the header as it opens, in the page's coordinates", () => {
  const menu = document.getElementById('menu')!;
  beforeToggle(menu, 'open');
  expect(menu.style.top).toBe('112px');

  // Opened on a scrolled page: the header's bottom is above the screen's top, the panel still under it.
  (window as { scrollY: number }).scrollY = 40;
  (document.querySelector('header')!.getBoundingClientRect as unknown) = () => ({ bottom: 72 });
  beforeToggle(menu, 'open');
  expect(menu.style.top).toBe('112px');
});

it('leaves a closing panel and a popover outside the header as they are', () => {
  const menu = document.getElementById('menu')!;
  beforeToggle(menu, 'closed');
  expect(menu.style.top).toBe('');
  const tip = document.getElementById('tip')!;
  beforeToggle(tip, 'open');
  expect(tip.style.top).toBe('');
});

it('puts a panel that says so under its own button, its right edge on the button’s', () => {
  document.body.innerHTML = '<header><button popovertarget="ama-languages">EN</button><div id="ama-languages" popover="auto" data-place="under-button">languages</div></header>';
  const button = document.querySelector('button')!;
  button.getBoundingClientRect = () => ({ bottom: 98, right: 350 }) as DOMRect;
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 390 });
  (window as { scrollY: number }).scrollY = 0;
  const list = document.getElementById('ama-languages')!;
  beforeToggle(list, 'open');
  expect([list.style.top, list.style.right]).toEqual(['98px', '40px']);
});

it('puts a group of the desktop header under its button, its left edge on the button’s', () => {
  document.body.innerHTML =
    '<header><button popovertarget="ama-nav-shop">Jewels</button><div id="ama-nav-shop" popover="auto" data-place="under-button-start">links</div></header>';
  document.querySelector('button')!.getBoundingClientRect = () => ({ bottom: 120, left: 412, right: 480 }) as DOMRect;
  (window as { scrollY: number }).scrollY = 30;
  const panel = document.getElementById('ama-nav-shop')!;
  beforeToggle(panel, 'open');
  expect([panel.style.top, panel.style.left, panel.style.right]).toEqual(['150px', '412px', '']);
});

it('places an open panel again when the fonts arrive and move its button, and forgets it once closed', () => {
  document.body.innerHTML =
    '<header><button popovertarget="ama-nav-collections">Collections</button><div id="ama-nav-collections" popover="auto" data-place="under-button-start">links</div></header>';
  const button = document.querySelector('button')!;
  button.getBoundingClientRect = () => ({ bottom: 120, left: 179 }) as DOMRect;
  (window as { scrollY: number }).scrollY = 0;
  const panel = document.getElementById('ama-nav-collections')!;
  beforeToggle(panel, 'open');
  expect(panel.style.left).toBe('179px');

  // The brand font is narrower than the fallback: the button moves left under the open panel.
  button.getBoundingClientRect = () => ({ bottom: 120, left: 158 }) as DOMRect;
  placeHeaderPopoversAgain();
  expect(panel.style.left).toBe('158px');
  // A window resized does the same.
  button.getBoundingClientRect = () => ({ bottom: 120, left: 150 }) as DOMRect;
  window.dispatchEvent(new Event('resize'));
  expect(panel.style.left).toBe('150px');

  beforeToggle(panel, 'closed');
  button.getBoundingClientRect = () => ({ bottom: 120, left: 140 }) as DOMRect;
  window.dispatchEvent(new Event('resize'));
  expect(panel.style.left).toBe('150px');
});
