import { engravingTextSchema, productQuoteQuerySchema } from './catalog';
import { fieldErrors } from './errors';

/** The marks the engraving accepted before invisible characters were refused (and the cart's message lists): they must stay. */
const MARKS_ALLOWED_BEFORE = ['.', ',', "'", '&', '+', '-', '♥', '∞'];

const engraves = (text: string) => engravingTextSchema.safeParse(text).success;

describe('engravingTextSchema', () => {
  it('keeps what was engraved before: Latin letters with their accents, digits, spaces and the marks', () => {
    for (const text of ['Ti amo ♥', 'Für immer', 'A&B', "L'amore", 'N 1', '1+1=∞'.replace('=', ' '), 'Ça, ß-æøœ.', 'ŁÓDŹ ȘTIUȚ', 'Ti amo ♥ 1']) {
      expect(engravingTextSchema.parse(text)).toBe(text);
    }
    for (const mark of MARKS_ALLOWED_BEFORE) expect(engraves(`A${mark}B`)).toBe(true);
  });

  it('accepts "Jose" + combining acute and hands it back as the precomposed "José" (NFC first)', () => {
    expect(engravingTextSchema.parse('Jose\u0301')).toBe('Jos\u00E9');
    expect(engravingTextSchema.parse('Jos\u00E9')).toBe('Jos\u00E9');
  });

  it('counts the 10 characters on the NFC text: ten accented letters typed with combining accents fit', () => {
    expect(engravingTextSchema.parse('e\u0301'.repeat(10))).toBe('\u00E9'.repeat(10));
    expect(engraves('e\u0301'.repeat(11))).toBe(false);
  });

  it.each([
    ['U+3164 Hangul filler', '\u3164'],
    ['U+115F Hangul choseong filler', '\u115F'],
    ['U+1160 Hangul jungseong filler', '\u1160'],
  ])('refuses the invisible "letter" %s, alone or inside a word, as a character no field accepts', (_name, char) => {
    for (const text of [char, `Ti${char}amo`, char.repeat(10)]) {
      const parsed = productQuoteQuerySchema.safeParse({ engraving: text });
      expect(parsed.success ? {} : fieldErrors(parsed.error.issues)).toEqual({ engraving: 'control_characters' });
    }
  });

  it.each([
    ['full-width letters', '\uFF2A\uFF2F\uFF33\uFF25'],
    ['mathematical bold letters', '\u{1D409}\u{1D40E}\u{1D412}\u{1D404}'],
    ['small capitals', '\u1D00\u1D05\u1D00'],
    ['a ligature', 'e\uFB00e'],
    ['a superscript digit', 'A\u00B2'],
    ['Arabic-Indic digits', '\u0661\u0662'],
    ['a letter with an accent the workshop has no glyph for (q + acute)', 'q\u0301'],
    ['a combining accent on its own', '\u0301'],
    ['Greek', 'Αγάπη'],
    ['Cyrillic', 'Любовь'],
    ['Han', '爱'],
    ['markup', '<b>'],
    ['an emoji', 'Ti amo \u{1F48D}'],
  ])('refuses %s', (_name, text) => {
    expect(engraves(text)).toBe(false);
  });
});
