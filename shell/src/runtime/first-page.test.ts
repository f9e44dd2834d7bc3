import * as contracts from '@ama/contracts';
import * as platform from '@ama/platform';
import {
  afterLoad,
  CODE_NEEDED_EVENT,
  DEFERRED_PRELOADS_ID,
  FRAGMENT_ATTRIBUTE,
  FRAGMENT_NEAR_PX,
  ISLAND_ATTRIBUTE,
  isPageToRead,
  PAINT_WAIT_MS,
  prefetchDeferredCode,
  requestCodeWhenFragmentNear,
  requestDeferredPreloads,
  SERVER_MARKUP_ATTRIBUTE,
  startAfterLargestPaintOrTouched,
  startWhenNeeded,
} from './first-page';

it("uses the markup's names as platform writes them", () => {
  expect([SERVER_MARKUP_ATTRIBUTE, ISLAND_ATTRIBUTE, FRAGMENT_ATTRIBUTE]).toEqual([platform.SERVER_MARKUP_ATTRIBUTE, platform.ISLAND_ATTRIBUTE, platform.FRAGMENT_ATTRIBUTE]);
  expect(DEFERRED_PRELOADS_ID).toBe(contracts.DEFERRED_PRELOADS_ID);
});

describe('isPageToRead', () => {
  const page = (main: string) => {
    document.body.innerHTML = `<div id="ama-header"><div data-island="shell/menu"></div></div><main id="ama-main">${main}</main>`;
    return isPageToRead(document);
  };

  it('is a page to read when the server rendered its area without any island (the header has its own)', () => {
    expect(page('<div id="app-mfe_content" data-ssr><h1>About us</h1><a href="/en/help">Help</a></div>')).toBe(true);
  });

  it('is not when its area has an island', () => {
    expect(page('<div id="app-mfe_catalog" data-ssr><div data-island="catalog/listing"></div></div>')).toBe(false);
  });

  it('is not when the browser is to render the area (no server markup)', () => {
    expect(page('<div id="app-mfe_catalog"></div>')).toBe(false);
  });
});

