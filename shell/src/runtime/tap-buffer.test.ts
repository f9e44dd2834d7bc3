import * as platform from '@ama/platform';
import { bufferTapsUntilHydrated, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_HYDRATED_EVENT, ISLAND_ID_PREFIX_ATTRIBUTE } from './tap-buffer';

it("uses the island markup's names as platform writes them", () => {
  expect([ISLAND_ID_PREFIX_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_HYDRATED_EVENT]).toEqual([
    platform.ISLAND_ID_PREFIX_ATTRIBUTE,
    platform.ISLAND_HYDRATED_ATTRIBUTE,
    platform.ISLAND_HYDRATED_EVENT,
  ]);
});

bufferTapsUntilHydrated();
jest.useFakeTimers();

function island(html: string): HTMLElement {
  document.body.innerHTML = `<div data-island="shop/menu" data-island-prefix="ama-shell-_R_1_-">${html}</div><a href="#x">x</a>`;
  return document.querySelector('[data-island]')!;
}

function hydrate(element: HTMLElement) {
  element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
  element.dispatchEvent(new CustomEvent(ISLAND_HYDRATED_EVENT, { bubbles: true }));
}

it("keeps a tap on an island's button made before it hydrated and replays it once it has", () => {
  const element = island('<button type="button">Menu</button>');
  const button = element.querySelector('button')!;
  const taps: string[] = [];
  button.addEventListener('click', () => taps.push(element.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE) ? 'live' : 'early'));

  button.click();
  expect(taps).toEqual([]);

  hydrate(element);
  jest.runAllTimers();
  expect(taps).toEqual(['live']);
});

it('does not submit a form natively when its button is tapped before the island hydrated', () => {
  const element = island('<form><button type="submit">Send</button></form>');
  const submitted = jest.fn((event: Event) => event.preventDefault());
  element.querySelector('form')!.addEventListener('submit', submitted);
  element.querySelector('button')!.click();
  expect(submitted).not.toHaveBeenCalled();
});

it('leaves taps alone once the island is live, and links always (they work as HTML)', () => {
  const element = island('<button type="button">Menu</button><a href="#more">More</a>');
  const link = jest.fn((event: Event) => event.preventDefault());
  element.querySelector('a')!.addEventListener('click', link);
  element.querySelector('a')!.click();
  expect(link).toHaveBeenCalledTimes(1);

  hydrate(element);
  const clicked = jest.fn();
  element.querySelector('button')!.addEventListener('click', clicked);
  element.querySelector('button')!.click();
  expect(clicked).toHaveBeenCalledTimes(1);
});

it('gives a field the value chosen before the island hydrated, through the event its code listens to', () => {
  const element = island('<select aria-label="Size"><option value="">Choose</option><option value="14">14</option></select><input aria-label="Engraving">');
  const select = element.querySelector('select')!;
  const input = element.querySelector('input')!;
  select.value = '14';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  input.value = 'Anna';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  // Hydration puts the fields back to the server's values…
  select.value = '';
  input.value = '';
  const changes: string[] = [];
  select.addEventListener('change', () => changes.push(`size ${select.value}`));
  input.addEventListener('input', () => changes.push(`engraving ${input.value}`));

  hydrate(element);

  // …and the shopper's choices come back as their own input would.
  expect(changes).toEqual(['size 14', 'engraving Anna']);
  expect(select.value).toBe('14');
});

it('lets a checkbox tick as HTML before the island hydrated, and tells its code once it runs', () => {
  const element = island('<input type="checkbox" aria-label="Rose gold">');
  const box = element.querySelector('input')!;
  box.click();
  expect(box.checked).toBe(true);
  const seen: boolean[] = [];
  box.addEventListener('click', () => seen.push(box.checked));

  hydrate(element);

  expect(seen).toEqual([true]);
  expect(box.checked).toBe(true);
});

it('leaves an island of a page the browser rendered whole alone: it is live from the start', () => {
  document.body.innerHTML = '<div data-island="shop/menu"><button type="button">Menu</button></div>';
  const clicked = jest.fn();
  document.querySelector('button')!.addEventListener('click', clicked);
  document.querySelector('button')!.click();
  expect(clicked).toHaveBeenCalledTimes(1);
});

it('holds a tap on a live island while another island of its region is still dry, and replays it once the region is live', () => {
  document.body.innerHTML = `<div id="ama-header">
    <div data-island="shell/menu-button" data-island-prefix="ama-shell-_R_1_-"><button type="button">Open menu</button></div>
    <div data-island="shell/mobile-menu" data-island-prefix="ama-shell-_R_2_-"><nav hidden></nav></div>
  </div>`;
  const [menuButton, mobileMenu] = [...document.querySelectorAll<HTMLElement>('[data-island]')] as [HTMLElement, HTMLElement];
  const opened: string[] = [];
  menuButton.querySelector('button')!.addEventListener('click', () => opened.push(mobileMenu.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE) ? 'menu live' : 'menu dry'));

  hydrate(menuButton);
  menuButton.querySelector('button')!.click();
  jest.runAllTimers();
  expect(opened).toEqual([]);

  hydrate(mobileMenu);
  jest.runAllTimers();
  expect(opened).toEqual(['menu live']);
});

it("leaves a popover's button to the browser before the island hydrated: it opens its panel by itself", () => {
  const element = island('<button type="button" popovertarget="ama-mobile-menu">Menu</button>');
  const clicked = jest.fn();
  element.addEventListener('click', clicked);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.querySelector('button')!.dispatchEvent(click);
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(click.defaultPrevented).toBe(false);
});
