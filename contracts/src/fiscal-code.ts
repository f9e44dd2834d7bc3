import { passesLuhn } from './luhn';

/**
 * The Italian fiscal code (codice fiscale), checked as the Agenzia delle Entrate defines it (DM 23/12/1976):
 * - a person's 16 characters: surname (3 letters), name (3), year (2 digits), month (a letter of
 *   ABCDEHLMPRST), day (2 digits, +40 for women), place of birth (a letter and 3 digits), check letter;
 * - omocodia: when two people would get the same code, digits are replaced from the right by the
 *   letters L M N P Q R S T U V (0–9), so any digit position may hold one of those letters;
 * - a company's (and a sole trader's partita IVA) 11 digits, whose last one is a Luhn check digit.
 * A short implementation instead of a package: `codice-fiscale-js` bundles the list of every Italian
 * municipality (~300 KB) and is licensed CC BY-SA; the check needs neither.
 */

const PERSON = /^[A-Z]{6}[0-9L-NP-V]{2}[ABCDEHLMPRST][0-9L-NP-V]{2}[A-Z][0-9L-NP-V]{3}[A-Z]$/;
const COMPANY = /^\d{11}$/;

/** Omocodia letters, in the order of the digits they stand for. */
const OMOCODE_LETTERS = 'LMNPQRSTUV';

/** Value of a character in an odd position (1st, 3rd, … counted from 1): digits share their letter's value. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** 0–9 for digits, 0–25 for letters A–Z. */
const indexOf = (char: string) => (char >= '0' && char <= '9' ? Number(char) : char.charCodeAt(0) - 65);

/** The check letter of the first 15 characters (omocodia letters included as written). */
export function fiscalCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let position = 0; position < 15; position += 1) {
    const value = indexOf(first15[position]!);
    // position 0 is the 1st character: odd in the official counting.
    sum += position % 2 === 0 ? ODD_VALUES[value]! : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The day of birth with omocodia letters read back as digits: 1–31 for men, 41–71 for women. */
const birthDay = (code: string) => Number(Array.from(code.slice(9, 11), (char) => (OMOCODE_LETTERS.includes(char) ? OMOCODE_LETTERS.indexOf(char) : char)).join(''));

const isBirthDay = (day: number) => (day >= 1 && day <= 31) || (day >= 41 && day <= 71);

/** `code` upper-case, without spaces: the caller normalises what was typed. */
export function isItalianFiscalCode(code: string): boolean {
  if (COMPANY.test(code)) return passesLuhn(code);
  if (!PERSON.test(code)) return false;
  return isBirthDay(birthDay(code)) && fiscalCodeCheckLetter(code.slice(0, 15)) === code[15];
}
