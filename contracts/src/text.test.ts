import { z } from 'zod';
import { fieldErrors } from './errors';
import { multiLineText, removeInvisibleCharacters, singleLineText } from './text';

/** Every C0 control and DEL, built from code points so the test does not reuse the schema's pattern. */
const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), String.fromCharCode(0x7f)];
const LINE_BREAKS = ['\t', '\n', '\r'];
const hex = (char: string) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * What a hostile probe got through (C1 controls, a bidi override, the line separator,
 * zero-width space and joiner, the BOM, lone surrogate halves), and invisible "letters" it could have used
 * (Hangul fillers, the Braille blank), the soft hyphen, a private-use code point and a noncharacter.
 */
const HIDDEN = [
  '\u0085',
  '\u009B',
  '\u202E',
  '\u2028',
  '\u2029',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\uD800',
  '\uDC00',
  '\u3164',
  '\u115F',
  '\u1160',
  '\uFFA0',
  '\u2800',
  '\u00AD',
  '\u2066',
  '\u061C',
  '\uE000',
  '\uFFFF',
];

/** The `fields` map a client would receive for this field value. */
const fieldsFor = (schema: z.ZodType, value: unknown) => {
  const parsed = z.object({ note: schema }).safeParse({ note: value });
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('singleLineText', () => {
  it.each(CONTROLS.map((char) => [hex(char), char]))('refuses %s inside the text with the code control_characters', (_name, char) => {
    expect(fieldsFor(singleLineText(), `A${char}B`)).toEqual({ note: 'control_characters' });
  });

  it('refuses a text that is nothing but a NUL', () => {
    expect(fieldsFor(singleLineText(), '\u0000')).toEqual({ note: 'control_characters' });
  });

  it('trims edge whitespace, then accepts letters of any script, symbols and inner spaces', () => {
    expect(singleLineText().parse('  Zoë O’Brien-Ünal ♥ 山田 \n')).toBe('Zoë O’Brien-Ünal ♥ 山田');
    // U+0080 and above are not C0 controls: a no-break space inside a name is kept.
    expect(singleLineText().parse('Jean\u00A0Luc')).toBe('Jean\u00A0Luc');
  });

  it('reports control characters before the checks a field adds', () => {
    expect(fieldsFor(singleLineText().max(3, 'too_long'), 'abcdef\u0000')).toEqual({ note: 'control_characters' });
    expect(fieldsFor(singleLineText().regex(z.regexes.email, 'invalid_email'), 'a\u0000@example.com')).toEqual({ note: 'control_characters' });
  });

  it.each(HIDDEN.map((char) => [hex(char), char]))('refuses %s inside the text with the code control_characters', (_name, char) => {
    expect(fieldsFor(singleLineText(), `Ad${char}a`)).toEqual({ note: 'control_characters' });
  });

  it('refuses a tag character outside the Basic Multilingual Plane (U+E0041)', () => {
    expect(fieldsFor(singleLineText(), 'Ada\u{E0041}')).toEqual({ note: 'control_characters' });
  });

  it('hands text back in NFC: a letter with a combining accent becomes the precomposed letter', () => {
    const parsed = singleLineText().parse('Jose\u0301');
    expect(parsed).toBe('Jos\u00E9');
    expect(parsed).toHaveLength(4);
  });

  it('counts the limits a field adds on the NFC text', () => {
    expect(singleLineText().max(4).safeParse('Jose\u0301').success).toBe(true);
  });

  it('keeps emoji, their variation selector included, and spaces of other widths', () => {
    expect(singleLineText().parse('Con amore \u2764\uFE0F')).toBe('Con amore \u2764\uFE0F');
    expect(singleLineText().parse('Jean\u2009Luc \u3000山田')).toBe('Jean\u2009Luc \u3000山田');
  });

  it('keeps the caller’s message for a value that is not text', () => {
    expect(fieldsFor(singleLineText({ error: 'Expected text' }), 42)).toEqual({ note: 'Expected text' });
  });
});

describe('multiLineText', () => {
  it.each(LINE_BREAKS.map((char) => [hex(char), char]))('accepts %s inside the text', (_name, char) => {
    expect(multiLineText().parse(`line one${char}line two`)).toBe(`line one${char}line two`);
  });

  it.each(CONTROLS.filter((char) => !LINE_BREAKS.includes(char)).map((char) => [hex(char), char]))('refuses %s inside the text with the code control_characters', (_name, char) => {
    expect(fieldsFor(multiLineText(), `line one${char}line two`)).toEqual({ note: 'control_characters' });
  });

  it.each(HIDDEN.map((char) => [hex(char), char]))('refuses %s inside the text with the code control_characters', (_name, char) => {
    expect(fieldsFor(multiLineText(), `line one${char}line two`)).toEqual({ note: 'control_characters' });
  });
});

describe('removeInvisibleCharacters', () => {
  it('removes every character the schemas refuse and nothing else', () => {
    // One at a time: the two surrogate halves side by side would make one valid character.
    for (const char of HIDDEN) expect(removeInvisibleCharacters(`Ad${char}a${char}`)).toBe('Ada');
    expect(removeInvisibleCharacters('Zoë O’Brien-Ünal \u00A0♥ 山田 \u2764\uFE0F')).toBe('Zoë O’Brien-Ünal \u00A0♥ 山田 \u2764\uFE0F');
  });
});
