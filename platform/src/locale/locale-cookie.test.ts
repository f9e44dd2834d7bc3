import { localeCookieString, readLocaleCookie, setLocaleCookie } from './locale-cookie';

afterEach(() => {
  document.cookie = 'ama_locale=; Max-Age=0; Path=/';
  jest.restoreAllMocks();
});

describe('locale cookie', () => {
  it('is written for 365 days, site-wide and SameSite=Lax', () => {
    const written = jest.spyOn(document, 'cookie', 'set');
    setLocaleCookie('de');
    const cookie = written.mock.calls[0]?.[0] ?? '';
    const attributes = cookie.split('; ');
    expect(attributes).toEqual(expect.arrayContaining(['ama_locale=de', `Max-Age=${365 * 24 * 60 * 60}`, 'Path=/', 'SameSite=Lax']));
  });

  it('is Secure on https only, never HttpOnly (the shell reads it)', () => {
    expect(localeCookieString('it', 'https:').split('; ')).toContain('Secure');
    expect(localeCookieString('it', 'http:').split('; ')).not.toContain('Secure');
    expect(localeCookieString('it', 'https:')).not.toMatch(/HttpOnly/i);
  });

  it('is read back by the browser', () => {
    setLocaleCookie('es');
    expect(readLocaleCookie()).toBe('es');
    setLocaleCookie('en');
    expect(readLocaleCookie()).toBe('en');
  });

  it('reads null when absent or not a locale', () => {
    expect(readLocaleCookie()).toBeNull();
    expect(readLocaleCookie('other=1; ama_locale=fr')).toBeNull();
    expect(readLocaleCookie('other=1; ama_locale=it')).toBe('it');
  });
});
