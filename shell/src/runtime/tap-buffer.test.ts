import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_HYDRATED_EVENT } from '@ama/platform';
import { bufferTapsUntilHydrated } from './tap-buffer';

bufferTapsUntilHydrated();

function island(html: string): HTMLElement {
  document.body.innerHTML = `<div data-island="shop/menu">${html}</div><a href="#x">x</a>`;
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
  expect(taps).toEqual(['live']);
});

it('does not submit a form natively when its button is tapped before the island hydrated', () => {
  const element = island('<form><button type="submit">Send</button></form>');
  const submitted = jest.fn((event: Event) => event.preventDefault());
  element.querySelector('form')!.addEventListener('submit', submitted);
  element.querySelector('button')!.click();
  expect(submitted).not.toHaveBeenCalled();
});

it("leaves taps alone once the island is live, and links always (they work as HTML)", () => {
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
