import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { removeInvisibleCharacters } from '@ama/contracts';
import { normalisePersonName, personKey } from './person-key';

/** personKey as version 1 wrote it (before invisible characters were removed), frozen here to prove the stored keys still match. */
function personKeyVersion1(name: string, lastname: string, birthDate: string): string {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const key = `${fold(name)}|${fold(lastname)}|${birthDate}`;
  return key.length <= 300 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

describe('personKey', () => {
  it('compares names without case, accents or punctuation', () => {
    expect(personKey('Zoë', "D'Annunzio-Rossi", '1990-05-17')).toBe(personKey('ZOE', 'd annunzio rossi', '1990-05-17'));
    expect(personKey('Niccolò', 'Lévêque', '1990-05-17')).toBe('niccolo|leveque|1990-05-17');
    expect(normalisePersonName('  Ana   María ')).toBe('ana maria');
  });

  it('tells different people apart: another birth date, another name', () => {
    expect(personKey('Ada', 'Lovelace', '1990-05-17')).not.toBe(personKey('Ada', 'Lovelace', '1990-05-18'));
    expect(personKey('Ada', 'Lovelace', '1990-05-17')).not.toBe(personKey('Ida', 'Lovelace', '1990-05-17'));
  });

  it('stays within the column’s 300 characters for names that NFKD lengthens', () => {
    const long = '\uFDFA'.repeat(80);
    const key = personKey(long, long, '1990-05-17');
    expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(personKey(long, long, '1990-05-18')).not.toBe(key);
  });

  // These turned into a space inside the word, so 'A\u200Bda' was another person than 'Ada'.
  it.each([
    ['U+200B zero-width space', '\u200B'],
    ['U+200D zero-width joiner', '\u200D'],
    ['U+0085 next line', '\u0085'],
    ['U+FEFF zero-width no-break space', '\uFEFF'],
    ['U+202E right-to-left override', '\u202E'],
    ['U+00AD soft hyphen', '\u00AD'],
    ['U+3164 Hangul filler', '\u3164'],
    ['U+2800 Braille blank', '\u2800'],
  ])('ignores %s inside a name or surname: the same person as without it', (_name, char) => {
    const plain = personKey('Ada', 'Lovelace', '1990-05-17');
    expect(personKey(`A${char}da`, 'Lovelace', '1990-05-17')).toBe(plain);
    expect(personKey('Ada', `Love${char}lace${char}`, '1990-05-17')).toBe(plain);
    expect(personKey(`${char}A${char}${char}da`, 'Lovelace', '1990-05-17')).toBe(plain);
  });

  it('folds compatibility forms as NFKC does: full-width and ligature letters are the plain ones', () => {
    expect(personKey('\uFF21\uFF44\uFF41', 'Lovelace', '1990-05-17')).toBe(personKey('Ada', 'Lovelace', '1990-05-17'));
    expect(personKey('Ada', 'Lo\uFB00', '1990-05-17')).toBe(personKey('Ada', 'Loff', '1990-05-17'));
  });

  it('gives every name without invisible characters the key version 1 stored, so stored rows are still found', () => {
    const visibleText = fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => removeInvisibleCharacters(text) === text);
    fc.assert(
      fc.property(visibleText, visibleText, (name, lastname) => {
        expect(personKey(name, lastname, '1990-05-17')).toBe(personKeyVersion1(name, lastname, '1990-05-17'));
      }),
      { numRuns: 2_000 },
    );
    for (const [name, lastname] of [
      ['Zoë', 'O’Brien-Smith'],
      ['Niccolò', 'Lévêque'],
      ['山田', '太郎'],
      ['Jean\u00A0Luc', 'Ünal'],
    ]) {
      expect(personKey(name!, lastname!, '1990-05-17')).toBe(personKeyVersion1(name!, lastname!, '1990-05-17'));
    }
  });
});
