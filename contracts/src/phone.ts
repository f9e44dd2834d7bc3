import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers through libphonenumber-js (Google's libphonenumber rules, maintained, ~10 KB of code).
 * Its `min` metadata (~20 KB gzipped, the smallest set) checks each country's number lengths and
 * leading digits: it catches a digit too many or too few, which is what goes wrong when a number is
 * typed. `max` (~40 KB gzipped) would also check every digit range, for twice the bytes in the browser,
 * and refuses newly opened ranges until the package is updated.
 */

/**
 * The number in E.164 (+390212345678), with its extension if one was typed; null when it is not a
 * phone number. A number without a +country prefix is read as a number of `country` (the shipping
 * country): '347 123 4567' shipped to Italy is +393471234567.
 */
export function normalisePhone(text: string, country: string | undefined): string | null {
  const defaultCountry = country && isSupportedCountry(country) ? country : undefined;
  // extract: false: the whole text must be the number, not "call me on …".
  const phone = parsePhoneNumberFromString(text, { defaultCountry, extract: false });
  if (!phone?.isValid()) return null;
  return phone.ext ? `${phone.number} ext. ${phone.ext}` : phone.number;
}

/** An E.164 number grouped for reading ('+390265551234' → '+39 02 6555 1234'); the input when it is not one. */
export const formatPhoneInternational = (e164: string): string => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
