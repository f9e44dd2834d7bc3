import * as platform from '@ama/platform';
import { ISLAND_ATTRIBUTE, isPageToRead, LOAD_WAIT_MS, SERVER_MARKUP_ATTRIBUTE, startWhenLoadedOrTouched } from './first-page';

it("uses the markup's names as platform writes them", () => {
  expect([SERVER_MARKUP_ATTRIBUTE, ISLAND_ATTRIBUTE]).toEqual([platform.SERVER_MARKUP_ATTRIBUTE, platform.ISLAND_ATTRIBUTE]);
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
