import { parseAcceptLanguage, resolveLocale } from './resolve-locale';

describe('resolveLocale (bare root redirect)', () => {
  it('prefers a valid cookie over the Accept-Language header', () => {
    expect(resolveLocale({ cookie: 'es', acceptLanguage: 'de-DE,de;q=0.9' })).toBe('es');
  });

  it('ignores a cookie that is not one of the four locales', () => {
    expect(resolveLocale({ cookie: 'fr', acceptLanguage: 'de' })).toBe('de');
    expect(resolveLocale({ cookie: '', acceptLanguage: 'en-GB' })).toBe('en');
  });

  it('matches the primary subtag of regional variants', () => {
    expect(resolveLocale({ acceptLanguage: 'de-CH,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(resolveLocale({ acceptLanguage: 'es-MX' })).toBe('es');
  });

  it('orders by q-value, not by position', () => {
    expect(resolveLocale({ acceptLanguage: 'en;q=0.5, es;q=0.9, de;q=0.7' })).toBe('es');
  });

  it('skips unsupported languages and languages marked q=0', () => {
    expect(resolveLocale({ acceptLanguage: 'fr-FR,fr;q=0.9,en;q=0.8' })).toBe('en');
    expect(resolveLocale({ acceptLanguage: 'de;q=0, en;q=0.1' })).toBe('en');
  });

  it('falls back to it when nothing is supported or nothing is sent', () => {
    expect(resolveLocale({ acceptLanguage: 'fr,ja;q=0.8,*;q=0.1' })).toBe('it');
    expect(resolveLocale({ cookie: null, acceptLanguage: null })).toBe('it');
    expect(resolveLocale({})).toBe('it');
  });

  it('keeps the header order for equal q-values', () => {
    expect(parseAcceptLanguage('it, en')).toEqual(['it', 'en']);
    expect(parseAcceptLanguage('  EN-us ;q=0.8 , DE ')).toEqual(['de', 'en']);
  });
});
