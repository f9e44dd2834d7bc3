import { CURRENCY, isLocale, type Locale } from '@ama/contracts';

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * Euro cents as the shopper's locale writes money ("€1,250.00", "1.250,00 €"). The server renders it
 * and the browser hydrates it, so both must write the same characters: every kind of space ICU may
 * use around the symbol is written as one no-break space.
 */
export function formatPrice(cents: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    formatters.set(locale, formatter);
  }
  return formatter.format(cents / 100).replace(/[\u202f\u00a0 ]/g, '\u00a0');
}

/**
 * Makes the locale's price format ready ahead of need: its first use loads the locale's number data,
 * a cost better paid in a task of its own than inside the hydration of the first island with a price.
 * Anything that is not one of the shop's locales is ignored.
 */
export function warmFormats(locale: string): void {
  if (isLocale(locale)) formatPrice(0, locale);
}
