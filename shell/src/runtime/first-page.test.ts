import * as contracts from '@ama/contracts';
import * as platform from '@ama/platform';
import {
  DEFERRED_PRELOADS_ID,
  ISLAND_ATTRIBUTE,
  isPageToRead,
  LOAD_WAIT_MS,
  PAINT_WAIT_MS,
  requestDeferredPreloads,
  SERVER_MARKUP_ATTRIBUTE,
  startAfterLargestPaintOrTouched,
  startWhenLoadedOrTouched,
} from './first-page';

it("uses the markup's names as platform writes them", () => {
  expect([SERVER_MARKUP_ATTRIBUTE, ISLAND_ATTRIBUTE]).toEqual([platform.SERVER_MARKUP_ATTRIBUTE, platform.ISLAND_ATTRIBUTE]);
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

describe('startWhenLoadedOrTouched', () => {
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

  it('starts once the page has loaded (after the load event), once', () => {
    const start = jest.fn();
    startWhenLoadedOrTouched(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    // In the task after the load event's.
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(LOAD_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])("starts at the shopper's first %s, before the page has loaded", (move) => {
    const start = jest.fn();
    startWhenLoadedOrTouched(start);
    document.body.dispatchEvent(new Event(move, { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(LOAD_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the latest after LOAD_WAIT_MS, should a picture never finish loading', () => {
    const start = jest.fn();
    startWhenLoadedOrTouched(start);
    jest.advanceTimersByTime(LOAD_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page that has already loaded', () => {
    readyState = 'complete';
    const start = jest.fn();
    startWhenLoadedOrTouched(start);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(LOAD_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
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
