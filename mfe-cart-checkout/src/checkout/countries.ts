import { COUNTRY_CODES, type Locale } from '@ama/contracts';

/**
 * The countries in the shopper's language, sorted as that language sorts; names from Intl, in their short
 * form ("Hong Kong", not "Hong Kong SAR China"), which the server's Node and the browsers word alike.
 */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', style: 'short' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
}
