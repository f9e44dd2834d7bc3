import countries from 'i18n-iso-countries';
import { LOCALES } from './locales';
import { COUNTRY_CODES, isCountryCode } from './countries';

describe('COUNTRY_CODES', () => {
  it('is exactly the alpha-2 list of the maintained i18n-iso-countries package, sorted', () => {
    const maintained = Object.keys(countries.getAlpha2Codes()).sort();
    expect([...COUNTRY_CODES]).toEqual(maintained);
  });

  it('has a name in every locale of the shop through Intl.DisplayNames (what the front end shows)', () => {
    for (const locale of LOCALES) {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      const unnamed = COUNTRY_CODES.filter((code) => names.of(code) === code || !names.of(code));
      expect([locale, unnamed]).toEqual([locale, []]);
    }
    expect(new Intl.DisplayNames(['de'], { type: 'region' }).of('IT')).toBe('Italien');
  });

  it.each([
    ['IT', true],
    ['XK', true],
    ['it', false],
    ['UK', false],
    ['EU', false],
    ['ITA', false],
  ])('knows %s: %s', (code, known) => {
    expect(isCountryCode(code)).toBe(known);
  });
});
