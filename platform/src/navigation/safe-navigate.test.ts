import { browserLocation } from './browser-location';
import { configureNavigation, safeNavigate } from './safe-navigate';

let fullLoads: jest.SpyInstance;

beforeEach(() => {
  configureNavigation({ allowlist: ['wa.me'] });
  window.history.pushState(null, '', '/de/product/AB12');
  fullLoads = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('safeNavigate', () => {
  it('keeps the current locale for a path without prefix, without a page load', () => {
    expect(safeNavigate('/cart')).toBe(true);
    expect(window.location.pathname).toBe('/de/cart');
    expect(fullLoads).not.toHaveBeenCalled();
  });

  it('keeps an explicit locale prefix, query and hash', () => {
    expect(safeNavigate('/en/results?shape=OVAL#grid')).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/en/results?shape=OVAL#grid');
  });

  it('adds a history entry, so Back returns to the previous page', () => {
    const before = window.history.length;
    safeNavigate('/wishlist');
    expect(window.history.length).toBe(before + 1);
  });

  it('opens an allowlisted external URL with a full load', () => {
    expect(safeNavigate('https://wa.me/390000000')).toBe(true);
    expect(fullLoads).toHaveBeenCalledWith('https://wa.me/390000000');
    expect(window.location.pathname).toBe('/de/product/AB12');
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,hi', 'blob:http://localhost/x', 'vbscript:x', '//evil.com', 'https://evil.com'])(
    'refuses %j and stays where it is',
    (url) => {
      expect(safeNavigate(url)).toBe(false);
      expect(window.location.pathname).toBe('/de/product/AB12');
      expect(fullLoads).not.toHaveBeenCalled();
    },
  );

  it('uses the configured allowlist', () => {
    configureNavigation({ allowlist: [] });
    expect(safeNavigate('https://wa.me/390000000')).toBe(false);
    configureNavigation({ allowlist: ['https://wa.me'] });
    expect(safeNavigate('https://wa.me/390000000')).toBe(true);
  });
});
