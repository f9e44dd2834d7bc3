import { ENGRAVING } from './constants';
import { singleLineText } from './text';

/**
 * What the workshop can engrave (option WRITING, docs/requirements.md#catalogue): the Latin alphabet with its accents, the digits
 * 0–9, the space and a few marks. Checked on NFC text (the shared text schema normalises first), one code
 * point at a time, so 'Jose' + combining acute is the engraveable 'José', while look-alikes the engraver
 * has no glyph for are refused: full-width 'Ｊ', mathematical '𝐉', small capitals, ligatures, fillers.
 */

/** The marks besides letters and digits (the list the cart's message gives the shopper). */
export const ENGRAVING_MARKS = " .,'&+-♥∞";

/** Latin letters that are not A–Z with accents: ß, æ, ø, œ, ð, þ, ł, đ, ħ, dotless ı (and capitals). */
const OTHER_LATIN_LETTERS = 'ßẞæÆøØœŒðÐþÞłŁđĐħĦı';
const BASE_LETTER = /^[A-Za-z]$/;
/** U+0300–U+036F: the accents, cedillas, ogoneks, carons… that Latin letters carry. */
const ACCENT = /^[\u0300-\u036F]$/;

/**
 * True for one code point of NFC text that the workshop engraves. A letter qualifies when its canonical
 * decomposition is a Latin base letter followed by accents only: 'é', 'ñ', 'ș', 'ǿ' do, 'Ａ' (whose
 * decomposition is only a compatibility one) and a lone combining accent do not.
 */
export function isEngraveable(char: string): boolean {
  if (/^[0-9]$/.test(char) || (char.length === 1 && ENGRAVING_MARKS.includes(char))) return true;
  const [base = '', ...accents] = Array.from(char.normalize('NFD'));
  return (BASE_LETTER.test(base) || (base.length === 1 && OTHER_LATIN_LETTERS.includes(base))) && accents.every((accent) => ACCENT.test(accent));
}

/** Engraving text: at most ENGRAVING.maxLength characters as the customer counts them, every one engraveable. */
export const engravingTextSchema = singleLineText()
  .min(1)
  .refine((text) => Array.from(text).length <= ENGRAVING.maxLength, `At most ${ENGRAVING.maxLength} characters`)
  .refine((text) => Array.from(text).every(isEngraveable), `Latin letters, digits, spaces and ${ENGRAVING_MARKS.trim().split('').join(' ')} only`);
