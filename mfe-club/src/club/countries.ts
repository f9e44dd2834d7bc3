import { CLUB, COUNTRY_CODES, type Locale } from '@ama/contracts';

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * The countries in the shopper's language (names from Intl), Italy — the club's country — first, the
 * others as the language sorts them. `all: false` gives Italy alone: the server and the hydrating
 * browser may carry different ICU data, so the full list is drawn only once the page is hydrated.
 */
export function clubCountryOptions(locale: Locale, all: boolean): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const option = (code: string) => ({ value: code, label: names.of(code) ?? code });
  if (!all) return [option(CLUB.residenceCountry)];
  const collator = new Intl.Collator(locale);
  const others = COUNTRY_CODES.filter((code) => code !== CLUB.residenceCountry)
    .map(option)
    .sort((a, b) => collator.compare(a.label, b.label));
  return [option(CLUB.residenceCountry), ...others];
}
