import { ensureLocalePrefix, getCurrentLocale, localizePath, switchLocalePath } from './locale-path';

describe('getCurrentLocale', () => {
  it('reads the locale prefix of the path', () => {
    expect(getCurrentLocale('/de/product/AB12')).toBe('de');
    expect(getCurrentLocale('/es')).toBe('es');
  });

  it('falls back to the default locale it without a valid prefix', () => {
    expect(getCurrentLocale('/')).toBe('it');
    expect(getCurrentLocale('/fr/cart')).toBe('it');
    expect(getCurrentLocale('/english/cart')).toBe('it');
  });

  it('reads window.location by default', () => {
    window.history.pushState(null, '', '/en/cart');
    expect(getCurrentLocale()).toBe('en');
  });
});

describe('localizePath', () => {
  it('adds the prefix; the home route is just the prefix', () => {
    expect(localizePath('/cart', 'en')).toBe('/en/cart');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('cart', 'it')).toBe('/it/cart');
  });

  it('replaces an existing prefix and keeps query and hash', () => {
    expect(localizePath('/de/results?shape=OVAL#top', 'es')).toBe('/es/results?shape=OVAL#top');
  });

  it('drops trailing slashes (no route has one)', () => {
    expect(localizePath('/guides/4c/', 'de')).toBe('/de/guides/4c');
    expect(localizePath('/en/', 'de')).toBe('/de');
  });

  it('ensureLocalePrefix keeps an explicit prefix', () => {
    expect(ensureLocalePrefix('/de/cart', 'en')).toBe('/de/cart');
    expect(ensureLocalePrefix('/cart?x=1', 'en')).toBe('/en/cart?x=1');
  });
});

describe('switchLocalePath', () => {
  it('changes only the prefix and keeps the rest and the query', () => {
    expect(switchLocalePath('/en/product/AB12', '?size=52', 'de')).toBe('/de/product/AB12?size=52');
    expect(switchLocalePath('/it', '', 'en')).toBe('/en');
  });

  it('accepts a query without "?" and paths without a prefix', () => {
    expect(switchLocalePath('/cart', 'step=2', 'es')).toBe('/es/cart?step=2');
    expect(switchLocalePath('/', '?', 'de')).toBe('/de');
  });
});
