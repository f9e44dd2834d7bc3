import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * Postal codes per country through `postcode-validator` (MIT, TypeScript, no dependencies, ~14 KB of
 * regular expressions for ~180 countries). A country it does not list mostly has no postal codes at
 * all (Hong Kong, the Emirates, Qatar…): there the code is optional and only its characters are checked.
 */

/** Characters of any postal code in the world (upper-cased first). */
const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]*$/;

export const hasPostalCodes = (country: string): boolean => postcodeValidatorExistsForCountry(country);

/** `zipCode` upper-case and trimmed; '' is none. */
export function postalCodeProblem(zipCode: string, country: string): 'required' | 'invalid_zip' | null {
  if (hasPostalCodes(country)) {
    if (zipCode === '') return 'required';
    return postcodeValidator(zipCode, country) ? null : 'invalid_zip';
  }
  return zipCode === '' || ANY_POSTAL_CODE.test(zipCode) ? null : 'invalid_zip';
}
