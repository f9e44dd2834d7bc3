import { readLocaleCookie } from '../locale/locale-cookie';
import { switchLocale } from './switch-locale';

describe('switchLocale', () => {
  it('moves to the same page under the new prefix and remembers the choice', () => {
    window.history.pushState(null, '', '/en/results?shape=OVAL#grid');
    const before = window.history.length;

    switchLocale('de');

    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/de/results?shape=OVAL#grid');
    expect(window.history.length).toBe(before + 1);
    expect(readLocaleCookie()).toBe('de');
  });
});
