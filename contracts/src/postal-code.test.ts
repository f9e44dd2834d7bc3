// The package's own expressions, read from its CommonJS build (Node's; the bundles cannot load this file).
import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes';
import { COUNTRY_CODES } from './countries';
import { NUMERIC_POSTCODE_COUNTRIES, postalCodeProblem } from './postal-code';

/** Whether an expression admits nothing but digits, spaces and dashes. */
const digitsOnly = (pattern: RegExp) => !/[A-Za-z]/.test(pattern.source.replace(/\\[dsDS]/g, ''));

describe('postal codes', () => {
  it('asks for the number pad exactly where the expressions that judge the codes admit only digits', () => {
    const numeric = COUNTRY_CODES.filter((country) => {
      const pattern = POSTCODE_REGEXES.get(country);
      return pattern !== undefined && digitsOnly(pattern);
    });
    expect([...NUMERIC_POSTCODE_COUNTRIES].sort()).toEqual(numeric.sort());
  });

  it('a code of a numeric country is judged as typed on the number pad, and a letter refused', () => {
    expect(postalCodeProblem('20121', 'IT')).toBeNull();
    expect(postalCodeProblem('75 008', 'FR')).toBeNull();
    expect(postalCodeProblem('2012A', 'IT')).toBe('invalid_zip');
  });
});
