import { COUNTRY_CODES, type Locale } from '@ama/contracts';

/** The countries in the shopper's language, sorted as that language sorts; names from the browser's Intl. */
export function countryOptions(locale: Locale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
}
