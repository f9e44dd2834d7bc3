import { fiscalCodeCheckLetter, isItalianFiscalCode } from './fiscal-code';

/**
 * Vectors cross-checked with the codice-fiscale-js package (its `check`), an independent
 * implementation of the same ministerial algorithm.
 */
describe('isItalianFiscalCode', () => {
  it.each([
    ['a man born in Rome', 'RSSMRA85T10A562S'],
    ['a woman (day + 40) born in Milan', 'LVLDAA85T50F205W'],
    ['another man', 'MRTMTT25D09F205Z'],
  ])('accepts %s: %s', (_who, code) => {
    expect(isItalianFiscalCode(code)).toBe(true);
  });

  it.each([
    ['the last digit replaced (the first omocode the office issues)', 'RSSMRA85T10A56NH'],
    ['the last two digits replaced', 'RSSMRA85T10A5RNS'],
    ['every digit replaced', 'RSSMRAURTMLASRNO'],
    ['a woman’s code with a replaced place digit', 'LVLDAA85T50F20RR'],
    ['the year replaced first (as some generators do)', 'RSSMRAU5T10A562P'],
  ])('accepts an omocode, %s: %s', (_case, code) => {
    expect(isItalianFiscalCode(code)).toBe(true);
  });

  it.each([
    ['a wrong check letter', 'RSSMRA85T10A562T'],
    ['an omocode whose check letter was not recomputed', 'RSSMRA85T10A56NS'],
    ['a letter outside the omocodia set in a digit position', 'RSSMRA85T10A56KS'],
    ['a month letter that names no month (F)', `RSSMRA85F10A562${fiscalCodeCheckLetter('RSSMRA85F10A562')}`],
    ['day 32', `RSSMRA85T32A562${fiscalCodeCheckLetter('RSSMRA85T32A562')}`],
    ['day 72', `RSSMRA85T72A562${fiscalCodeCheckLetter('RSSMRA85T72A562')}`],
    ['day 00', `RSSMRA85T00A562${fiscalCodeCheckLetter('RSSMRA85T00A562')}`],
    ['15 characters', 'RSSMRA85T10A562'],
    ['17 characters', 'RSSMRA85T10A562SS'],
    ['lower case (the schema upper-cases first)', 'rssmra85t10a562s'],
    ['spaces (the schema removes them first)', 'RSS MRA 85T10 A562S'],
    ['nothing', ''],
  ])('refuses %s', (_case, code) => {
    expect(isItalianFiscalCode(code)).toBe(false);
  });

  it('accepts a company’s 11 digits with their Luhn check digit, and refuses a wrong one', () => {
    expect(isItalianFiscalCode('12345678903')).toBe(true);
    expect(isItalianFiscalCode('12345678904')).toBe(false);
    expect(isItalianFiscalCode('1234567890')).toBe(false);
  });

  it('computes the check letter from all 15 characters, odd and even positions weighted differently', () => {
    expect(fiscalCodeCheckLetter('RSSMRA85T10A562')).toBe('S');
    // Swapping two neighbours changes the letter: the position weights differ.
    expect(fiscalCodeCheckLetter('SRSMRA85T10A562')).not.toBe('S');
  });
});