describe('startWhenNeeded (a page to read)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `<header id="ama-header"><div data-island="shell/menu-button"><button>Menu</button></div><div data-island="shell/tool-links"><a href="/en/cart">Cart</a></div></header>
      <main id="ama-main"><div data-ssr><p>Text</p><a href="/en/help">Help</a></div></main>`;
  });
  afterEach(() => jest.useRealTimers());

  const island = () => document.querySelector('button') as HTMLButtonElement;
  const move = (target: Element, type: string, init: Record<string, unknown> = {}) => target.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), init));

  it('never starts by itself: not at the load event, not on a timer', () => {
    const start = jest.fn();
    startWhenNeeded(start);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('starts, once, at a %s on an island', (type) => {
    const start = jest.fn();
    startWhenNeeded(start);
    move(island(), type);
    move(island(), type);
    window.dispatchEvent(new Event(CODE_NEEDED_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("does not start for reading or a link: a touch or key on the text, a tab to a link, a tap on an island's link", () => {
    const start = jest.fn();
    startWhenNeeded(start);
    move(document.querySelector('p')!, 'touchstart');
    move(document.querySelector('p')!, 'pointerdown');
    move(document.body, 'keydown');
    move(document.querySelector('a[href="/en/help"]')!, 'focusin');
    move(document.querySelector('a[href="/en/cart"]')!, 'pointerdown');
    move(document.querySelector('a[href="/en/cart"]')!, 'focusin');
    expect(start).not.toHaveBeenCalled();
  });

  it("starts when a mouse comes over an island (the desktop header opens its menus on hover), not a finger's passing", () => {
    const start = jest.fn();
    startWhenNeeded(start);
    move(island(), 'pointerover', { pointerType: 'touch' });
    move(document.querySelector('p')!, 'pointerover', { pointerType: 'mouse' });
    expect(start).not.toHaveBeenCalled();
    move(island(), 'pointerover', { pointerType: 'mouse' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when plain code asks for the code', () => {
    const start = jest.fn();
    startWhenNeeded(start);
    window.dispatchEvent(new Event(CODE_NEEDED_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('afterLoad', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'interactive';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs in the task after the load event, not inside it', () => {
    const then = jest.fn();
    afterLoad(then);
    jest.advanceTimersByTime(10_000);
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once (in a task) on a page that has loaded', () => {
    readyState = 'complete';
    const then = jest.fn();
    afterLoad(then);
    jest.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('startAfterLargestPaintOrTouched', () => {
  /** A picture's decoding, settled by the test: the browser's answer for "drawable now". */
  let settle: Array<() => void>;
  beforeEach(() => {
    jest.useFakeTimers();
    // jsdom's frames run on real time: here a frame is 16 ms of the fake clock.
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => window.setTimeout(() => callback(0), 16));
    settle = [];
    // jsdom decodes nothing: each picture answers when the test says so.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => new Promise<void>((resolve) => settle.push(resolve)),
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** Lets the settled decodings' promise reactions run, then the frame and the task after it. */
  const nextPaint = async () => {
    for (let hop = 0; hop < 5; hop += 1) await Promise.resolve();
    // The frame (16 ms), then the task queued from it (the fake clock runs a 0 ms timeout a tick later).
    jest.advanceTimersByTime(20);
  };

  it('starts after the frame that draws the largest picture, an <img> or a preloaded poster, not before', async () => {
    document.head.innerHTML = '<link rel="preload" as="image" href="/images/poster.webp" fetchpriority="high">';
    document.body.innerHTML = '<img src="/images/ring.svg" fetchpriority="high" alt=""><img src="/images/other.svg" alt="">';
    const start = jest.fn();
    startAfterLargestPaintOrTouched(start);
    expect(settle).toHaveLength(2); // the poster and the marked picture; the other picture is not waited for
    settle[0]!();
    await nextPaint();
    expect(start).not.toHaveBeenCalled();
    settle[1]!();
    await nextPaint();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the first frame on a page without a marked picture', async () => {
    const start = jest.fn();
    startAfterLargestPaintOrTouched(start);
    expect(start).not.toHaveBeenCalled();
    await nextPaint();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at the shopper's first touch, and at the latest after PAINT_WAIT_MS, once", async () => {
    document.body.innerHTML = '<img src="/images/ring.svg" fetchpriority="high" alt="">';
    const touched = jest.fn();
    startAfterLargestPaintOrTouched(touched);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(touched).toHaveBeenCalledTimes(1);

    const waited = jest.fn();
    startAfterLargestPaintOrTouched(waited);
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(waited).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(waited).toHaveBeenCalledTimes(1);
    settle.forEach((resolve) => resolve());
    await nextPaint();
    expect(touched).toHaveBeenCalledTimes(1);
    expect(waited).toHaveBeenCalledTimes(1);
  });
});

describe('requestDeferredPreloads', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("requests the server's preloads, held inert until now, once", () => {
    document.head.innerHTML = `<template id="${DEFERRED_PRELOADS_ID}"><link rel="preload" as="script" href="/shell/libraries.0a1b2c3d.js" fetchpriority="low"><link rel="preload" as="script" href="/remotes/mfe-catalog/remoteEntry.js" fetchpriority="low"></template>`;
    // In the template, nothing is requested: the links are not part of the document.
    expect(document.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    requestDeferredPreloads();
    const live = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname);
    expect(live()).toEqual(['/shell/libraries.0a1b2c3d.js', '/remotes/mfe-catalog/remoteEntry.js']);
    requestDeferredPreloads();
    expect(live()).toHaveLength(2);
  });

  it('does nothing on a page without preloads (a page to read)', () => {
    requestDeferredPreloads();
    expect(document.head.children).toHaveLength(0);
  });
});

describe('requestCodeWhenFragmentNear (a page to read)', () => {
  /** The browser's observer, driven by the test: what it watches and with which margin. */
  let observed: Element[];
  let margin: string | undefined;
  let report: (intersecting: boolean) => void;
  let asked: jest.Mock;
  beforeEach(() => {
    observed = [];
    asked = jest.fn();
    window.addEventListener(CODE_NEEDED_EVENT, asked);
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean; target: Element | undefined }>) => void, options: { rootMargin?: string }) {
        margin = options.rootMargin;
        report = (isIntersecting) => callback([{ isIntersecting, target: observed[0] }]);
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    };
  });
  afterEach(() => {
    window.removeEventListener(CODE_NEEDED_EVENT, asked);
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  const footerWithForm = () => {
    document.body.innerHTML = `<main id="ama-main"><div data-ssr><p>Text</p></div></main>
      <footer><div data-island="shell/footer-newsletter"><div class="ama-fragment" ${platform.FRAGMENT_ATTRIBUTE}="mfe_club/NewsletterSignup"></div></div></footer>`;
  };
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  };
  afterEach(() => Reflect.deleteProperty(window, 'scrollY'));

  it("asks for the code when the shopper scrolls towards an island's empty fragment (the footer's newsletter form)", () => {
    footerWithForm();
    requestCodeWhenFragmentNear();
    expect(observed.map((element) => element.getAttribute('data-fragment'))).toEqual(['mfe_club/NewsletterSignup']);
    expect(margin).toBe(`${FRAGMENT_NEAR_PX}px 0px`);
    scrollTo(300);
    report(false);
    expect(asked).not.toHaveBeenCalled();
    report(true);
    expect(asked).toHaveBeenCalledTimes(1);
    scrollTo(900);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('on a short page, where the form is near from the start, waits for the first scroll: reading the page asks for nothing', () => {
    footerWithForm();
    requestCodeWhenFragmentNear();
    report(true);
    expect(asked).not.toHaveBeenCalled();
    scrollTo(40);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('a page opened already scrolled (back to it, or to an anchor) asks as soon as the form is near', () => {
    footerWithForm();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1200 });
    requestCodeWhenFragmentNear();
    report(true);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('watches nothing on a page without one', () => {
    document.body.innerHTML = `<footer><div data-island="shell/consent-settings"><button>Cookies</button></div></footer>`;
    requestCodeWhenFragmentNear();
    expect(observed).toEqual([]);
  });
});

describe('prefetchDeferredCode (a page to read)', () => {
  const page = () => {
    document.head.innerHTML = '';
    document.body.innerHTML = `<template id="${DEFERRED_PRELOADS_ID}"><link rel="preload" as="script" href="/shell/bootstrap.1.js" fetchpriority="low"><link rel="preload" as="script" href="/shell/libraries-react.2.js" fetchpriority="low"></template>`;
  };
  const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

  it("fetches the startup's files into the cache, and leaves the template for the start that evaluates them", () => {
    page();
    prefetchDeferredCode();
    expect(prefetched()).toEqual(['/shell/bootstrap.1.js', '/shell/libraries-react.2.js']);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    requestDeferredPreloads();
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2);
  });

  it('fetches nothing for a shopper who asked to save data', () => {
    page();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    prefetchDeferredCode();
    Reflect.deleteProperty(navigator, 'connection');
    expect(prefetched()).toEqual([]);
  });
});
